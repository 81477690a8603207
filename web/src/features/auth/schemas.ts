import { passwordRuleProblem } from '@portal/common';
// zod/mini: the same checks as zod's classic API in a fraction of the size, so the sign-in page
// stays light (issue 13: first load of the sign-in page at most 200 KB gzip).
import * as z from 'zod/mini';

const email = z.pipe(z.string().check(z.trim(), z.minLength(1, 'Enter your e-mail address.')), z.email('Enter a valid e-mail address.'));

export const loginSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, 'Enter your password.')),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const emailSchema = z.object({ email });
export type EmailValues = z.infer<typeof emailSchema>;

/** Mirrors the server's password rule so most mistakes show before sending. */
export const newPasswordSchema = z
  .object({
    password: z.string().check(
      z.superRefine((value, ctx) => {
        const problem = passwordRuleProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
      }),
    ),
    confirmation: z.string().check(z.minLength(1, 'Repeat the new password.')),
  })
  .check(z.refine((values) => values.password === values.confirmation, { path: ['confirmation'], message: 'The passwords do not match.' }));
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
