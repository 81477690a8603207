import { graphql } from '../../graphql';

export const SIGNUP = graphql(`
  mutation Signup($input: SignupInput!) {
    signup(input: $input) {
      success
      message
    }
  }
`);

export const REQUEST_PASSWORD_RESET = graphql(`
  mutation RequestPasswordReset($input: EmailInput!) {
    requestPasswordReset(input: $input) {
      success
      message
    }
  }
`);

export const VALIDATE_PASSWORD_RESET_TOKEN = graphql(`
  query ValidatePasswordResetToken($input: TokenInput!) {
    validatePasswordResetToken(input: $input) {
      valid
      email
    }
  }
`);

export const COMPLETE_PASSWORD_RESET = graphql(`
  mutation CompletePasswordReset($input: CompletePasswordResetInput!) {
    completePasswordReset(input: $input) {
      success
      message
    }
  }
`);
