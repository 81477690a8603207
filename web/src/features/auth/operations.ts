import { gql, type TypedDocumentNode } from '@apollo/client';

export interface AccountMessage {
  success: boolean;
  message: string;
}

export const SIGNUP: TypedDocumentNode<{ signup: AccountMessage }, { input: { email: string; origin: string } }> = gql`
  mutation Signup($input: SignupInput!) {
    signup(input: $input) {
      success
      message
    }
  }
`;

export const REQUEST_PASSWORD_RESET: TypedDocumentNode<{ requestPasswordReset: AccountMessage }, { input: { email: string } }> = gql`
  mutation RequestPasswordReset($input: EmailInput!) {
    requestPasswordReset(input: $input) {
      success
      message
    }
  }
`;

export const VALIDATE_PASSWORD_RESET_TOKEN: TypedDocumentNode<
  { validatePasswordResetToken: { valid: boolean; email: string | null } },
  { input: { token: string } }
> = gql`
  query ValidatePasswordResetToken($input: TokenInput!) {
    validatePasswordResetToken(input: $input) {
      valid
      email
    }
  }
`;

export const COMPLETE_PASSWORD_RESET: TypedDocumentNode<
  { completePasswordReset: AccountMessage },
  { input: { token: string; password: string } }
> = gql`
  mutation CompletePasswordReset($input: CompletePasswordResetInput!) {
    completePasswordReset(input: $input) {
      success
      message
    }
  }
`;
