/** The employee assignment list: filters in SQL, qualifications valid today, distance estimates and the routing server. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type Role, clock } from '@portal/common';
import { certifications, licenses } from '../../../db/schema';
import { makeCode, makeRoleActors, makeUser, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, type TestServer } from '../../../test/server';

/** A stand-in for OSRM's table service: 1 km and 1 minute per destination index, or slow. */
function startRouting(mode: { slow: boolean }) {
  const server = http.createServer((req, res) => {
    const coordinates = decodeURIComponent(req.url!.split('/table/v1/driving/')[1].split('?')[0]).split(';');
    const row = (unit: number) => coordinates.map((_, i) => i * unit);
    const answer = () => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ code: 'Ok', distances: [row(1000)], durations: [row(60)] }));
    };
    if (mode.slow) setTimeout(answer, 1500);
    else answer();
  });
  return new Promise<{ url: string; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise((r) => { server.closeAllConnections(); server.close(() => r()); }),
      }),
    ),
  );
}

const routingMode = { slow: false };
let routing: Awaited<ReturnType<typeof startRouting>>;
let t: TestServer;
let as: Record<Role, Actor>;
let projectId: number;
let near: Actor, far: Actor, onSite: Actor;
const tag = `Zq${Math.random().toString(36).slice(2, 10)}`;

const QUERY = `query($w: EmployeeAssignmentWhere, $o: String, $take: Int) {
  getManyEmployeeAssignments(where: $w, orderBy: $o, take: $take) { total unit rows { employeeNumber lastName projectName distanceToProject timeToProject estimated distanceLabel } }
}`;
type Row = { employeeNumber: string; lastName: string; projectName: string | null; distanceToProject: number | null; timeToProject: number | null; estimated: boolean; distanceLabel: string | null };
async function list(where: Record<string, unknown>, token = as.superAdmin.token, orderBy?: string) {
  const res = await t.gql<{ getManyEmployeeAssignments: { total: number; unit: string; rows: Row[] } }>(QUERY, { w: where, o: orderBy, take: 50 }, token);
  expect(res.errors?.[0]?.message).toBeUndefined();
  return res.data!.getManyEmployeeAssignments;
}

beforeAll(async () => {
  routing = await startRouting(routingMode);
  t = await startTestServer({ ROUTING_URL: routing.url, ROUTING_TIMEOUT_MS: '400' });
  as = await makeRoleActors(t);
  near = await makeUser(t, { lastName: `${tag} Near`, zip: '02860' }); // Pawtucket, RI
  far = await makeUser(t, { lastName: `${tag} Far`, zip: '10001-1234' }); // New York, NY
  await makeUser(t, { lastName: `${tag} Nowhere`, zip: '00000' });
  onSite = await makeUser(t, { lastName: `${tag} OnSite`, zip: '02903', jobTitle: 'Foreman - Field' });
  await makeUser(t, { lastName: `${tag} Former`, zip: '02903', employmentStatus: 'former' });
  const created = await t.gql<{ createOneProject: { id: number } }>(
    `mutation($d: ProjectCreateInput!) { createOneProject(data: $d) { id } }`,
    { d: { project_num: 'PV-1', name: 'Providence Station', manager: 'Ann', supervisor: 'Sam', address: '1 Main St', city: 'Providence', state: 'RI', zip: '02903' } },
    as.superAdmin.token,
  );
  projectId = created.data!.createOneProject.id;
  await t.gql(`mutation($p: Int, $n: String!) { assignProject(projectId: $p, employeeNumber: $n) { id } }`, { p: projectId, n: onSite.user.employeeNumber }, as.superAdmin.token);
});
afterAll(async () => {
  await t?.close();
  await routing?.close();
});

