/**
 * Calendar feeds (issue 45 item 4; decisions 0160, 0161): each person reads and remakes only
 * their own link (no operation takes a person); the feeds themselves are served over HTTP
 * (http/calendarFeed.ts) to whoever holds the address.
 */
import { can } from '@portal/common';
import type { AppContext } from '../../graphql/context';
import { mutation, query, type PortalModule } from '../../graphql/module';
import { recordAudit } from '../../lib/audit';
import { linkMadeAt, makeLink } from './links';
import { feedUrls } from './paths';

const typeDefs = /* GraphQL */ `
  "The viewer's calendar feed link. Its address is shown only when made (the token is stored hashed)."
  type CalendarFeed { madeAt: DateTime! teamFeed: Boolean! }
  "A new calendar feed link: the own feed's address, and the team feed's for supervisors and up."
  type CalendarFeedLink { url: String! teamUrl: String madeAt: DateTime! }
`;

async function makeFeedLink(ctx: AppContext) {
  const viewer = ctx.viewer!;
  const made = await ctx.db.transaction(async (tx) => {
    const link = await makeLink(tx, viewer.id);
    await recordAudit(tx, ctx, { entity: 'CalendarFeedLink', entityId: viewer.id, action: 'reset', before: null, after: null });
    return link;
  });
  return { ...feedUrls(ctx.services.config.publicUrl, made.token, can(viewer.role, 'calendar.teamFeed')), madeAt: made.madeAt };
}

export const calendarModule: PortalModule = {
  name: 'calendar',
  api: {
    typeDefs,
    operations: [
      query('myCalendarFeed', {
        description: "The viewer's own calendar feed link (when it was made, whether a team feed comes with it), or null without one.",
        access: 'authenticated',
        returns: 'CalendarFeed',
        resolve: async (_a, ctx) => {
          const madeAt = await linkMadeAt(ctx.db, ctx.viewer!.id);
          return madeAt && { madeAt, teamFeed: can(ctx.viewer!.role, 'calendar.teamFeed') };
        },
      }),
      mutation('makeCalendarFeedLink', {
        description: "Makes the viewer's calendar feed link, replacing the old one: the old address answers 404 from now on.",
        access: 'authenticated',
        returns: 'CalendarFeedLink!',
        resolve: (_a, ctx) => makeFeedLink(ctx),
      }),
    ],
  },
};
