/** Error codes the API puts in `extensions.code`, and the texts both sides share. */
export const ERROR_CODES = ['UNAUTHENTICATED', 'FORBIDDEN', 'BAD_USER_INPUT', 'NOT_FOUND', 'CONFLICT', 'TOO_MANY_REQUESTS', 'RATE_LIMITED', 'TIMEOUT', 'DATABASE_UNAVAILABLE', 'OUTCOME_UNKNOWN', 'FILE_STORAGE_UNAVAILABLE', 'INTERNAL_SERVER_ERROR'] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const MESSAGES = {
  notAuthorized: 'Not authorized.',
  notAuthenticated: 'You must be signed in.',
  forbidden: 'You do not have permission to do that.',
  invalidLogin: 'Invalid email or password.',
  /** PASSWORD_SIGN_IN=false, for every account but the break-glass one (decision 0164). */
  passwordSignInOff: 'Password sign-in is turned off. Please use the sign-in button of your company account.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  signupSent: 'Request Sign Up sent successfully. Please check your email.',
  somethingWentWrong: 'Something went wrong.',
  portalUnreachable: 'The portal cannot be reached right now. Your session is kept; try again in a moment.',
  /** The database is restarting, failing over or unreachable (a request's connection was lost, or none came free in time). */
  databaseUnavailable: 'The database cannot be reached right now. Please try again in a moment.',
  /** The connection to the database was lost while a change was being saved, and whether it was saved cannot be learned (decision 0138). */
  outcomeUnknown: 'The connection to the database was lost while your change was being saved, so it may or may not have been saved. Please check whether it was saved before trying again.',
  /** The object storage (S3) did not answer in time or answered an error: nothing was saved. */
  fileStorageUnavailable: 'The file storage cannot be reached right now. Nothing was saved; please try again in a moment.',
  genericError: 'An error has occured, please try again later',
  qualificationExists: 'This qualification already exists.',
  employeeRelationExists: 'This combination of group, title, and supervisor already exists.',
  noDataToExport: 'No Data to Export',
  nothingHere: 'Nothing here...',
  /** The catalogue's upload failure (spec 1 section 8); a refusal adds its reason after it. */
  uploadFailed: 'Error uploading file.',
  /** A list's search or filter matched nothing (spec 3 section 2). */
  noResults: 'No results found...',
} as const;

/** Why a sign-in at the company's identity provider was refused (server/src/modules/accounts/oidc.ts; decision 0164). */
export const OIDC_REFUSALS = ['unknown', 'unverified', 'linkedElsewhere', 'state', 'cancelled', 'unavailable', 'failed', 'tooMany'] as const;
export type OidcRefusal = (typeof OIDC_REFUSALS)[number];

/** What the sign-in page says when `provider` (OIDC_NAME) did not sign the person in. */
export function oidcRefusalMessage(refusal: OidcRefusal, provider: string): string {
  switch (refusal) {
    case 'unknown':
      return `The e-mail address from ${provider} does not belong to an active employee. Please ask HR to check the e-mail address on your employee record.`;
    case 'unverified':
      return `The e-mail address from ${provider} is not verified. Please verify it there, then sign in again.`;
    case 'linkedElsewhere':
      return `Your employee record is already linked to another ${provider} account. Please sign in with that account, or ask an administrator.`;
    case 'state':
      return 'This sign-in has expired or was started in another browser. Please sign in again.';
    case 'cancelled':
      return `Sign-in with ${provider} was cancelled.`;
    case 'unavailable':
      return `${provider} cannot be reached right now. Please try again in a few minutes.`;
    case 'failed':
      return `Sign-in with ${provider} did not succeed. Please try again.`;
    case 'tooMany':
      return MESSAGES.tooManyAttempts;
  }
}
