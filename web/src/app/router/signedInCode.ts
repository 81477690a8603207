/**
 * The id of the template in which the build puts the signed-in app's prefetch links on the pages a
 * signed-out browser gets (web/build/entryPages.ts); AppRoutes moves them into the head once the
 * sign-in form shows (decision 0115).
 */
export const SIGNED_IN_CODE_TEMPLATE = 'signed-in-code';
