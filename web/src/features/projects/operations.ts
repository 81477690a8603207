import { graphql, type FragmentOf, type ResultOf } from '../../graphql';

const PROJECT_FIELDS = graphql(`
  fragment ProjectFields on Project {
    id project_num name manager supervisor address city state zip phone notes status zipLocated
  }
`);

/** A project as the list, the card and the form show it: status is 'Active' or 'Inactive'; zipLocated is false when the distance table does not know the ZIP. */
export type ProjectRow = FragmentOf<typeof PROJECT_FIELDS>;

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

export type ProjectOption = ResultOf<typeof PROJECT_OPTIONS>['projects'][number];

const HELD_EXPIRIES = graphql(`
  fragment HeldExpiries on User {
    licenses {
      id
      expDate
      codes {
        title
      }
    }
    certifications {
      id
      expDate
      codes {
        title
      }
    }
  }
`);

/** A person's licenses and certifications with their expiry dates (ExpiringHeld marks the ones due). */
export type HeldExpiries = FragmentOf<typeof HELD_EXPIRIES>;

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
        ...HeldExpiries
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
`, [PROJECT_FIELDS, HELD_EXPIRIES]);

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

/** Find staff's candidates' licenses and certifications, by the ids the candidates' list returned. */
export const STAFF_EXPIRIES = graphql(`
  query StaffExpiries($ids: [Int!]) {
    users(where: { id: { in: $ids } }, take: 100) {
      id
      ...HeldExpiries
    }
  }
`, [HELD_EXPIRIES]);

export type EmployeeAssignment = ResultOf<typeof EMPLOYEE_ASSIGNMENTS>['getManyEmployeeAssignments']['rows'][number];

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

export type QualificationCodeOption = ResultOf<typeof QUALIFICATION_CODE_OPTIONS>['findManyCodes'][number];

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

export type ContractorRow = ResultOf<typeof CONTRACTORS>['contractors'][number];

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
