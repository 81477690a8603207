/**
 * Portal settings: the special employee numbers (all-follow-ups viewers, PPA all-access,
 * leadership signer), the dashboard quick links and the external URLs. Everyone signed in reads
 * them (the screens need the links); only webEditors change them.
 */
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { rolesWith, updatePortalSettingsArgs, type portalSettingsInput, type PortalSettings } from '@portal/common';
import { users } from '../../db/schema';
import type { AppContext } from '../../graphql/context';
import { badInput } from '../../graphql/errors';
import { mutation, query, type PortalModule } from '../../graphql/module';
import { recordAudit } from '../../lib/audit';
import { readSettings, writeSettings } from './store';

const typeDefs = /* GraphQL */ `
  type QuickLink { label: String! url: String! }
  "Which expiry e-mails are sent: reminders 60, 30 and 7 days before, the notice on the day, the weekly digest."
  type ExpiryAlertSettings { reminders: Boolean! expiredNotice: Boolean! weeklyDigest: Boolean! }
  type PortalSettings {
    "The company's name, heading the crew packet and qualification PDFs."
    companyName: String!
    allFollowupsViewers: [String!]!
    ppaAllAccess: [String!]!
    leadershipSigner: String!
    quickLinks: [QuickLink!]!
    learningSiteUrl: String!
    transcriptUrl: String!
    expiryAlerts: ExpiryAlertSettings!
  }
`;

async function update(ctx: AppContext, values: z.output<typeof portalSettingsInput>): Promise<PortalSettings> {
  const numbers = [...(values.allFollowupsViewers ?? []), ...(values.ppaAllAccess ?? []), ...(values.leadershipSigner ? [values.leadershipSigner] : [])];
  if (numbers.length) {
    const found = await ctx.db.select({ n: users.employeeNumber }).from(users).where(inArray(users.employeeNumber, numbers));
    const known = new Set(found.map((f) => f.n));
    const unknown = numbers.filter((n) => !known.has(n));
    if (unknown.length) throw badInput(`Unknown employee number: ${unknown.join(', ')}.`);
  }
  const before = await readSettings(ctx.db);
  await ctx.db.transaction(async (tx) => {
    await writeSettings(tx, values, ctx.viewer!.id);
    await recordAudit(tx, ctx, { entity: 'PortalSettings', entityId: null, action: 'update', before, after: await readSettings(tx) });
  });
  return readSettings(ctx.db);
}

export const settingsModule: PortalModule = {
  name: 'settings',
  api: {
    typeDefs,
    operations: [
      query('portalSettings', { access: 'authenticated', returns: 'PortalSettings!', resolve: (_a, ctx) => readSettings(ctx.db) }),
      mutation('updatePortalSettings', {
        access: rolesWith('portalSettings.edit'),
        args: updatePortalSettingsArgs,
        returns: 'PortalSettings!',
        // Names the field as the settings form does (`quickLinks.0.url: ...`).
        refusalMessage: (issue) => `${issue.path.slice(1).join('.')}: ${issue.message}`,
        resolve: ({ input }, ctx) => update(ctx, input),
      }),
    ],
  },
};
