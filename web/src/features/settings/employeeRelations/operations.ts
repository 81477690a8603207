import { graphql } from '../../../graphql';
import type { EmployeeOption } from '../../../lib/employees/operations';

export interface EmployeeRelationRow {
  id: number;
  group: string | null;
  /** A job title; a title has at most one relation. */
  title: string | null;
  supervisorId: number | null;
  supervisor: EmployeeOption | null;
}

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

/** The job titles active employees hold, one row per title. */
export const JOB_TITLES = graphql(`
  query JobTitles {
    users(distinct: [jobTitle], where: { employmentStatus: { equals: "active" } }, orderBy: [{ jobTitle: asc }]) {
      id
      jobTitle
    }
  }
`);

export interface RelationInput {
  group: string;
  title: string;
  supervisorId: number;
}

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
