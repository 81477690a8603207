/**
 * Each person's choice between review notices at once and one daily digest (decision 0092). Only
 * one's own: the operations take no person, so nobody can read or change another's.
 */
import { sql } from '../../db/sql';
import { queryRows } from '../../db/client';
import type { AppContext } from '../../graphql/context';
import { badInput, unauthenticated } from '../../graphql/errors';
import { REVIEW_MAIL_MODES } from '../../db/schema';
import type { ReviewMailMode } from './notices';

export async function myReviewMailPreference(ctx: AppContext): Promise<ReviewMailMode> {
  if (!ctx.viewer) throw unauthenticated();
  const [row] = await queryRows<{ mode: ReviewMailMode }>(ctx.db, sql`select mode from review_mail_preferences where user_id = ${ctx.viewer.id}`);
  return row?.mode ?? 'immediate';
}

export async function setMyReviewMailPreference(ctx: AppContext, mode: string): Promise<ReviewMailMode> {
  if (!ctx.viewer) throw unauthenticated();
  if (!(REVIEW_MAIL_MODES as readonly string[]).includes(mode)) throw badInput('Choose "immediate" or "daily" review e-mails.', { field: 'mode' });
  await ctx.db.execute(sql`insert into review_mail_preferences (user_id, mode) values (${ctx.viewer.id}, ${mode})
    on conflict (user_id) do update set mode = excluded.mode`);
  return mode as ReviewMailMode;
}
