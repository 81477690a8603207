/**
 * Expiry alerts (decision 0026): e-mails that keep licenses and certifications from lapsing
 * unnoticed. Checked every hour by one app server; each e-mail is claimed by inserting its
 * expiry_alerts row first (unique per record, expiry date and threshold), so it goes out once
 * even with several servers, and a renewal (a new expiry date) starts the thresholds afresh.
 * - 60, 30 and 7 days before: the holder (only the nearest threshold crossed, never a backlog).
 * - On the day: the holder and their supervisor.
 * - Weekly: superAdmins and webEditors get what expires in the next 60 days.
 * A webEditor turns each off in Settings (portal settings `expiryAlerts`).
 */
import { alias } from 'drizzle-orm/pg-core';
import { columnList } from '../../db/names';
import { certifications, codes, expiryAlerts as alertsSent, licenses, users } from '../../db/schema';
import { sql } from '../../db/sql';
import { addDays, clock, formatDateOnly } from '@portal/common';
import { queryRows, type Db, type Executor } from '../../db/client';
import type { JobDef } from '../../jobs/runner';
import type { Services } from '../../services';
import { readSettings } from '../settings/store';

const REMINDER_THRESHOLDS = [60, 30, 7] as const;
const DIGEST_DAYS = 60;

interface ExpiringRow {
  kind: 'licenses' | 'certifications';
  record_id: number;
  exp_date: string;
  threshold: number;
  title: string;
  number: string | null;
  employee_number: string;
  first_name: string;
  last_name: string;
  email: string | null;
  supervisor_email: string | null;
}

/** Active employees' licenses and certifications expiring between two days (inclusive). */
function expiring(from: string, to: string) {
  const [l, x, c] = [alias(licenses, 'l'), alias(certifications, 'x'), alias(codes, 'c')];
  return sql`
    select 'licenses' as kind, ${l.id} as record_id, ${l.expDate}::text as exp_date, ${l.userId},
      concat_ws(' ', ${c.title}, ${c.state}, ${c.level}) as title, ${l.licenseNumber} as number
    from ${licenses} ${l} join ${codes} ${c} on ${c.id} = ${l.codeId}
    where ${l.expDate} between ${from}::date and ${to}::date
    union all
    select 'certifications', ${x.id}, ${x.expDate}::text, ${x.userId}, ${c.title}, ${x.certificationNumber}
    from ${certifications} ${x} join ${codes} ${c} on ${c.id} = ${x.codeId}
    where ${x.expDate} between ${from}::date and ${to}::date`;
}

/** A record's holder `u` and their supervisor `s`, joined to the expiring record `e` (a row of `expiring`). */
const [u, s] = [alias(users, 'u'), alias(users, 's')];
const HOLDER = sql`
  ${u.employeeNumber}, ${u.firstName}, ${u.lastName}, ${u.email}, ${s.email} as supervisor_email`;
const HOLDER_JOIN = sql`
  join ${users} ${u} on ${u.id} = e.user_id and ${u.employmentStatus} = 'active'
  left join ${users} ${s} on ${s.id} = ${u.supervisorId}`;

const KIND_LABEL = { licenses: 'license', certifications: 'certification' } as const;

function describe(row: ExpiringRow): string {
  return `${KIND_LABEL[row.kind]} ${row.title}${row.number ? ` (no. ${row.number})` : ''}`;
}

/**
 * Claims and returns the alerts due today: the nearest threshold each record has reached
 * (0 on the day it expires), leaving out thresholds that are turned off.
 */
async function claimDue(db: Executor, today: string, thresholds: readonly number[]): Promise<ExpiringRow[]> {
  if (thresholds.length === 0) return [];
  const nearest = sql.raw(`case ${[...thresholds].sort((a, b) => a - b).map((t) => `when (exp_date::date - '${today}'::date) <= ${t} then ${t}`).join(' ')} end`);
  const farthest = Math.max(...thresholds);
  return queryRows<ExpiringRow>(db, sql`
    with candidates as (
      select *, ${nearest} as threshold from (${expiring(today, addDays(today, farthest))}) x
    ),
    claimed as (
      insert into ${alertsSent} ${columnList(alertsSent.kind, alertsSent.recordId, alertsSent.expDate, alertsSent.threshold)}
      select e.kind, e.record_id, e.exp_date::date, e.threshold from candidates e ${HOLDER_JOIN}
      where e.threshold is not null
      on conflict do nothing
      returning ${alertsSent.kind}, ${alertsSent.recordId}, ${alertsSent.expDate}::text as exp_date, ${alertsSent.threshold}
    )
    select e.kind, e.record_id, e.exp_date, e.threshold, e.title, e.number, ${HOLDER}
    from claimed a join candidates e on e.kind = a.kind and e.record_id = a.record_id and e.exp_date = a.exp_date
    ${HOLDER_JOIN}
    order by ${u.lastName}, ${u.firstName}`);
}

