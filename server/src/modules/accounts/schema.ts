export const accountsTypeDefs = /* GraphQL */ `
  input LoginInput { email: String! password: String! }
  type AuthPayload { token: String! user: User! }

  input SignupInput { email: String! origin: String }
  input EmailInput { email: String! }
  input TokenInput { token: String! }
  input CompletePasswordResetInput { token: String! password: String! }
  input UpdatePasswordInput { currentPassword: String! newPassword: String! }
  input PasswordInput { password: String! }
  input AccountInquiryInput { email: String! message: String }

  "The same answer whether or not the e-mail belongs to an account."
  type AccountMessage { success: Boolean! message: String! }
  type TokenValidity { valid: Boolean! email: String }

  type Query {
    "The signed-in user (id, employeeNumber, userType, profileImage, firstName, lastName, ...)."
    checkAuth: User!
    validatePasswordResetToken(input: TokenInput!): TokenValidity!
  }

  type Mutation {
    login(input: LoginInput!): AuthPayload!
    logout: Boolean!
    signup(input: SignupInput!): AccountMessage!
    requestPasswordReset(input: EmailInput!): AccountMessage!
    forgotPasswordRecovery(input: EmailInput!): AccountMessage!
    completePasswordReset(input: CompletePasswordResetInput!): AccountMessage!
    resetPasswordRecovery(input: CompletePasswordResetInput!): AccountMessage!
    updatePassword(input: UpdatePasswordInput!): AccountMessage!
    isUserPasswordValid(input: PasswordInput!): Boolean!
    emailNotificationAccountInquiry(input: AccountInquiryInput!): AccountMessage!
  }
`;
