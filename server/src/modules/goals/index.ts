/** Goals and follow-ups (spec 3): the generic models plus massGoalAdd, check-ins, the assignment e-mail and the bell. */
import { checkInGoalArgs, followupNotificationArgs, markNotificationsReadArgs, massGoalArgs, partnerReachArgs, rolesWith } from '@portal/common';
import { reader } from '../../graphql/crud/api';
import { mutation, query, type PortalModule } from '../../graphql/module';
import { notFound } from '../../graphql/errors';
import { checkInGoal } from './checkIns';
import { followupMailJob, notifyAssignment } from './followupMail';
import { massGoalAdd } from './massGoalAdd';
import { goalModels, userFollowupModel } from './models';
import { markNotificationsRead, myNotifications } from './notifications';
import { partnerReach } from './reach';

const typeDefs = /* GraphQL */ `
  type MassGoalResult { created: Int! }
  "An item of the bell: derived from follow-ups and evaluations, read state kept per user."
  type PortalNotification {
    key: String!
    "followupAssigned, followupDue or evaluationWaiting"
    kind: String!
    text: String!
    "The page it concerns."
    link: String!
    at: DateTime!
    read: Boolean!
  }
`;

export const goalsModule: PortalModule = {
  name: 'goals',
  models: goalModels,
  jobs: [followupMailJob],
  api: {
    typeDefs,
    operations: [
      query('partnerReach', {
        description: "What the viewer may do with an employee's goals and follow-ups: own, manages, none or unknown.",
        access: 'authenticated',
        args: partnerReachArgs,
        returns: 'String!',
        resolve: ({ employeeNumber }, ctx) => partnerReach(ctx, employeeNumber),
      }),
      query('myNotifications', {
        description: "The viewer's notifications, newest first (at most 30).",
        access: 'authenticated',
        returns: '[PortalNotification!]!',
        resolve: (_a, ctx) => myNotifications(ctx),
      }),
      mutation('massGoalAdd', {
        description: "One goal for several partners in the viewer's reach, in one transaction.",
        access: rolesWith('goals.manageOthers'),
        args: massGoalArgs,
        returns: 'MassGoalResult!',
        resolve: (args, ctx) => massGoalAdd(ctx, args),
      }),
      mutation('sendFollowupAssignmentNotification', {
        description: 'E-mails the assignee of a new follow-up; true when sent now, false when already sent or unassigned.',
        access: 'authenticated',
        args: followupNotificationArgs,
        returns: 'Boolean!',
        resolve: async ({ followupId }, ctx) => {
          // Only someone who may read the follow-up may ask; the claim makes repeats harmless.
          if (!(await reader(ctx).findUnique(userFollowupModel, { id: followupId }))) throw notFound('The follow-up was not found.');
          return notifyAssignment(ctx.db, ctx.services, followupId);
        },
      }),
      mutation('checkInGoal', {
        description: "Moves an active goal's progress (0-100) with an optional note (at most 500 characters), kept in the goal's checkIns. For the employee and whoever may edit the goal.",
        access: 'authenticated',
        args: checkInGoalArgs,
        returns: 'Goal!',
        resolve: async (args, ctx) => {
          const goal = await checkInGoal(ctx, args);
          if (!goal) throw notFound('The goal was not found.');
          return goal;
        },
      }),
      mutation('markNotificationsRead', {
        access: 'authenticated',
        args: markNotificationsReadArgs,
        returns: 'Boolean!',
        resolve: ({ keys }, ctx) => markNotificationsRead(ctx, keys),
      }),
    ],
  },
};