function cardLink(services: Services, row: ExpiringRow): string {
  return `${services.config.publicUrl}/baseball-card/${encodeURIComponent(row.employee_number)}`;
}

/**
 * Counts every alert due today as sent without sending it (the demo seed, decision 0137: its
 * records did not start expiring today), so the job's first run has no backlog; each record's next
 * threshold is e-mailed when it comes.
 */
export async function markExpiryAlertsSent(db: Executor, today: string): Promise<void> {
  await claimDue(db, today, [...REMINDER_THRESHOLDS, 0]);
}

/** Sends what is due today; returns how many records were alerted. */
export async function sendExpiryAlerts(db: Db, services: Services, today = clock.today()): Promise<{ reminders: number; expired: number }> {
  const { expiryAlerts } = await readSettings(db);
  const thresholds = [...(expiryAlerts.reminders ? REMINDER_THRESHOLDS : []), ...(expiryAlerts.expiredNotice ? [0] : [])];
  const due = await claimDue(db, today, thresholds);
  let reminders = 0;
  let expired = 0;
  for (const row of due) {
    const when = formatDateOnly(row.exp_date);
    if (row.threshold === 0) {
      expired++;
      const recipients = new Set([row.email, row.supervisor_email].filter((e): e is string => !!e));
      for (const to of recipients) {
        await services.mail.send({
          to,
          subject: `Expires today: ${row.first_name} ${row.last_name}'s ${describe(row)}`,
          text: [
            `${row.first_name} ${row.last_name}'s ${describe(row)} expires today (${when}).`,
            'Once it is renewed, enter the new expiration date on the baseball card:',
            cardLink(services, row),
          ].join('\n\n'),
        });
      }
    } else if (row.email) {
      reminders++;
      await services.mail.send({
        to: row.email,
        subject: `Your ${describe(row)} expires on ${when}`,
        text: [
          `Hello ${row.first_name},`,
          `Your ${describe(row)} expires on ${when}, in ${row.threshold === 7 ? 'a week or less' : `${row.threshold} days or less`}.`,
          'Please renew it in time and enter the new expiration date on your baseball card:',
          cardLink(services, row),
        ].join('\n\n'),
      });
    }
  }
  return { reminders, expired };
}

/** The weekly digest: everything expiring in the next 60 days, to superAdmins and webEditors. */
export async function sendExpiryDigest(db: Db, services: Services, today = clock.today()): Promise<number> {
  const { expiryAlerts } = await readSettings(db);
  if (!expiryAlerts.weeklyDigest) return 0;
  const rows = await queryRows<ExpiringRow>(db, sql`
    select e.kind, e.record_id, e.exp_date, 0 as threshold, e.title, e.number, ${HOLDER}
    from (${expiring(today, addDays(today, DIGEST_DAYS))}) e ${HOLDER_JOIN}
    order by e.exp_date, ${u.lastName}, ${u.firstName}`);
  const recipients = await queryRows<{ email: string }>(db, sql`
    select ${users.email} from ${users} where ${users.userType} in ('superAdmin', 'webEditor') and ${users.employmentStatus} = 'active' and ${users.email} is not null`);
  const lines = rows.map((r) => `${formatDateOnly(r.exp_date)}  ${r.last_name}, ${r.first_name} (${r.employee_number}): ${describe(r)}`);
  const text = rows.length
    ? [`Licenses and certifications expiring in the next ${DIGEST_DAYS} days (${rows.length}):`, lines.join('\n'), `The Expiring Licenses and Expiring Certifications reports: ${services.config.publicUrl}/dashboard`].join('\n\n')
    : `No license or certification expires in the next ${DIGEST_DAYS} days.`;
  for (const { email } of recipients) {
    await services.mail.send({ to: email, subject: `Expiring in the next ${DIGEST_DAYS} days: ${rows.length} licenses and certifications`, text });
  }
  return recipients.length;
}

export const expiryAlertsJob: JobDef = {
  name: 'expiry-alerts',
  intervalMs: 60 * 60_000,
  async run({ db, services }) {
    await sendExpiryAlerts(db, services);
  },
};

export const expiryDigestJob: JobDef = {
  name: 'expiry-digest',
  intervalMs: 7 * 24 * 60 * 60_000,
  async run({ db, services }) {
    await sendExpiryDigest(db, services);
  },
};
