/**
 * Reviews and evaluations (spec 3): the generic models plus the workflow operations, which
 * enforce who may act at each step (decisions 0035 to 0039).
 */
import {
  adminEditArgs,
  answersArgs,
  assignEvaluationArgs,
  assignReviewArgs,
  evaluationGoalArgs,
  evaluationIdArgs,
  myEvaluationCountsArgs,
  myEvaluationsArgs,
  reviewCycleIdArgs,
  reviewIdArgs,
  reviewMailPreferenceArgs,
  rolesWith,
  saveTemplateArgs,
  signArgs,
} from '@portal/common';
import { createArgs, listArgs, whereArgs } from '../../graphql/argTypes';
import { reader } from '../../graphql/crud/api';
import { selectionOf } from '../../graphql/crud/preloads';
import { mutation, query, type PortalModule } from '../../graphql/module';
import { notFound } from '../../graphql/errors';
import { updateEvaluationAdmin } from './adminEdit';
import { deleteEvaluation, deleteReviewAndConnectedEvaluations, sendEvaluationReminder } from './admin';
import { launchReviewCycle, reviewCycleAudience, reviewCycleLaunchJob } from './cycles';
import { evaluationReminderJob } from './dueReminders';
import { reviewDigestJob, reviewNoticeJob } from './notices';
import { remindOverdueWriters } from './remindOverdue';
import { myReviewMailPreference, setMyReviewMailPreference } from './reviewMailPreference';
import { completeEvaluationGoal, evaluationGoals } from './evaluationGoals';
import { assigneeExclusions, assignEvaluation, assignReviewToUser } from './assign';
import { evaluationModel, reviewModels, reviewTemplateModel } from './models';
import { myEvaluationCounts, myEvaluations, myEvaluationYears } from './myReviews';
import { ppaAssignments } from './ppaAssignments';
import { reviewCompletion } from './reviewCompletion';
import { createReviewTemplateFromTitle, createSampleReviewTemplate, saveReviewTemplate } from './templateEditor';
import { saveEvaluation, signEvaluation, submitEvaluation } from './workflow';

const MANAGE = rolesWith('reviews.manage');

const typeDefs = /* GraphQL */ `
  "An evaluation on My reviews: the section it is listed in and the one action offered."
  type MyEvaluation {
    "personal, peer or manager"
    section: String!
    "Sign Off, Assign, Resume, Start or View"
    action: String!
    evaluation: Evaluation!
  }
  "How many evaluations of a year one section of My reviews lists in each view."
  type MyEvaluationCount {
    "personal, peer or manager"
    section: String!
    "In the Incomplete view: waiting on the viewer."
    open: Int!
    "In the Completed view."
    completed: Int!
  }
  type EvaluationPage { rows: [Evaluation!]! total: Int! }
  "Who a review cycle's launch would reach now."
  type ReviewCycleAudience {
    "Active employees of the cycle's group without a review from it, who would get one."
    employees: Int!
    "Employees of the group left out because they have no supervisor."
    withoutSupervisor: Int!
  }
  "One bar of the reviews' completion chart: how many of the reviews of a cycle or group are completed."
  type CompletionBar { label: String! completed: Int! total: Int! }
  "Completion of the reviews a filter matches, per review cycle and per group of the subject."
  type ReviewCompletion { byCycle: [CompletionBar!]! byGroup: [CompletionBar!]! }
  "What a manager's Remind everyone overdue did."
  type OverdueReminders {
    "Writers e-mailed now (one e-mail each, listing their overdue forms)."
    sent: Int!
    "Overdue writers not e-mailed: each of their overdue forms was reminded less than an hour ago."
    recentlyReminded: Int!
  }
`;

/** The evaluation as the viewer may read it, after a workflow step. */
async function readBack(ctx: Parameters<typeof reader>[0], id: number) {
  const row = await reader(ctx).findUnique(evaluationModel, { id });
  if (!row) throw notFound('Could not find the evaluation. Please try again.');
  return row;
}