describe('getManyEmployeeAssignments', () => {
  it('lists active employees only, with their project, and refuses other roles', async () => {
    const page = await list({ fullName: tag });
    expect(page.total).toBe(4);
    expect(page.rows.map((r) => r.lastName).sort()).toEqual([`${tag} Far`, `${tag} Near`, `${tag} Nowhere`, `${tag} OnSite`]);
    expect(page.rows.find((r) => r.lastName.endsWith('OnSite'))?.projectName).toBe('Providence Station');
    expect(page.rows.every((r) => r.distanceLabel === null)).toBe(true);
    for (const role of ['user', 'fieldSupervisor', 'admin'] as const) {
      expect(errorCode(await t.gql(QUERY, { w: {} }, as[role].token))).toBe('FORBIDDEN');
    }
    expect(errorCode(await t.gql(QUERY, { w: {}, o: 'password' }, as.superAdmin.token))).toBe('BAD_USER_INPUT');
  });

  it('filters by project, job title and employee number', async () => {
    expect((await list({ fullName: tag, projectId, isFilterEmployee: true })).rows.map((r) => r.lastName)).toEqual([`${tag} OnSite`]);
    expect((await list({ fullName: tag, jobTitle: 'foreman' })).total).toBe(1);
    expect((await list({ employeeNumber: near.user.employeeNumber! })).rows.map((r) => r.lastName)).toEqual([`${tag} Near`]);
  });

  it('matches qualifications only while they are valid today', async () => {
    const cert = await makeCode(t, { entity: 'certifications', expirationType: 'manual' });
    const lic = await makeCode(t, { entity: 'licenses', state: 'RI', level: 'master', expirationType: 'manual' });
    const today = clock.today();
    await t.db.insert(certifications).values([
      { userId: near.user.id, codeId: cert.id, expDate: addDays(today, 10) },
      { userId: far.user.id, codeId: cert.id, expDate: addDays(today, -1) },
      { userId: onSite.user.id, codeId: cert.id, expDate: today },
    ]);
    await t.db.insert(licenses).values({ userId: near.user.id, codeId: lic.id, expDate: null });
    expect((await list({ fullName: tag, certifications: [cert.id] })).rows.map((r) => r.lastName).sort()).toEqual([`${tag} Near`, `${tag} OnSite`]);
    expect((await list({ fullName: tag, certifications: [cert.id], licenses: [lic.id] })).rows.map((r) => r.lastName)).toEqual([`${tag} Near`]);
    expect((await list({ fullName: tag, licenseState: 'ri', licenseLevel: 'Master' })).rows.map((r) => r.lastName)).toEqual([`${tag} Near`]);
    expect((await list({ fullName: tag, licenseState: 'MA' })).total).toBe(0);
    // On a later start day, the certification expiring today no longer counts.
    expect((await list({ fullName: tag, certifications: [cert.id], validOn: addDays(today, 5) })).rows.map((r) => r.lastName)).toEqual([`${tag} Near`]);
    expect(errorCode(await t.gql(QUERY, { w: { validOn: 'soon' } }, as.superAdmin.token))).toBe('BAD_USER_INPUT');
  });

  it('estimates distance from ZIP centroids when routing is down or slow, nearest first, honest labels', async () => {
    routingMode.slow = true;
    const page = await list({ fullName: tag, projectId, isGetDistanceQuery: true });
    expect(page.rows.map((r) => r.lastName)).toEqual([`${tag} OnSite`, `${tag} Near`, `${tag} Far`, `${tag} Nowhere`]);
    const [onSiteRow, nearRow, farRow, nowhereRow] = page.rows;
    expect(onSiteRow.distanceToProject).toBe(0);
    expect(nearRow.estimated).toBe(true);
    expect(nearRow.distanceToProject).toBeGreaterThan(2);
    expect(nearRow.distanceToProject).toBeLessThan(10);
    expect(farRow.distanceToProject).toBeGreaterThan(150);
    expect(farRow.distanceToProject).toBeLessThan(250);
    expect(nearRow.distanceLabel).toMatch(/^≈ \d+ mi, ≈ \d+ min$/);
    // A distance that is missing says why (decision 0079).
    expect(nowhereRow.distanceLabel).toBe('Not Available: unknown home ZIP');
    expect(page.unit).toBe('mi');
  });

  it('uses the routing server for the page in one table request when it answers', async () => {
    routingMode.slow = false;
    const page = await list({ fullName: tag, projectId, isGetDistanceQuery: true });
    const [onSiteRow, nearRow, farRow, nowhereRow] = page.rows;
    // The stand-in answers 1 km and 1 minute per position among the located destinations.
    expect(onSiteRow).toMatchObject({ estimated: false, distanceLabel: '0.6 mi, 1 min' });
    expect(nearRow).toMatchObject({ estimated: false, distanceToProject: 1.2, timeToProject: 2 });
    expect(farRow.distanceLabel).toBe('1.9 mi, 3 min');
    expect(nowhereRow.distanceLabel).toBe('Not Available: unknown home ZIP');
  });

  it('a project whose ZIP the distance table does not know says so on every row', async () => {
    const created = await t.gql<{ createOneProject: { id: number; zipLocated: boolean } }>(
      `mutation($d: ProjectCreateInput!) { createOneProject(data: $d) { id zipLocated } }`,
      { d: { project_num: 'NW-1', name: 'Nowhere Yard', manager: 'Ann', supervisor: 'Sam', address: '1 Main St', city: 'Nowhere', state: 'RI', zip: '00000' } },
      as.superAdmin.token,
    );
    expect(created.data?.createOneProject.zipLocated).toBe(false);
    const page = await list({ fullName: tag, projectId: created.data!.createOneProject.id, isGetDistanceQuery: true });
    expect(new Set(page.rows.map((r) => r.distanceLabel))).toEqual(new Set(['Not Available: unknown project ZIP 00000']));
    await makeUser(t, { lastName: `${tag} Homeless`, zip: null });
    const located = await list({ fullName: `${tag} Homeless`, projectId, isGetDistanceQuery: true });
    expect(located.rows).toMatchObject([{ lastName: `${tag} Homeless`, distanceLabel: 'Not Available: no home ZIP' }]);
  });
});
