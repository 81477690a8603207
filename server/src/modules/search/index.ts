/**
 * The top bar's search (issue 26 item 1, decision 0090): everyone signed in may call it; what it
 * finds is limited per kind to what the viewer may open (searchQuery.ts).
 */
import { searchArgs } from '@portal/common';
import { query, type PortalModule } from '../../graphql/module';
import { search } from './searchQuery';

const typeDefs = /* GraphQL */ `
  "What a search hit opens: an employee's card, a project, a qualification code."
  enum SearchHitKind { employee project code }
  type SearchHit {
    kind: SearchHitKind!
    id: Int!
    "The employee's full name, the project's name or the code's title."
    title: String!
    "Job title (employee), city (project), level and state (code)."
    detail: String
    "Employee number or project number."
    number: String
    "A former employee."
    former: Boolean!
    "The code's category (licenses, certifications, skills, deccoUCourses)."
    entity: String
  }
`;

export const searchModule: PortalModule = {
  name: 'search',
  api: {
    typeDefs,
    operations: [
      query('search', {
        description: 'Employees by name (typos tolerated) or number, projects by name or number, codes by title: at most limit (1-10, default 5) of each kind the viewer may open, grouped by kind, best first. text: at most 100 characters.',
        access: 'authenticated',
        args: searchArgs,
        returns: '[SearchHit!]!',
        resolve: ({ text, limit }, ctx) => search(ctx, text, limit),
      }),
    ],
  },
};
