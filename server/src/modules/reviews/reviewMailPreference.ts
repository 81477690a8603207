/**
 * Each person's choice between review notices at once and one daily digest (decision 0092). Only
 * one's own: the operations take no person, so nobody can read or change another's.
 */
import { columnName, insertValues } from '../../db/names';
import { sql } from '../../db/sql';
import { queryRows } from '../../db/client';
import type { AppContext } from '../../graphql/context';
import { badInput, unauthenticated } from '../../graphql/errors';
import { REVIEW_MAIL_MODES, reviewMailPreferences as preferences } from '../../db/schema';
import type { ReviewMailMode } from './notices';

export async function myReviewMailPreference(ctx: AppContext): Promise<ReviewMailMode> {
  if (!ctx.viewer) throw unauthenticated();
  const [row] = await queryRows<{ mode: ReviewMailMode }>(ctx.db, sql`select ${preferences.mode} from ${preferences} where ${preferences.userId} = ${ctx.viewer.id}`);
  return row?.mode ?? 'immediate';
}

export async function setMyReviewMailPreference(ctx: AppContext, mode: string): Promise<ReviewMailMode> {
  if (!ctx.viewer) throw unauthenticated();
  if (!(REVIEW_MAIL_MODES as readonly string[]).includes(mode)) throw badInput('Choose "immediate" or "daily" review e-mails.', { field: 'mode' });
  await ctx.db.execute(sql`insert into ${preferences} ${insertValues(preferences, { userId: ctx.viewer.id, mode })}
    on conflict (${columnName(preferences.userId)}) do update set ${columnName(preferences.mode)} = excluded.${columnName(preferences.mode)}`);
  return mode as ReviewMailMode;
}
