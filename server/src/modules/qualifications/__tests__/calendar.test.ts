/**
 * The qualifications' date rules on each of the company days of issue 42 (COMPANY_DAYS: the real
 * day, year ends, February 29, the daylight-saving changes, the evening when UTC is already in
 * the new year), one server for them all: a license or certification expiring today still earns
 * its points and one that expired yesterday does not; the expiry alerts (decision 0026) remind
 * the holder at the nearest of 60, 30 and 7 days reached (a record on a window's edge gets that
 * window's reminder, one a day beyond it the wider one's, one a day beyond 60 days nothing),
 * tell the holder and their supervisor on the day it expires, and the weekly digest lists the
 * next 60 days, today and the 60th day included. Everything asks the portal's clock for today.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, clock, formatDateOnly } from '@portal/common';
import { COMPANY_DAYS, pinCompanyDay } from '@portal/common/testing';
import { sql } from '../../../db/sql';
import { certifications, licenses } from '../../../db/schema';
import { makeCode, makeUser, type Actor } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { sendExpiryAlerts, sendExpiryDigest } from '../expiryAlerts';

/** License expiry dates, in days from today, with their codes' points (powers of two: a sum names its records). */
const LICENSE_DAYS = [-1, 0, 7, 8, 30, 31, 60, 61] as const;
const LICENSE_POINTS = Object.fromEntries(LICENSE_DAYS.map((d, i) => [d, 2 ** i])) as Record<number, number>;
/** Certifications: yesterday's earns nothing, today's does; the 30-day reminder. */
const CERT_DAYS = { [-1]: 400, 0: 100, 30: 200 } as Record<number, number>;

let t: TestServer;
let smtp: TestSmtp;
const licenseCodes = new Map<number, number>();
const certCodes = new Map<number, number>();

