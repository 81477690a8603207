/** Sign-in and account recovery: the output types (the inputs are common's, common/src/args/accounts.ts). */
export const accountsTypeDefs = /* GraphQL */ `
  type AuthPayload { token: String! user: User! }
  "The same answer whether or not the e-mail belongs to an account."
  type AccountMessage { success: Boolean! message: String! }
  type TokenValidity { valid: Boolean! email: String }
  "An employee's link to the company's OpenID provider: made at their first sign-in by this verified e-mail."
  type CompanySignIn { issuer: String! linkedEmail: String! linkedAt: DateTime! lastSignInAt: DateTime! }
`;
