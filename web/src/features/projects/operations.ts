import { graphql } from '../../graphql';

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
  /** 'Active' or 'Inactive'. */
  status: string | null;
  /** False when the distance table does not know the ZIP: distances to the project are not available. */
  zipLocated?: boolean | null;
}

const PROJECT_FIELDS = graphql(`
  fragment ProjectFields on Project {
    id project_num name manager supervisor address city state zip phone notes status zipLocated
  }
`);

export interface ProjectsPage {
  projects: ProjectRow[];
  aggregateProject: { _count: { _all: number } };
}

export const PROJECTS = graphql(`
  query Projects($where: ProjectWhereInput, $orderBy: [ProjectOrderByWithRelationInput!], $take: Int, $skip: Int) {
    projects(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      ...ProjectFields
    }
    aggregateProject(where: $where) {
      _count {
        _all
      }
    }
  }
`, [PROJECT_FIELDS]);

export interface ProjectOption {
  id: number;
  name: string;
  project_num: string | null;
}

/** The assignment pickers' projects (spec 2 section 7): by name, without the placeholder names and incomplete rows. */
export const PROJECT_OPTIONS = graphql(`
  query ProjectOptions($where: ProjectWhereInput) {
    projects(where: $where, orderBy: [{ name: asc }, { id: asc }], take: 10000) {
      id
      name
      project_num
    }
  }
`);

export const PROJECT = graphql(`
  query ProjectCard($id: Int) {
    project(where: { id: $id }) {
      ...ProjectFields
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
`, [PROJECT_FIELDS]);

export const CREATE_PROJECT = graphql(`
  mutation CreateProject($data: ProjectCreateInput!) {
    createOneProject(data: $data) {
      id
      zip
      zipLocated
    }
  }
`);

export const UPDATE_PROJECT = graphql(`
  mutation UpdateProject($id: Int!, $data: ProjectUpdateInput!) {
    updateOneProject(where: { id: $id }, data: $data) {
      id
      zip
      zipLocated
    }
  }
`);

export const MAKE_PROJECT_INACTIVE = graphql(`
  mutation MakeProjectInactive($projectId: Int!) {
    makeProjectInactive(projectId: $projectId) {
      unassignedEmployees
      unassignedContractors
    }
  }
`);

export const ASSIGN_PROJECT = graphql(`
  mutation AssignProject($projectId: Int, $employeeNumber: String!) {
    assignProject(projectId: $projectId, employeeNumber: $employeeNumber) {
      id
      projectId
    }
  }
`);

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

export const EMPLOYEE_ASSIGNMENTS = graphql(`
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
`);

export interface QualificationCodeOption {
  id: number;
  title: string | null;
  entity: string;
  state: string | null;
  level: string | null;
}

export const QUALIFICATION_CODE_OPTIONS = graphql(`
  query QualificationCodeOptions {
    findManyCodes(orderBy: [{ entity: asc }, { title: asc }, { id: asc }], take: 10000) {
      id
      title
      entity
      state
      level
    }
  }
`);

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

export const CONTRACTORS = graphql(`
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
`);

export const CREATE_CONTRACTOR = graphql(`
  mutation CreateContractor($data: ContractorCreateInput!) {
    createOneContractor(data: $data) {
      id
    }
  }
`);

export const UPDATE_CONTRACTOR = graphql(`
  mutation UpdateContractor($id: Int!, $data: ContractorUpdateInput!) {
    updateOneContractor(where: { id: $id }, data: $data) {
      id
    }
  }
`);

export const DELETE_CONTRACTOR = graphql(`
  mutation DeleteContractor($id: Int!) {
    deleteOneContractor(where: { id: $id }) {
      id
    }
  }
`);
