/**
 * What a person's calendar feeds hold (decision 0160), as all-day items: a day of the company's
 * calendar, a summary and a UID made of the record's kind and id only, so the same record keeps
 * its UID across fetches and across new links.
 *
 * The own feed is read through the policies, as the screens read it: My reviews' open
 * evaluations, the goals page's active goals, the baseball card's licenses and certifications,
 * the dashboard's company events. The team feed is the licenses' and certifications' expiry
 * dates of the active people whose goals the viewer manages (decision 0045's reach), from 30
 * days back to 90 ahead; the License and Certification policies let every role holding
 * `calendar.teamFeed` read every employee's, so the reach is the narrower rule.
 */
import { addDays, can, clock, todayInZone } from '@portal/common';
import { queryRows } from '../../db/client';
import { alias } from 'drizzle-orm/pg-core';
import { certifications, codes, licenses, users } from '../../db/schema';
import { sql } from '../../db/sql';
import type { AppContext } from '../../graphql/context';
import { reader } from '../../graphql/crud/api';
import { chainBelow } from '../goals/reach';
import { goalModel } from '../goals/models';
import { calEventsModel } from '../portal/models';
import { certificationsModel, codesModel, licensesModel } from '../qualifications/models';
import { openEvaluationsDue } from '../reviews/myReviews';

export interface FeedItem {
  /** Stable: `<kind>-<id>`, the host is added when written. */
  uid: string;
  /** The company's calendar day, YYYY-MM-DD. */
  day: string;
  summary: string;
}

/** How far back the team feed reaches: a lapsed paper still needs chasing for a while. */
const TEAM_FEED_DAYS_BACK = 30;
/**
 * How far ahead: the expiring report's longest window. A date further out comes into the feed as
 * the calendar app fetches it again. Without a limit a webEditor's feed at 10,000 employees was
 * 53,500 events, 15 MB and 0.45 s of the server per fetch, at every app's refresh (decision 0180).
 */
const TEAM_FEED_DAYS_AHEAD = 90;
/** More rows than any screen's export (take at most 10000). */
const MAX_ROWS = 10_000;

const byDay = (a: FeedItem, b: FeedItem) => a.day.localeCompare(b.day) || a.uid.localeCompare(b.uid);

async function heldExpiries(ctx: AppContext, me: number): Promise<FeedItem[]> {
  const items: FeedItem[] = [];
  for (const [model, kind, label] of [[licensesModel, 'license', 'License'], [certificationsModel, 'certification', 'Certification']] as const) {
    const rows = await reader(ctx).findMany(model, { where: { userId: { equals: me } }, orderBy: [{ id: 'asc' }], take: MAX_ROWS });
    const dated = rows.filter((r) => r.expDate);
    const codeIds = [...new Set(dated.map((r) => Number(r.codeId)))];
    const codes = codeIds.length === 0 ? [] : await reader(ctx).findMany(codesModel, { where: { id: { in: codeIds } }, take: codeIds.length });
    const titles = new Map(codes.map((c) => [Number(c.id), String(c.title)]));
    for (const r of dated) items.push({ uid: `${kind}-${r.id}`, day: String(r.expDate), summary: `${label} expires: ${titles.get(Number(r.codeId)) ?? ''}`.trim() });
  }
  return items;
}

/** The person's own dates: evaluations and goals due, papers expiring, the company's events. */
export async function ownFeedItems(ctx: AppContext): Promise<FeedItem[]> {
  const me = ctx.viewer!;
  const items: FeedItem[] = (await openEvaluationsDue(ctx)).map((e) => ({ uid: `evaluation-${e.id}`, day: e.dateToCompleteBy, summary: `Evaluation due: ${e.title}` }));
  const goals = await reader(ctx).findMany(goalModel, {
    where: { userId: { equals: me.id }, status: { equals: 'Active' } },
    orderBy: [{ dueDate: 'asc' }, { id: 'asc' }],
    take: MAX_ROWS,
  });
  for (const g of goals) items.push({ uid: `goal-${g.id}`, day: String(g.dueDate), summary: `Goal due: ${g.title}` });
  items.push(...(await heldExpiries(ctx, me.id)));
  const events = await reader(ctx).findMany(calEventsModel, { where: {}, orderBy: [{ date: 'asc' }, { id: 'asc' }], take: MAX_ROWS });
  for (const e of events) items.push({ uid: `event-${e.id}`, day: todayInZone(clock.timeZone(), e.date instanceof Date ? e.date : new Date(String(e.date))), summary: String(e.title) });
  return items.sort(byDay);
}

/** The team feed's items, or null for a viewer who has none (a plain user). */
export async function teamFeedItems(ctx: AppContext): Promise<FeedItem[] | null> {
  const me = ctx.viewer!;
  if (!can(me.role, 'calendar.teamFeed')) return null;
  // decision 0045: a webEditor reaches everyone but themselves, the other managers their chain.
  const [u, c] = [alias(users, 'u'), alias(codes, 'c')];
  const reach = me.role === 'webEditor' ? sql`${u.id} <> ${me.id}` : sql`${u.id} in ${chainBelow(me.id)}`;
  const from = addDays(clock.today(), -TEAM_FEED_DAYS_BACK);
  const until = addDays(clock.today(), TEAM_FEED_DAYS_AHEAD);
  const rows = await queryRows<{ kind: string; id: number; day: string; title: string; name: string }>(ctx.db, sql`
    select h.kind, h.id, h.exp_date::text as day, ${c.title}, ${u.firstName} || ' ' || ${u.lastName} as name
    from (
      select 'license' as kind, ${licenses.id}, ${licenses.userId}, ${licenses.codeId}, ${licenses.expDate}
      from ${licenses} where ${licenses.expDate} between ${from} and ${until}
      union all
      select 'certification', ${certifications.id}, ${certifications.userId}, ${certifications.codeId}, ${certifications.expDate}
      from ${certifications} where ${certifications.expDate} between ${from} and ${until}
    ) h
    join ${users} ${u} on ${u.id} = h.user_id
    join ${codes} ${c} on ${c.id} = h.code_id
    where ${u.employmentStatus} = 'active' and ${reach}
    order by h.exp_date, h.kind, h.id`);
  return rows.map((r) => ({ uid: `team-${r.kind}-${r.id}`, day: r.day, summary: `${r.name}: ${r.kind} ${r.title} expires` })).sort(byDay);
}
