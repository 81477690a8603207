import { passwordRuleProblem } from '@portal/common';
import { z } from 'zod';

const email = z.string().trim().min(1, 'Enter your e-mail address.').pipe(z.email('Enter a valid e-mail address.'));

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'Enter your password.'),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const emailSchema = z.object({ email });
export type EmailValues = z.infer<typeof emailSchema>;

/** Mirrors the server's password rule so most mistakes show before sending. */
export const newPasswordSchema = z
  .object({
    password: z.string().superRefine((value, ctx) => {
      const problem = passwordRuleProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    confirmation: z.string().min(1, 'Repeat the new password.'),
  })
  .refine((values) => values.password === values.confirmation, { path: ['confirmation'], message: 'The passwords do not match.' });
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
