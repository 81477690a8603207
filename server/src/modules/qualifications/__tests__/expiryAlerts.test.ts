/**
 * Expiry alerts (decision 0026) against the test SMTP server: the nearest threshold once per
 * record, the notice on the day to holder and supervisor, a renewal starting afresh, former
 * employees left out, each alert switched off in the settings, and the weekly digest.
 */
import { eq } from 'drizzle-orm';
import { sql } from '../../../db/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDateOnly, clock } from '@portal/common';
import { certifications, licenses, portalSettings } from '../../../db/schema';
import { makeCode, makeUser, type Actor } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { sendExpiryAlerts, sendExpiryDigest } from '../expiryAlerts';

let t: TestServer;
let smtp: TestSmtp;
let boss: Actor;
let holder: Actor;
let licenseCode: { id: number };
let certCode: { id: number };
const today = clock.today();

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Portal <portal@test.example>' });
  boss = await makeUser(t, { firstName: 'Bea', email: 'bea.boss@test.example' });
  holder = await makeUser(t, { firstName: 'Hal', lastName: 'Holder', email: 'hal@test.example', supervisorId: boss.user.id });
  licenseCode = await makeCode(t, { title: 'Electrician', state: 'MA', level: 'master', expirationType: 'manual' });
  certCode = await makeCode(t, { title: 'OSHA 30', entity: 'certifications', expirationType: 'manual' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const mailsTo = (to: string, subject: RegExp) => smtp.received.filter((m) => m.to.includes(to) && subject.test(m.raw));
const setAlerts = (value: { reminders: boolean; expiredNotice: boolean; weeklyDigest: boolean }) =>
  t.db.insert(portalSettings).values({ key: 'expiryAlerts', value }).onConflictDoUpdate({ target: portalSettings.key, set: { value } });

describe('expiry alerts', () => {
  it('sends the nearest threshold once, then the next one as the day comes closer, and starts afresh on renewal', async () => {
    const [license] = await t.db.insert(licenses).values({ userId: holder.user.id, codeId: licenseCode.id, licenseNumber: 'E-9', issueDate: '2024-01-01', expDate: addDays(today, 45) }).returning();
    expect(await sendExpiryAlerts(t.db, t.services, today)).toEqual({ reminders: 1, expired: 0 });
    expect(await sendExpiryAlerts(t.db, t.services, today)).toEqual({ reminders: 0, expired: 0 });
    const first = mailsTo('hal@test.example', /Electrician MA master/);
    expect(first).toHaveLength(1);
    expect(first[0].raw).toContain('60 days or less');
    expect(first[0].raw).toContain(`/baseball-card/${holder.user.employeeNumber}`);

    // 20 days before: the 30-day reminder, once; not the 7-day one.
    expect((await sendExpiryAlerts(t.db, t.services, addDays(today, 25))).reminders).toBe(1);
    expect((await sendExpiryAlerts(t.db, t.services, addDays(today, 26))).reminders).toBe(0);
    expect(mailsTo('hal@test.example', /30 days or less/)).toHaveLength(1);

    // Renewed for two years: nothing now, the 60-day reminder again as the new date nears.
    await t.db.update(licenses).set({ expDate: addDays(today, 800) }).where(eq(licenses.id, license.id));
    expect((await sendExpiryAlerts(t.db, t.services, addDays(today, 26))).reminders).toBe(0);
    expect((await sendExpiryAlerts(t.db, t.services, addDays(today, 750))).reminders).toBe(1);
    await t.db.delete(licenses).where(eq(licenses.id, license.id));
  });

  it('tells the holder and their supervisor on the day it expires; a former employee gets nothing', async () => {
    const gone = await makeUser(t, { email: 'gone@test.example', employmentStatus: 'former' });
    await t.db.insert(certifications).values([
      { userId: holder.user.id, codeId: certCode.id, certificationNumber: 'C-1', issueDate: '2024-01-01', expDate: today },
      { userId: gone.user.id, codeId: certCode.id, issueDate: '2024-01-01', expDate: today },
    ]);
    expect((await sendExpiryAlerts(t.db, t.services, today)).expired).toBe(1);
    expect(mailsTo('hal@test.example', /Expires today: Hal Holder's certification OSHA 30 \(no. C-1\)/)).toHaveLength(1);
    expect(mailsTo('bea.boss@test.example', /Expires today: Hal Holder/)).toHaveLength(1);
    expect(smtp.received.filter((m) => m.to.includes('gone@test.example'))).toEqual([]);
    await t.db.execute(sql`delete from certifications`);
  });

  it('sends nothing a webEditor turned off', async () => {
    await setAlerts({ reminders: false, expiredNotice: true, weeklyDigest: false });
    await t.db.insert(licenses).values({ userId: holder.user.id, codeId: licenseCode.id, issueDate: '2024-01-01', expDate: addDays(today, 5) });
    expect(await sendExpiryAlerts(t.db, t.services, today)).toEqual({ reminders: 0, expired: 0 });
    expect(await sendExpiryDigest(t.db, t.services, today)).toBe(0);
    await setAlerts({ reminders: true, expiredNotice: true, weeklyDigest: true });
    expect((await sendExpiryAlerts(t.db, t.services, today)).reminders).toBe(1);
    expect(mailsTo('hal@test.example', new RegExp(`Your license Electrician MA master expires on ${formatDateOnly(addDays(today, 5))}`))).toHaveLength(1);
  });

  it('sends the weekly digest of the next 60 days to superAdmins and webEditors', async () => {
    await makeUser(t, { userType: 'webEditor', email: 'editor@test.example' });
    await makeUser(t, { userType: 'admin', email: 'admin@test.example' });
    expect(await sendExpiryDigest(t.db, t.services, today)).toBe(1);
    const [digest] = mailsTo('editor@test.example', /Expiring in the next 60 days: 1 licenses and certifications/);
    expect(digest.raw).toContain(`Holder, Hal (${holder.user.employeeNumber}): license Electrician MA master`);
    expect(smtp.received.filter((m) => m.to.includes('admin@test.example'))).toEqual([]);
  });
});
