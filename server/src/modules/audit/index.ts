/**
 * Who changed what: a record's audit rows as a History panel reads them (issue 26 item 5). Only
 * admins, superAdmins and webEditors read history (decision 0086), and of those only whom the
 * record's own policy lets read it, with the fields it shows them (decision 0130, history.ts).
 */
import { recordHistoryArgs, rolesWith } from '@portal/common';
import { query, type PortalModule } from '../../graphql/module';
import { readHistory } from './history';

const typeDefs = /* GraphQL */ `
  "A record that keeps a history: an employee (the baseball card), a project, a review, a qualification code."
  enum HistoryRecord { EMPLOYEE PROJECT REVIEW CODE }
  "One field of a change: its value before and after (null: no value)."
  type HistoryChange { field: String! label: String! before: String after: String }
  type HistoryEntry {
    id: ID!
    at: DateTime!
    "When, in the company's time zone (COMPANY_TIME_ZONE), e.g. 11/26/2026 12:38 PM EST."
    atCompanyTime: String!
    "The actor's name now (null for the system, e.g. a scheduled job or a password reset)."
    actorName: String
    actorEmployeeNumber: String
    "create, update, delete, or a workflow step (submit, sign, ...)."
    action: String!
    changes: [HistoryChange!]!
  }
  type HistoryPage { total: Int! entries: [HistoryEntry!]! }
`;

export const auditModule: PortalModule = {
  name: 'audit',
  api: {
    typeDefs,
    operations: [
      query('recordHistory', {
        description: "A record's history, newest first (by its kind and id): empty unless the viewer may read the record, with the fields they may read on it; a deleted record's for the roles that read every record of its kind.",
        access: rolesWith('history.view'),
        args: recordHistoryArgs,
        returns: 'HistoryPage!',
        resolve: (args, ctx) => readHistory(ctx, { entity: args.record, id: args.id, skip: args.skip, take: args.take }),
      }),
    ],
  },
};