beforeAll(async () => {
  smtp = await startTestSmtp();
  // One pooled connection (nodemailer reads pool from the URL): the test server greets each new
  // connection after 100 ms, and this file sends about 130 e-mails.
  t = await startTestServer({ SMTP_URL: `${smtp.url}?pool=true`, MAIL_FROM: 'Portal <portal@test.example>' });
  for (const d of LICENSE_DAYS) licenseCodes.set(d, (await makeCode(t, { title: `Window ${d}`, expirationType: 'manual', points: LICENSE_POINTS[d] })).id);
  for (const [d, points] of Object.entries(CERT_DAYS)) certCodes.set(Number(d), (await makeCode(t, { title: `Cert ${d}`, entity: 'certifications', expirationType: 'manual', points })).id);
  // The digest's reader, on every day (the digest is called directly: no session needed).
  await makeUser(t, { userType: 'webEditor', email: 'digest@test.example' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** A message's subject and text as read (header folding and quoted-printable soft breaks undone). */
function readable(raw: string): { subject: string; text: string } {
  const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
  const subject = /^Subject: (.*)$/m.exec(unfolded)?.[1]?.trim() ?? '';
  const text = raw.split(/\r?\n\r?\n/).slice(1).join('\n\n').replace(/=\r?\n/g, '').replace(/=3D/g, '=').replace(/\r/g, '');
  return { subject, text };
}
const mailsTo = (to: string) => smtp.received.filter((m) => m.to.includes(to)).map((m) => readable(m.raw));

describe.each(COMPANY_DAYS)('on $name', (day) => {
  let today: string;
  let holder: Actor;
  let boss: Actor;
  let admin: Actor;

  beforeAll(async () => {
    pinCompanyDay(day);
    today = clock.today();
    // Only this day's records: an earlier day's would be alerted again on a later one.
    await t.db.execute(sql`delete from licenses`);
    await t.db.execute(sql`delete from certifications`);
    // Fresh people (and sessions) on the company's day: a session from another year has expired.
    const tag = `d${COMPANY_DAYS.indexOf(day)}`;
    admin = await makeUser(t, { userType: 'admin' });
    boss = await makeUser(t, { firstName: 'Bo', lastName: `Boss${tag}`, email: `boss.${tag}@test.example` });
    holder = await makeUser(t, { firstName: 'Hal', lastName: `Holder${tag}`, email: `holder.${tag}@test.example`, supervisorId: boss.user.id });
    await t.db.insert(licenses).values(LICENSE_DAYS.map((d) => ({ userId: holder.user.id, codeId: licenseCodes.get(d)!, issueDate: '2020-01-01', expDate: addDays(today, d) })));
    await t.db.insert(certifications).values([...certCodes].map(([d, codeId]) => ({ userId: holder.user.id, codeId, issueDate: '2020-01-01', expDate: addDays(today, d) })));
  });

  it('a license or certification expiring today still earns its points; one that expired yesterday does not', async () => {
    // Every license but yesterday's; the certifications of today and in 30 days.
    const licPoints = 2 ** LICENSE_DAYS.length - 1 - LICENSE_POINTS[-1];
    const expected = { licPoints, cerPoints: CERT_DAYS[0] + CERT_DAYS[30], points: licPoints + CERT_DAYS[0] + CERT_DAYS[30] };
    const card = await t.gql<{ getEmployeeBaseballCard: unknown }>(
      `query($n: String!) { getEmployeeBaseballCard(employeeNumber: $n) { licPoints cerPoints points } }`,
      { n: holder.user.employeeNumber },
      admin.token,
    );
    expect(card.errors).toBeUndefined();
    expect(card.data?.getEmployeeBaseballCard).toEqual(expected);
    const own = await t.gql<{ checkAuth: unknown }>(`{ checkAuth { licPoints cerPoints points } }`, {}, holder.token);
    expect(own.data?.checkAuth).toEqual(expected);
    // Filtered by points: the grouped pass over every employee (decision 0083).
    const filtered = await t.gql<{ users: { id: number }[] }>(
      `query($points: Int) { users(where: { licPoints: { equals: $points } }) { id } }`,
      { points: licPoints },
      admin.token,
    );
    expect(filtered.data?.users).toEqual([{ id: holder.user.id }]);
  });

  it('reminds at the nearest window reached, once: the edge of 7, 30 and 60 days in it, a day beyond in the next; nothing beyond 60 days', async () => {
    expect(await sendExpiryAlerts(t.db, t.services)).toEqual({ reminders: 6, expired: 2 });
    const reminders = mailsTo(holder.user.email!).filter((m) => m.subject.startsWith('Your '));
    const reminder = (what: string, d: number) => reminders.filter((m) => m.subject === `Your ${what} expires on ${formatDateOnly(addDays(today, d))}`);
    const window = (what: string, d: number) => reminder(what, d).map((m) => /in (a week or less|\d+ days or less)\./.exec(m.text)?.[1]);
    expect(window('license Window 7', 7)).toEqual(['a week or less']);
    expect(window('license Window 8', 8)).toEqual(['30 days or less']);
    expect(window('license Window 30', 30)).toEqual(['30 days or less']);
    expect(window('license Window 31', 31)).toEqual(['60 days or less']);
    expect(window('license Window 60', 60)).toEqual(['60 days or less']);
    expect(window('certification Cert 30', 30)).toEqual(['30 days or less']);
    expect(reminders).toHaveLength(6); // not Window 61, not the records expired yesterday or today
    expect(reminder('license Window 60', 60)[0].text).toContain(`/baseball-card/${holder.user.employeeNumber}`);
    // Claimed once: a second run on the same day sends nothing.
    expect(await sendExpiryAlerts(t.db, t.services)).toEqual({ reminders: 0, expired: 0 });
  });

  it('tells the holder and the supervisor on the day it expires, not the day after; the next day brings the next windows', async () => {
    // The notices of the run above.
    const notices = (to: string) => mailsTo(to).filter((m) => m.subject.startsWith('Expires today: '));
    for (const to of [holder.user.email!, boss.user.email!]) {
      expect(notices(to).map((m) => m.subject).sort(), to).toEqual([
        `Expires today: Hal ${holder.user.lastName}'s certification Cert 0`,
        `Expires today: Hal ${holder.user.lastName}'s license Window 0`,
      ]);
    }
    expect(notices(holder.user.email!)[0].text).toContain(`expires today (${formatDateOnly(today)})`);
    // Tomorrow (the job's next day): Window 8 reaches 7 days, Window 31 30 and Window 61 60; today's records are past.
    const before = mailsTo(holder.user.email!).length;
    expect(await sendExpiryAlerts(t.db, t.services, addDays(today, 1))).toEqual({ reminders: 3, expired: 0 });
    expect(mailsTo(holder.user.email!).slice(before).map((m) => m.subject).sort()).toEqual([
      `Your license Window 31 expires on ${formatDateOnly(addDays(today, 31))}`,
      `Your license Window 61 expires on ${formatDateOnly(addDays(today, 61))}`,
      `Your license Window 8 expires on ${formatDateOnly(addDays(today, 8))}`,
    ]);
    expect(notices(boss.user.email!)).toHaveLength(2);
  });

  it('the weekly digest lists the next 60 days, today and the 60th day included', async () => {
    const before = mailsTo('digest@test.example').length;
    expect(await sendExpiryDigest(t.db, t.services)).toBe(1);
    const [digest, ...more] = mailsTo('digest@test.example').slice(before);
    expect(more).toEqual([]);
    expect(digest.subject).toBe('Expiring in the next 60 days: 8 licenses and certifications');
    const line = (d: number, what: string) => `${formatDateOnly(addDays(today, d))}  ${holder.user.lastName}, Hal (${holder.user.employeeNumber}): ${what}`;
    const expected = [
      line(0, 'certification Cert 0'),
      line(0, 'license Window 0'),
      line(7, 'license Window 7'),
      line(8, 'license Window 8'),
      line(30, 'certification Cert 30'),
      line(30, 'license Window 30'),
      line(31, 'license Window 31'),
      line(60, 'license Window 60'),
    ];
    const listed = digest.text.split('\n').filter((l) => l.includes(holder.user.lastName));
    // Soonest first (the records of one day in no set order).
    expect(listed.map((l) => l.slice(0, 10))).toEqual(expected.map((l) => l.slice(0, 10)));
    expect([...listed].sort()).toEqual([...expected].sort());
  });
});
