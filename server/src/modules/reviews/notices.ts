/**
 * Review notices (issue 26, decision 0092): whoever an evaluation comes to wait on (its new
 * writer, the manager who must choose its writers, its signer), by assignment, a review, a
 * launched cycle, a submit or a review manager's change, is e-mailed once, at once or in a daily
 * digest as they chose. Notices are derived from the data, so every path that hands over a form
 * is covered without each one remembering to mail: a job records a notice per evaluation, person
 * and kind (its key makes it happen once), then claims it with one UPDATE in the transaction that
 * queues its e-mail, so two servers never send it twice and a failed write leaves it due.
 * "At once" is one e-mail per person and event (decision 0136): a review's forms, or a cycle's,
 * come to each person in one e-mail listing them.
 */
import { type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { columnList, columnName } from '../../db/names';
import { evaluations, reviewCycles, reviewMailPreferences, reviewNotices, reviews, users } from '../../db/schema';
import { sql } from '../../db/sql';
import { nowSql } from '../../db/today';
import { queryRows, type Db, type Executor } from '../../db/client';
import type { JobDef } from '../../jobs/runner';
import type { MailMessage, QueuedMail } from '../../infra/mailer';
import type { Services } from '../../services';
import { aboutEvaluation, waitingItem, waitingLines, type Waiting } from './admin';

export type ReviewMailMode = 'immediate' | 'daily';

/** The tables as the statements below read them: `from ${reviewNotices} ${n} join ${users} ${u}`. */
const n = alias(reviewNotices, 'n');
const e = alias(evaluations, 'e');
const u = alias(users, 'u');
const r = alias(reviews, 'r');
const c = alias(reviewCycles, 'c');
const p = alias(reviewMailPreferences, 'p');

/** What evaluation `e` waits for from its current author. */
const WAITING = sql`case when ${e.status} = 'COMPLETED' then 'sign' when ${e.needsAssignment} then 'assign' else 'write' end`;
/** Evaluation `e` waits on its current author `u`, who can be e-mailed. */
const WAITS_ON = sql`${u.employeeNumber} = ${e.authorEmployeeNumber} and ${u.employmentStatus} = 'active' and ${u.email} is not null
  and (${e.status} <> 'COMPLETED' or ${e.needsSignature})`;
/**
 * What handed evaluation `e` over, as a key: its review's cycle (a launch), else its review (an
 * assignment, a submit), else the form itself. A person's notices of one event share one e-mail.
 */
const EVENT = sql`coalesce((select 'cycle:' || ${r.reviewCycleId} from ${reviews} ${r} where ${r.id} = ${e.reviewId} and ${r.reviewCycleId} is not null),
  'review:' || ${e.reviewId}, 'evaluation:' || ${e.id})`;
/** User `u` wants review notices this way (no row: immediate). */
const wants = (mode: ReviewMailMode) =>
  sql`coalesce((select ${p.mode} from ${reviewMailPreferences} ${p} where ${p.userId} = ${u.id}), 'immediate') = ${mode}`;

interface NoticeRow {
  evaluation_id: number;
  email: string;
  first_name: string | null;
  title: string;
  owner: string | null;
  due: string | null;
  waiting: Waiting;
  review_title: string | null;
  cycle_name: string | null;
}

/** Records a notice for every evaluation now waiting on someone who has none for it yet. */
export async function recordReviewNotices(db: Executor): Promise<void> {
  const t = reviewNotices;
  await db.execute(sql`insert into ${t} ${columnList(t.evaluationId, t.employeeNumber, t.kind)}
    select ${e.id}, ${e.authorEmployeeNumber}, ${WAITING} from ${evaluations} ${e} join ${users} ${u} on ${WAITS_ON}
    on conflict do nothing`);
}

/** Counts every form now waiting on someone as announced: the demo seed's forms are history, as migration 0017 treats existing ones. */
export async function markWaitingFormsAnnounced(db: Executor): Promise<void> {
  const t = reviewNotices;
  await db.execute(sql`insert into ${t} ${columnList(t.evaluationId, t.employeeNumber, t.kind, t.mailedAt)}
    select ${e.id}, ${e.authorEmployeeNumber}, ${WAITING}, ${nowSql()} from ${evaluations} ${e} join ${users} ${u} on ${WAITS_ON}
    on conflict do nothing`);
}

/**
 * Marks the chosen unmailed notices mailed and returns them, in the caller's transaction. A notice
 * whose evaluation has moved on (submitted, handed to someone else) is not claimed: it would only
 * send its reader to a form no longer theirs.
 */
async function claim(tx: Executor, which: SQL): Promise<NoticeRow[]> {
  return queryRows<NoticeRow>(tx, sql`
    with claimed as (
      update ${reviewNotices} ${n} set ${columnName(n.mailedAt)} = ${nowSql()} from ${evaluations} ${e}, ${users} ${u}
      where ${n.mailedAt} is null and ${e.id} = ${n.evaluationId} and ${u.employeeNumber} = ${n.employeeNumber}
        and ${WAITS_ON} and ${n.kind} = ${WAITING} and ${which}
      returning ${n.evaluationId}, ${u.email}, ${u.firstName}, ${e.title}, ${e.owner}, ${e.dateToCompleteBy}::text as due, ${n.kind} as waiting,
        (select ${r.title} from ${reviews} ${r} where ${r.id} = ${e.reviewId}) as review_title,
        (select ${c.name} from ${reviews} ${r} join ${reviewCycles} ${c} on ${c.id} = ${r.reviewCycleId} where ${r.id} = ${e.reviewId}) as cycle_name)
    select * from claimed order by due nulls last, evaluation_id`);
}

const SUBJECT: Record<Waiting, string> = {
  write: 'A form to write',
  assign: 'Choose the writers',
  sign: 'Waiting for your signature',
};

function noticeMessage(publicUrl: string, row: NoticeRow): Omit<MailMessage, 'to'> {
  return {
    subject: `${SUBJECT[row.waiting]}: ${aboutEvaluation(row)}`,
    text: [`Hello ${row.first_name ?? ''},`, '', ...waitingLines(publicUrl, row.evaluation_id, row)].join('\n'),
  };
}

/**
 * One e-mail listing the forms one event (a review, a launched cycle) gave its reader: a cycle's
 * manager may get dozens, so each takes two lines, not the four of a notice of its own.
 */
function eventMessage(publicUrl: string, rows: NoticeRow[]): Omit<MailMessage, 'to'> {
  if (rows.length === 1) return noticeMessage(publicUrl, rows[0]);
  const [first] = rows;
  const about = first.cycle_name !== null ? `review cycle ${first.cycle_name}` : `${first.review_title ?? 'review'}${first.owner ? ` for ${first.owner}` : ''}`;
  return {
    subject: `${rows.length} forms for you: ${about}`,
    text: [
      `Hello ${first.first_name ?? ''},`,
      '',
      `The ${about} has ${rows.length} forms waiting for you:`,
      '',
      ...rows.flatMap((row) => waitingItem(publicUrl, row.evaluation_id, row)),
    ].join('\n'),
  };
}

/** One e-mail holding what each notice's own e-mail would have said. */
function digestMessage(publicUrl: string, rows: NoticeRow[]): Omit<MailMessage, 'to'> {
  const forms = rows.length === 1 ? 'form' : 'forms';
  return {
    subject: `Your review work: ${rows.length} new ${forms}`,
    text: [
      `Hello ${rows[0].first_name ?? ''},`,
      '',
      `Since your last summary, ${rows.length} ${forms} came to you:`,
      ...rows.flatMap((row) => ['', ...waitingLines(publicUrl, row.evaluation_id, row)]),
    ].join('\n'),
  };
}

/** Runs each unit (one transaction that may queue an e-mail), delivers after commit, and reports failures after the others. */
async function sendEach<K>(services: Services, keys: K[], unit: (key: K) => Promise<QueuedMail | null>, what: string): Promise<number> {
  let sent = 0;
  const failures: unknown[] = [];
  for (const key of keys) {
    try {
      const queued = await unit(key);
      if (!queued) continue; // another server sent it meanwhile, or the form moved on
      await services.mail.deliverQueued(queued);
      sent++;
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) {
    throw new Error(`${failures.length} ${what} could not be queued and stay due (${sent} sent): ${String(failures[0])}`, { cause: failures[0] });
  }
  return sent;
}

/** E-mails those who want them at once one e-mail per event listing its new notices; returns how many e-mails went out. */
export async function sendImmediateNotices(db: Db, services: Services): Promise<number> {
  await recordReviewNotices(db);
  const due = await queryRows<{ employee_number: string; event: string }>(db, sql`
    select ${n.employeeNumber}, ${EVENT} as event
    from ${reviewNotices} ${n} join ${users} ${u} on ${u.employeeNumber} = ${n.employeeNumber} join ${evaluations} ${e} on ${e.id} = ${n.evaluationId}
    where ${n.mailedAt} is null and ${wants('immediate')}
    group by 1, 2 order by min(${n.createdAt}), min(${n.evaluationId})`);
  return sendEach(services, due, (notice) =>
    db.transaction(async (tx) => {
      const rows = await claim(tx, sql`${n.employeeNumber} = ${notice.employee_number} and ${EVENT} = ${notice.event} and ${wants('immediate')}`);
      return rows.length > 0 ? services.mail.enqueue(tx, { to: rows[0].email, ...eventMessage(services.config.publicUrl, rows) }) : null;
    }), 'review notices');
}

/** E-mails each person who chose the daily digest one summary of their new notices; returns how many digests went out. */
export async function sendDailyDigests(db: Db, services: Services): Promise<number> {
  await recordReviewNotices(db);
  const people = await queryRows<{ employee_number: string }>(db, sql`
    select distinct ${n.employeeNumber} from ${reviewNotices} ${n} join ${users} ${u} on ${u.employeeNumber} = ${n.employeeNumber}
    where ${n.mailedAt} is null and ${wants('daily')} order by ${n.employeeNumber}`);
  return sendEach(services, people, ({ employee_number }) =>
    db.transaction(async (tx) => {
      const rows = await claim(tx, sql`${n.employeeNumber} = ${employee_number} and ${wants('daily')}`);
      return rows.length > 0 ? services.mail.enqueue(tx, { to: rows[0].email, ...digestMessage(services.config.publicUrl, rows) }) : null;
    }), 'review digests');
}

export const reviewNoticeJob: JobDef = {
  name: 'review-notices',
  intervalMs: 60_000,
  async run({ db, services }) {
    await sendImmediateNotices(db, services);
  },
};

export const reviewDigestJob: JobDef = {
  name: 'review-notice-digest',
  daily: true,
  async run({ db, services }) {
    await sendDailyDigests(db, services);
  },
};
