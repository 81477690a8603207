/**
 * Date-only values (issue, expiry, due dates) never shift by a day, whatever the time zone of
 * the server process, and whichever form the client sends (a day, 13:00 UTC, 03:59 UTC).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCode, makeUser, type Actor } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/server';

let t: TestServer;
let editor: Actor;
let employee: Actor;
const originalTz = process.env.TZ;

beforeAll(async () => {
  t = await startTestServer();
  editor = await makeUser(t, { userType: 'webEditor' });
  employee = await makeUser(t);
});
afterAll(async () => {
  process.env.TZ = originalTz;
  await t?.close();
});

// UTC+14 and UTC-11: a shift through a local Date would show up as the wrong day in one of them.
describe.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/New_York'])('with the server in %s', (zone) => {
  it('stores and returns the same calendar day', async () => {
    process.env.TZ = zone;
    const code = await makeCode(t, { entity: 'certifications', expirationType: 'manual' });
    const inputs = ['2026-03-01', '2026-03-01T13:00:00.000Z', '2026-03-01T03:59:00.000Z'];
    for (const [i, issueDate] of inputs.entries()) {
      const res = await t.gql<{ createOneCertifications: { issueDate: string; expDate: string } }>(
        `mutation($data: CertificationsCreateInput!) { createOneCertifications(data: $data) { issueDate expDate } }`,
        {
          data: {
            issueDate,
            expDate: '2026-12-31T03:59:00.000Z',
            certificationNumber: `${zone}-${i}`,
            users: { connect: { id: employee.user.id } },
            codes: { connect: { id: i === 0 ? code.id : (await makeCode(t, { entity: 'certifications', expirationType: 'manual' })).id } },
          },
        },
        editor.token,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data?.createOneCertifications).toEqual({ issueDate: '2026-03-01', expDate: '2026-12-31' });
    }
    const found = await t.gql<{ findManyCertifications: unknown[] }>(
      `query($n: String) { findManyCertifications(where: { certificationNumber: { startsWith: $n }, issueDate: { equals: "2026-03-01" } }) { id } }`,
      { n: zone },
      editor.token,
    );
    expect(found.data?.findManyCertifications).toHaveLength(3);
  });
});
