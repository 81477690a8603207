/**
 * The team feed's size for a supervisor of 50 people (issue 45's figure, decision 0160): each
 * person holds 2 licenses and 8 certifications whose dates fall in the feed's window (30 days
 * back to 90 ahead, decision 0180), the field worker's upper middle in the demo company
 * (seed/holdings.ts), so 500 all-day events. The figure is printed and bounded; the count of
 * events is what must hold.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, clock } from '@portal/common';
import { certifications, licenses } from '../../../db/schema';
import { makeCode, makeUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const PEOPLE = 50;

it('a supervisor of 50 people with 10 papers each due in the window gets 500 events, under 200 KB', async () => {
  const boss = await makeUser(t, { userType: 'fieldSupervisor' });
  const licenseCodes = await Promise.all([0, 1].map((i) => makeCode(t, { title: `Journeyman Electrician ${i}`, state: 'PA', level: 'Journeyman' })));
  const certCodes = await Promise.all([...Array(8).keys()].map((i) => makeCode(t, { title: `OSHA 30 Construction Safety ${i}`, entity: 'certifications' })));
  const today = clock.today();
  for (let p = 0; p < PEOPLE; p++) {
    const person = await makeUser(t, { supervisorId: boss.user.id, firstName: 'Christopher', lastName: 'Montgomery-Walsh' });
    await t.db.insert(licenses).values(licenseCodes.map((c, i) => ({ userId: person.user.id, codeId: c.id, licenseNumber: `L-${p}-${i}`, expDate: addDays(today, -30 + ((p * 7 + i) % 121)) })));
    await t.db.insert(certifications).values(certCodes.map((c, i) => ({ userId: person.user.id, codeId: c.id, certificationNumber: `C-${p}-${i}`, expDate: addDays(today, -30 + ((p * 5 + i * 13) % 121)) })));
  }
  const { teamUrl } = (await t.gql<{ makeCalendarFeedLink: { teamUrl: string } }>('mutation { makeCalendarFeedLink { teamUrl } }', {}, boss.token)).data!.makeCalendarFeedLink;
  const started = performance.now();
  const res = await fetch(teamUrl.replace('http://portal.test', t.url));
  const body = await res.text();
  const ms = performance.now() - started;
  // Again, warm (the first request of a server compiles and plans what later ones reuse).
  const again = performance.now();
  expect(await (await fetch(teamUrl.replace('http://portal.test', t.url))).text()).toHaveLength(body.length);
  const warmMs = performance.now() - again;
  expect(res.status).toBe(200);
  expect(body.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(PEOPLE * 10);
  const bytes = Buffer.byteLength(body);
  console.warn(`team feed for a supervisor of ${PEOPLE}: ${PEOPLE * 10} events, ${bytes} bytes (${(bytes / 1024).toFixed(1)} KB), first ${ms.toFixed(0)} ms, then ${warmMs.toFixed(0)} ms`);
  expect(bytes).toBeLessThan(200_000);
});
