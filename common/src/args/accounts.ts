/** The input each sign-in and account-recovery call takes (one input object per call, as the documents' clients send them). */
import { z } from 'zod';
import { employeeNumberArgs, graphqlType } from './wire';

const input = <Shape extends z.ZodRawShape>(name: string, shape: Shape) => ({ input: graphqlType(name, z.object(shape)) });

export const loginArgs = input('LoginInput', { email: z.string(), password: z.string() });
export const signupArgs = input('SignupInput', { email: z.string(), origin: z.string().nullish() });
export const emailArgs = input('EmailInput', { email: z.string() });
export const tokenArgs = input('TokenInput', { token: z.string() });
export const completeResetArgs = input('CompletePasswordResetInput', { token: z.string(), password: z.string() });
export const updatePasswordArgs = input('UpdatePasswordInput', { currentPassword: z.string(), newPassword: z.string() });
export const passwordArgs = input('PasswordInput', { password: z.string() });
export const inquiryArgs = input('AccountInquiryInput', { email: z.string(), message: z.string().nullish() });

/** Whose links to the company's OpenID provider a webEditor reads or removes. */
export const companySignInArgs = employeeNumberArgs;