export const reviewsModule: PortalModule = {
  name: 'reviews',
  models: reviewModels,
  jobs: [evaluationReminderJob, reviewCycleLaunchJob, reviewNoticeJob, reviewDigestJob],
  api: {
    typeDefs,
    operations: [
      query('ppaAssignments', {
        description: 'PPA evaluations of open reviews that the viewer manages (all of them for the PPA all-access numbers), paged and filtered in SQL.',
        access: rolesWith('ppa.view'),
        args: listArgs('Evaluation'),
        returns: 'EvaluationPage!',
        resolve: (args, ctx, info) => ppaAssignments(ctx, args, info),
      }),
      query('reviewCompletion', {
        description: "Completion of the reviews the Navigator list's filter matches (the same row scope), per cycle and per group. For the review managers.",
        access: MANAGE,
        args: whereArgs('Review'),
        returns: 'ReviewCompletion!',
        resolve: ({ where }, ctx) => reviewCompletion(ctx, where),
      }),
      query('reviewCycleAudience', {
        access: MANAGE,
        args: reviewCycleIdArgs,
        returns: 'ReviewCycleAudience!',
        resolve: ({ id }, ctx) => reviewCycleAudience(ctx, id),
      }),
      mutation('launchReviewCycle', {
        description: "Gives the cycle's template to every active employee of its group now (once); returns the number of reviews created.",
        access: MANAGE,
        args: reviewCycleIdArgs,
        returns: 'Int!',
        resolve: ({ id }, ctx) => launchReviewCycle(ctx, id),
      }),
      query('myReviewMailPreference', {
        description: 'How the viewer gets e-mails about review forms that come to them: immediate (one per form) or daily (one digest).',
        access: 'authenticated',
        returns: 'String!',
        resolve: (_a, ctx) => myReviewMailPreference(ctx),
      }),
      mutation('setMyReviewMailPreference', {
        description: 'Sets how the viewer (only) gets e-mails about review forms that come to them: immediate or daily.',
        access: 'authenticated',
        args: reviewMailPreferenceArgs,
        returns: 'String!',
        resolve: ({ mode }, ctx) => setMyReviewMailPreference(ctx, mode),
      }),
      mutation('remindOverdueWriters', {
        description: "E-mails each writer of the viewer's team's overdue evaluations one reminder (evaluations reminded in the last hour left out).",
        access: rolesWith('reviews.managerSection'),
        returns: 'OverdueReminders!',
        resolve: (_a, ctx) => remindOverdueWriters(ctx),
      }),
      query('myEvaluations', {
        description: "The viewer's evaluations of a year: open ones (to do or to sign) or completed ones.",
        access: 'authenticated',
        args: myEvaluationsArgs,
        returns: '[MyEvaluation!]!',
        resolve: (args, ctx) => myEvaluations(ctx, args),
      }),
      query('myEvaluationCounts', {
        description: "The viewer's evaluations of a year counted per section and view; sections without any are left out.",
        access: 'authenticated',
        args: myEvaluationCountsArgs,
        returns: '[MyEvaluationCount!]!',
        resolve: (args, ctx) => myEvaluationCounts(ctx, args),
      }),
      query('myEvaluationYears', {
        description: 'The years My reviews offers: those the viewer has evaluations in, and the current year and the next, ascending.',
        access: 'authenticated',
        returns: '[Int!]!',
        resolve: (_args, ctx) => myEvaluationYears(ctx),
      }),
      query('evaluationAssigneeExclusions', {
        description: 'Employee numbers that may not be given this evaluation: its subject and those already writing one of its title in the review. For those who may choose its writers.',
        access: 'authenticated',
        args: evaluationIdArgs,
        returns: '[String!]!',
        resolve: ({ evaluationId }, ctx) => assigneeExclusions(ctx, evaluationId),
      }),
      query('evaluationGoals', {
        description: "The evaluation's Goals section: the subject's active goals now due, and those completed in it. Null for viewers not shown them (peer writers).",
        access: 'authenticated',
        args: evaluationIdArgs,
        returns: '[Goal!]',
        resolve: ({ evaluationId }, ctx) => evaluationGoals(ctx, evaluationId),
      }),
      mutation('completeEvaluationGoal', {
        description: "The current author completes one of the subject's due goals inside the evaluation, attaching it to the form's Goals section.",
        access: 'authenticated',
        args: evaluationGoalArgs,
        returns: 'Goal!',
        resolve: async (args, ctx) => {
          const id = await completeEvaluationGoal(ctx, args);
          const [goal] = await reader(ctx).findMany(ctx.registry.get('Goal'), { where: { id: { equals: id } }, take: 1 });
          if (!goal) throw notFound('The goal was not found.');
          return goal;
        },
      }),
      mutation('assignReviewToUser', {
        description: 'Gives an employee a review of a template: one evaluation per evaluation template. Returns the review id.',
        access: MANAGE,
        args: assignReviewArgs,
        returns: 'Int!',
        resolve: (args, ctx) => assignReviewToUser(ctx, args),
      }),
      mutation('assignEvaluation', {
        description: "The manager hands an evaluation to its writer(s) (at most 10; several only for Client and PPA types). Returns the evaluations' ids.",
        access: 'authenticated',
        args: assignEvaluationArgs,
        returns: '[Int!]!',
        resolve: (args, ctx) => assignEvaluation(ctx, args),
      }),
      mutation('saveEvaluation', {
        description: 'The current author stores answers and keeps the evaluation open (SAVE_FOR_LATER).',
        access: 'authenticated',
        args: answersArgs,
        returns: 'Evaluation!',
        resolve: async (args, ctx) => readBack(ctx, await saveEvaluation(ctx, args)),
      }),
      mutation('submitEvaluation', {
        description: 'The current author stores answers and completes the evaluation; it moves to who signs it.',
        access: 'authenticated',
        args: answersArgs,
        returns: 'Evaluation!',
        resolve: async (args, ctx) => readBack(ctx, await submitEvaluation(ctx, args)),
      }),
      mutation('signOffEvaluation', {
        description: 'The designated signer signs a completed evaluation, typing their full name.',
        access: 'authenticated',
        args: signArgs,
        returns: 'Evaluation!',
        resolve: async (args, ctx) => readBack(ctx, await signEvaluation(ctx, args)),
      }),
      mutation('updateEvaluationAdmin', {
        description: "A review manager changes an evaluation's current author (writer, or signer once submitted), writer visibility or due date.",
        access: MANAGE,
        args: adminEditArgs,
        returns: 'Evaluation!',
        resolve: async (args, ctx) => readBack(ctx, await updateEvaluationAdmin(ctx, args)),
      }),
      mutation('deleteEvaluationFromReview', {
        description: 'Deletes an evaluation nobody has started.',
        access: MANAGE,
        args: evaluationIdArgs,
        returns: 'Boolean!',
        resolve: ({ evaluationId }, ctx) => deleteEvaluation(ctx, evaluationId),
      }),
      mutation('deleteReviewAndConnectedEvaluations', {
        description: 'Deletes a review with all its evaluations.',
        access: MANAGE,
        args: reviewIdArgs,
        returns: 'Boolean!',
        resolve: ({ reviewId }, ctx) => deleteReviewAndConnectedEvaluations(ctx, reviewId),
      }),
      mutation('sendNotification', {
        description: 'E-mails the current author a link to the evaluation (at most once an hour per evaluation).',
        access: MANAGE,
        args: evaluationIdArgs,
        returns: 'Boolean!',
        resolve: ({ evaluationId }, ctx) => sendEvaluationReminder(ctx, evaluationId),
      }),
      mutation('saveReviewTemplate', {
        description: 'Creates (no id) or edits a review template with all its forms. A template a review was assigned from is not changed: the edit becomes a new version. Returns the id of the version holding the edit.',
        access: MANAGE,
        args: saveTemplateArgs,
        returns: 'Int!',
        resolve: (args, ctx) => saveReviewTemplate(ctx, args),
      }),
      mutation('createSampleReviewTemplate', {
        description: "Creates a complete sample review template (the empty workshop's button). Returns its id.",
        access: MANAGE,
        returns: 'Int!',
        resolve: (_a, ctx) => createSampleReviewTemplate(ctx),
      }),
      mutation('createOneReviewTemplate', {
        description: "Spec 3's call: creates a review template from a title and a year (data: { title, year }), holding the standard forms the template editor then changes.",
        access: MANAGE,
        args: createArgs('ReviewTemplate'),
        returns: 'ReviewTemplate!',
        resolve: async ({ data }, ctx, info) => {
          const id = await createReviewTemplateFromTitle(ctx, data);
          const { computed, preloads, fields } = selectionOf(ctx.registry, reviewTemplateModel, info);
          const row = await reader(ctx).findUnique(reviewTemplateModel, { id }, computed, preloads, fields);
          if (!row) throw notFound('The review template was not found.');
          return row;
        },
      }),
    ],
  },
};
