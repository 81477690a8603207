import { companySignInArgs, completeResetArgs, emailArgs, inquiryArgs, loginArgs, MESSAGES, passwordArgs, rolesWith, signupArgs, tokenArgs, updatePasswordArgs } from '@portal/common';
import type { AppContext } from '../../graphql/context';
import { reader } from '../../graphql/crud/api';
import { unauthenticated } from '../../graphql/errors';
import { mutation, query, type PortalModule } from '../../graphql/module';
import { userModel } from '../users/models';
import { companySignIns, unlinkCompanySignIn } from './companySignIn';
import { accountsTypeDefs } from './schema';
import * as accounts from './service';

/** The viewer's own user row, read through the User policy like any other read. */
async function ownUser(ctx: AppContext, id: number) {
  const row = await reader(ctx).findUnique(userModel, { id });
  if (!row) throw unauthenticated(MESSAGES.notAuthorized);
  return row;
}

export const accountsModule: PortalModule = {
  name: 'accounts',
  api: {
    typeDefs: accountsTypeDefs,
    operations: [
      query('checkAuth', {
        description: 'The signed-in user (id, employeeNumber, userType, profileImage, firstName, lastName, ...).',
        access: 'public',
        returns: 'User!',
        resolve: (_a, ctx) => {
          if (!ctx.viewer) throw unauthenticated(MESSAGES.notAuthorized);
          return ownUser(ctx, ctx.viewer.id);
        },
      }),
      mutation('login', {
        access: 'public',
        args: loginArgs,
        returns: 'AuthPayload!',
        resolve: async ({ input }, ctx) => {
          const result = await accounts.login(ctx, input);
          // From here on this request acts as the signed-in user, so the returned user's fields
          // resolve under their own policy.
          ctx.viewer = await ctx.services.sessions.resolve(result.token);
          ctx.loaders.clear();
          return { token: result.token, user: await ownUser(ctx, result.userId) };
        },
      }),
      mutation('logout', {
        access: 'authenticated',
        returns: 'Boolean!',
        resolve: async (_a, ctx) => {
          await ctx.services.sessions.revoke(ctx.viewer!.sessionId);
          return true;
        },
      }),
      mutation('signup', { access: 'public', args: signupArgs, returns: 'AccountMessage!', resolve: ({ input }, ctx) => accounts.signup(ctx, input) }),
      mutation('requestPasswordReset', { access: 'public', args: emailArgs, returns: 'AccountMessage!', resolve: ({ input }, ctx) => accounts.requestPasswordReset(ctx, input) }),
      mutation('forgotPasswordRecovery', { access: 'public', args: emailArgs, returns: 'AccountMessage!', resolve: ({ input }, ctx) => accounts.requestPasswordReset(ctx, input) }),
      query('validatePasswordResetToken', { access: 'public', args: tokenArgs, returns: 'TokenValidity!', resolve: ({ input }, ctx) => accounts.validateResetToken(ctx, input) }),
      mutation('completePasswordReset', { access: 'public', args: completeResetArgs, returns: 'AccountMessage!', resolve: ({ input }, ctx) => accounts.completePasswordReset(ctx, input) }),
      mutation('resetPasswordRecovery', { access: 'public', args: completeResetArgs, returns: 'AccountMessage!', resolve: ({ input }, ctx) => accounts.completePasswordReset(ctx, input) }),
      mutation('updatePassword', { access: 'authenticated', args: updatePasswordArgs, returns: 'AccountMessage!', resolve: ({ input }, ctx) => accounts.updatePassword(ctx, input) }),
      mutation('isUserPasswordValid', { access: 'authenticated', args: passwordArgs, returns: 'Boolean!', resolve: ({ input }, ctx) => accounts.isUserPasswordValid(ctx, input) }),
      query('companySignIns', {
        description: "The employee's links to the company's OpenID provider (webEditor).",
        access: rolesWith('user.manageCompanySignIn'),
        args: companySignInArgs,
        returns: '[CompanySignIn!]!',
        resolve: ({ employeeNumber }, ctx) => companySignIns(ctx, employeeNumber),
      }),
      mutation('unlinkCompanySignIn', {
        description: "Removes the employee's links to the company's OpenID provider and ends their sessions; the number of links removed (webEditor).",
        access: rolesWith('user.manageCompanySignIn'),
        args: companySignInArgs,
        returns: 'Int!',
        resolve: ({ employeeNumber }, ctx) => unlinkCompanySignIn(ctx, employeeNumber),
      }),
      mutation('emailNotificationAccountInquiry', { access: 'public', args: inquiryArgs, returns: 'AccountMessage!', resolve: ({ input }, ctx) => accounts.accountInquiry(ctx, input) }),
    ],
  },
};
