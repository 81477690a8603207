import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ListVariables } from '../../components/ui/DataTable';


type Data = Record<string, unknown>;

export interface ProjectRow {
  id: number;
  project_num: string | null;
  name: string;
  manager: string | null;
  supervisor: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
  notes: string | null;
  status: 'Active' | 'Inactive';
}

const PROJECT_FIELDS = `id project_num name manager supervisor address city state zip phone notes status`;

export interface ProjectsPage {
  projects: ProjectRow[];
  aggregateProject: { _count: { _all: number } };
}

export const PROJECTS: TypedDocumentNode<ProjectsPage, ListVariables> = gql`
  query Projects($where: ProjectWhereInput, $orderBy: [ProjectOrderByWithRelationInput!], $take: Int, $skip: Int) {
    projects(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      ${PROJECT_FIELDS}
    }
    aggregateProject(where: $where) {
      _count {
        _all
      }
    }
  }
`;

export interface ProjectOption {
  id: number;
  name: string;
  project_num: string | null;
}

/** The assignment pickers' projects (spec 2 section 7): by name, without the placeholder names and incomplete rows. */
export const PROJECT_OPTIONS: TypedDocumentNode<{ projects: ProjectOption[] }, { where: Data }> = gql`
  query ProjectOptions($where: ProjectWhereInput) {
    projects(where: $where, orderBy: [{ name: asc }, { id: asc }], take: 10000) {
      id
      name
      project_num
    }
  }
`;

export interface AssignedEmployee {
  id: number;
  employeeNumber: string | null;
  firstName: string | null;
  lastName: string | null;
  jobTitle: string | null;
}

export interface ProjectContractor {
  id: number;
  firstName: string;
  lastName: string;
  task: string | null;
  staffingAgency: string | null;
}

export interface ProjectDetails extends ProjectRow {
  users: AssignedEmployee[];
  contractors: ProjectContractor[];
}

export const PROJECT: TypedDocumentNode<{ project: ProjectDetails | null }, { id: number }> = gql`
  query ProjectCard($id: Int) {
    project(where: { id: $id }) {
      ${PROJECT_FIELDS}
      users(orderBy: [{ lastName: asc }, { firstName: asc }]) {
        id
        employeeNumber
        firstName
        lastName
        jobTitle
      }
      contractors(orderBy: [{ firstName: asc }, { lastName: asc }]) {
        id
        firstName
        lastName
        task
        staffingAgency
      }
    }
  }
`;

export const CREATE_PROJECT: TypedDocumentNode<{ createOneProject: { id: number } }, { data: Data }> = gql`
  mutation CreateProject($data: ProjectCreateInput!) {
    createOneProject(data: $data) {
      id
    }
  }
`;

export const UPDATE_PROJECT: TypedDocumentNode<{ updateOneProject: { id: number } }, { id: number; data: Data }> = gql`
  mutation UpdateProject($id: Int!, $data: ProjectUpdateInput!) {
    updateOneProject(where: { id: $id }, data: $data) {
      id
    }
  }
`;

export const MAKE_PROJECT_INACTIVE: TypedDocumentNode<
  { makeProjectInactive: { unassignedEmployees: number; unassignedContractors: number } },
  { projectId: number }
> = gql`
  mutation MakeProjectInactive($projectId: Int!) {
    makeProjectInactive(projectId: $projectId) {
      unassignedEmployees
      unassignedContractors
    }
  }
`;

export const ASSIGN_PROJECT: TypedDocumentNode<{ assignProject: { id: number; projectId: number | null } }, { projectId: number | null; employeeNumber: string }> = gql`
  mutation AssignProject($projectId: Int, $employeeNumber: String!) {
    assignProject(projectId: $projectId, employeeNumber: $employeeNumber) {
      id
      projectId
    }
  }
`;

export interface EmployeeAssignment {
  id: number;
  employeeNumber: string | null;
  firstName: string | null;
  lastName: string | null;
  jobTitle: string | null;
  projectId: number | null;
  projectName: string | null;
  supervisor: string | null;
  manager: string | null;
  distanceToProject: number | null;
  timeToProject: number | null;
  estimated: boolean;
  distanceLabel: string | null;
}

export interface AssignmentsPage {
  getManyEmployeeAssignments: { rows: EmployeeAssignment[]; total: number; unit: string };
}

export interface AssignmentsVariables {
  where: Data;
  orderBy: string | null;
  direction: 'asc' | 'desc' | null;
  take: number;
  skip: number;
}

export const EMPLOYEE_ASSIGNMENTS: TypedDocumentNode<AssignmentsPage, AssignmentsVariables> = gql`
  query EmployeeAssignments($where: EmployeeAssignmentWhere, $orderBy: String, $direction: String, $take: Int, $skip: Int) {
    getManyEmployeeAssignments(where: $where, orderBy: $orderBy, direction: $direction, take: $take, skip: $skip) {
      total
      unit
      rows {
        id
        employeeNumber
        firstName
        lastName
        jobTitle
        projectId
        projectName
        supervisor
        manager
        distanceToProject
        timeToProject
        estimated
        distanceLabel
      }
    }
  }
`;

export interface QualificationCodeOption {
  id: number;
  title: string | null;
  entity: string;
  state: string | null;
  level: string | null;
}

export const QUALIFICATION_CODE_OPTIONS: TypedDocumentNode<{ findManyCodes: QualificationCodeOption[] }, Record<string, never>> = gql`
  query QualificationCodeOptions {
    findManyCodes(orderBy: [{ entity: asc }, { title: asc }, { id: asc }], take: 10000) {
      id
      title
      entity
      state
      level
    }
  }
`;

export interface ContractorRow {
  id: number;
  firstName: string;
  lastName: string;
  task: string | null;
  evaluation: number | null;
  staffingAgency: string | null;
  status: boolean;
  notes: string | null;
  projectId: number | null;
  project: { id: number; name: string; supervisor: string | null; manager: string | null } | null;
}

export interface ContractorsPage {
  contractors: ContractorRow[];
  aggregateContractor: { _count: { _all: number } };
}

export const CONTRACTORS: TypedDocumentNode<ContractorsPage, ListVariables> = gql`
  query Contractors($where: ContractorWhereInput, $orderBy: [ContractorOrderByWithRelationInput!], $take: Int, $skip: Int) {
    contractors(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      id
      firstName
      lastName
      task
      evaluation
      staffingAgency
      status
      notes
      projectId
      project {
        id
        name
        supervisor
        manager
      }
    }
    aggregateContractor(where: $where) {
      _count {
        _all
      }
    }
  }
`;

export const CREATE_CONTRACTOR: TypedDocumentNode<{ createOneContractor: { id: number } }, { data: Data }> = gql`
  mutation CreateContractor($data: ContractorCreateInput!) {
    createOneContractor(data: $data) {
      id
    }
  }
`;

export const UPDATE_CONTRACTOR: TypedDocumentNode<{ updateOneContractor: { id: number } }, { id: number; data: Data }> = gql`
  mutation UpdateContractor($id: Int!, $data: ContractorUpdateInput!) {
    updateOneContractor(where: { id: $id }, data: $data) {
      id
    }
  }
`;

export const DELETE_CONTRACTOR: TypedDocumentNode<{ deleteOneContractor: { id: number } }, { id: number }> = gql`
  mutation DeleteContractor($id: Int!) {
    deleteOneContractor(where: { id: $id }) {
      id
    }
  }
`;
