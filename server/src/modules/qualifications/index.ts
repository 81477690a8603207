import { baseballCardArgs, baseballCardsArgs, massUpdateArgs, rolesWith, clock } from '@portal/common';
import { mutation, query, type PortalModule } from '../../graphql/module';
import { averagePointsJob } from './averagePointsJob';
import { averageCompanyPoints, getAllEmployeeBaseballCards, getEmployeeBaseballCard } from './card';
import { expiryAlertsJob, expiryDigestJob } from './expiryAlerts';
import { massUpdateWithCsv } from './massUpdate';
import { qualificationModels } from './models';

const typeDefs = /* GraphQL */ `
  type MassUpdateResult { message: String! created: Int! updated: Int! }
`;

export const qualificationsModule: PortalModule = {
  name: 'qualifications',
  models: qualificationModels,
  jobs: [averagePointsJob, expiryAlertsJob, expiryDigestJob],
  api: {
    typeDefs,
    operations: [
      query('getEmployeeBaseballCard', {
        description: "An employee's card: one's own, or anyone's for fieldSupervisors and above.",
        access: 'authenticated',
        args: baseballCardArgs,
        returns: 'User',
        resolve: ({ employeeNumber }, ctx, info) => getEmployeeBaseballCard(ctx, employeeNumber, info),
      }),
      query('getCombinedEmployee', {
        description: "The employee's record: the portal's fields with the HR fields the employee sync keeps in it (decision 0071). The card's rule: one's own, or anyone's for fieldSupervisors and above.",
        access: 'authenticated',
        args: baseballCardArgs,
        returns: 'User',
        resolve: ({ employeeNumber }, ctx, info) => getEmployeeBaseballCard(ctx, employeeNumber, info),
      }),
      query('getAllEmployeeBaseballCards', {
        description: "Every active employee's card, by last name. For fieldSupervisors and above (who may open others' cards).",
        access: rolesWith('baseballCard.viewOthers'),
        args: baseballCardsArgs,
        returns: '[User!]!',
        resolve: (args, ctx, info) => getAllEmployeeBaseballCards(ctx, args, info),
      }),
      query('averageCompanyPoints', {
        description: 'The company average of points (newest snapshot).',
        access: 'authenticated',
        returns: 'Float',
        resolve: (_a, ctx) => averageCompanyPoints(ctx),
      }),
      query('companyToday', {
        description: "Today in the company's time zone (COMPANY_TIME_ZONE): the default day of the qualification forms.",
        access: 'authenticated',
        returns: 'Date!',
        resolve: () => clock.today(),
      }),
      mutation('massUpdateWithCsv', {
        description: 'Applies CSV rows for one qualification code (type: licenses, certifications, skills, deccoUCourses): all rows or none.',
        access: rolesWith('massUpdate.run'),
        args: massUpdateArgs,
        returns: 'MassUpdateResult!',
        resolve: (args, ctx) => massUpdateWithCsv(ctx, args),
      }),
    ],
  },
};
