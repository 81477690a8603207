import { graphql } from '../../graphql';

/** The signed-in user as the shell needs it. */
export interface SessionUser {
  id: number;
  employeeNumber: string | null;
  userType: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImage: string | null;
  jobTitle: string | null;
  group: string | null;
}

const SESSION_USER_FIELDS = graphql(`
  fragment SessionUserFields on User {
    id
    employeeNumber
    userType
    firstName
    lastName
    profileImage
    jobTitle
    group
  }
`);

export const CHECK_AUTH = graphql(`
  query CheckAuth {
    checkAuth {
      ...SessionUserFields
    }
  }
`, [SESSION_USER_FIELDS]);

export const LOGIN = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      token
      user {
        ...SessionUserFields
      }
    }
  }
`, [SESSION_USER_FIELDS]);

export const LOGOUT = graphql(`
  mutation Logout {
    logout
  }
`);
