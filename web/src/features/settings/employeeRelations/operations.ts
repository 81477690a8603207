import { graphql, type ResultOf } from '../../../graphql';

export const EMPLOYEE_RELATIONS = graphql(`
  query EmployeeRelations {
    findManyEmployeeRelations(orderBy: [{ group: asc }, { title: asc }, { id: asc }]) {
      id
      group
      title
      supervisorId
      supervisor {
        id
        employeeNumber
        firstName
        lastName
        jobTitle
      }
    }
  }
`);

/** A relation; its title is a job title, and a title has at most one relation. */
export type EmployeeRelationRow = ResultOf<typeof EMPLOYEE_RELATIONS>['findManyEmployeeRelations'][number];

/** The job titles active employees hold, one row per title. */
export const JOB_TITLES = graphql(`
  query JobTitles {
    users(distinct: [jobTitle], where: { employmentStatus: { equals: "active" } }, orderBy: [{ jobTitle: asc }]) {
      id
      jobTitle
    }
  }
`);

export const CREATE_EMPLOYEE_RELATION = graphql(`
  mutation CreateEmployeeRelation($data: EmployeeRelationsCreateInput!) {
    createOneEmployeeRelations(data: $data) {
      id
    }
  }
`);

export const UPDATE_EMPLOYEE_RELATION = graphql(`
  mutation UpdateEmployeeRelation($id: Int!, $data: EmployeeRelationsUpdateInput!) {
    updateOneEmployeeRelations(where: { id: $id }, data: $data) {
      id
    }
  }
`);

export const DELETE_EMPLOYEE_RELATION = graphql(`
  mutation DeleteEmployeeRelation($id: Int!) {
    deleteOneEmployeeRelations(where: { id: $id }) {
      id
    }
  }
`);
