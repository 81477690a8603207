/**
 * The password rule the server enforces (server/src/auth/passwords.ts), written framework-free so
 * the sign-in screens can check it before sending. The server stays the judge: when it refuses,
 * its message is shown.
 */
export const PASSWORD_RULE = { minLength: 10, maxLength: 128 } as const;

export function passwordRuleProblem(password: string): string | null {
  if (password.length < PASSWORD_RULE.minLength) return `Password must be at least ${PASSWORD_RULE.minLength} characters.`;
  if (password.length > PASSWORD_RULE.maxLength) return `Password must be at most ${PASSWORD_RULE.maxLength} characters.`;
  if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) return 'Password must contain letters and numbers.';
  return null;
}
