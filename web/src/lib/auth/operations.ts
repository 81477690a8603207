import { gql, type TypedDocumentNode } from '@apollo/client';

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

const SESSION_USER_FIELDS = gql`
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
`;

export const CHECK_AUTH: TypedDocumentNode<{ checkAuth: SessionUser }, Record<string, never>> = gql`
  query CheckAuth {
    checkAuth {
      ...SessionUserFields
    }
  }
  ${SESSION_USER_FIELDS}
`;

export const LOGIN: TypedDocumentNode<
  { login: { token: string; user: SessionUser } },
  { input: { email: string; password: string } }
> = gql`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      token
      user {
        ...SessionUserFields
      }
    }
  }
  ${SESSION_USER_FIELDS}
`;

export const LOGOUT: TypedDocumentNode<{ logout: boolean }, Record<string, never>> = gql`
  mutation Logout {
    logout
  }
`;
