import { rolesWith } from '@portal/common';
import { mutation, query, type PortalModule } from '../../graphql/module';
import { companyToday } from '../../db/today';
import { averagePointsJob } from './averagePointsJob';
import { averageCompanyPoints, getAllEmployeeBaseballCards, getEmployeeBaseballCard } from './card';
import { expiryAlertsJob, expiryDigestJob } from './expiryAlerts';
import { massUpdateWithCsv } from './massUpdate';
import { qualificationModels } from './models';

const typeDefs = /* GraphQL */ `
  input MassUpdateRowInput {
    employeeNumber: String!
    "M/D/YY as in the file, or YYYY-MM-DD"
    issueDate: String!
    expDate: String
    licenseNumber: String
    certificationNumber: String
  }
  type MassUpdateResult { message: String! created: Int! updated: Int! }
  type Query {
    "An employee's card: one's own, or anyone's for fieldSupervisors and above."
    getEmployeeBaseballCard(employeeNumber: String!): User
    "The employee's record: the portal's fields with the HR fields the employee sync keeps in it (decision 0071). The card's rule: one's own, or anyone's for fieldSupervisors and above."
    getCombinedEmployee(employeeNumber: String!): User
    "Every active employee's card, by last name. For fieldSupervisors and above (who may open others' cards)."
    getAllEmployeeBaseballCards(take: Int, skip: Int): [User!]!
    "The company average of points (newest snapshot)."
    averageCompanyPoints: Float
    "Today in the company's time zone (COMPANY_TIME_ZONE): the default day of the qualification forms."
    companyToday: Date!
  }
  type Mutation {
    "Applies CSV rows for one qualification code (type: licenses, certifications, skills, deccoUCourses): all rows or none."
    massUpdateWithCsv(data: [MassUpdateRowInput!]!, qualificationId: Int!, type: String!): MassUpdateResult!
  }
`;

export const qualificationsModule: PortalModule = {
  name: 'qualifications',
  models: qualificationModels,
  jobs: [averagePointsJob, expiryAlertsJob, expiryDigestJob],
  api: {
    typeDefs,
    operations: [
      query('getEmployeeBaseballCard', 'authenticated', (_p, { employeeNumber }, ctx, info) => getEmployeeBaseballCard(ctx, employeeNumber, info)),
      query('getCombinedEmployee', 'authenticated', (_p, { employeeNumber }, ctx, info) => getEmployeeBaseballCard(ctx, employeeNumber, info)),
      query('getAllEmployeeBaseballCards', rolesWith('baseballCard.viewOthers'), (_p, args, ctx, info) => getAllEmployeeBaseballCards(ctx, args, info)),
      query('averageCompanyPoints', 'authenticated', (_p, _a, ctx) => averageCompanyPoints(ctx)),
      query('companyToday', 'authenticated', () => companyToday()),
      mutation('massUpdateWithCsv', rolesWith('massUpdate.run'), (_p, args, ctx) => massUpdateWithCsv(ctx, args)),
    ],
  },
};
