import { MESSAGES } from '@portal/common';
import type { AppContext } from '../../graphql/context';
import { reader } from '../../graphql/crud/api';
import { unauthenticated } from '../../graphql/errors';
import { mutation, query, type PortalModule } from '../../graphql/module';
import { userModel } from '../users/models';
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
      query('checkAuth', 'public', (_p, _a, ctx) => {
        if (!ctx.viewer) throw unauthenticated(MESSAGES.notAuthorized);
        return ownUser(ctx, ctx.viewer.id);
      }),
      mutation('login', 'public', async (_p, { input }, ctx) => {
        const result = await accounts.login(ctx, input);
        // From here on this request acts as the signed-in user, so the returned user's fields
        // resolve under their own policy.
        ctx.viewer = await ctx.services.sessions.resolve(result.token);
        ctx.loaders.clear();
        return { token: result.token, user: await ownUser(ctx, result.userId) };
      }),
      mutation('logout', 'authenticated', async (_p, _a, ctx) => {
        await ctx.services.sessions.revoke(ctx.viewer!.sessionId);
        return true;
      }),
      mutation('signup', 'public', (_p, { input }, ctx) => accounts.signup(ctx, input)),
      mutation('requestPasswordReset', 'public', (_p, { input }, ctx) => accounts.requestPasswordReset(ctx, input)),
      mutation('forgotPasswordRecovery', 'public', (_p, { input }, ctx) => accounts.requestPasswordReset(ctx, input)),
      query('validatePasswordResetToken', 'public', (_p, { input }, ctx) => accounts.validateResetToken(ctx, input)),
      mutation('completePasswordReset', 'public', (_p, { input }, ctx) => accounts.completePasswordReset(ctx, input)),
      mutation('resetPasswordRecovery', 'public', (_p, { input }, ctx) => accounts.completePasswordReset(ctx, input)),
      mutation('updatePassword', 'authenticated', (_p, { input }, ctx) => accounts.updatePassword(ctx, input)),
      mutation('isUserPasswordValid', 'authenticated', (_p, { input }, ctx) => accounts.isUserPasswordValid(ctx, input)),
      mutation('emailNotificationAccountInquiry', 'public', (_p, { input }, ctx) => accounts.accountInquiry(ctx, input)),
    ],
  },
};
