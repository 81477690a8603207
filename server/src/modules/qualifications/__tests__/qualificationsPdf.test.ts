/**
 * The crew packet and a person's qualifications as PDF files (decision 0162): who may download
 * them (the roles that may open the project card or the baseball card; a plain user only their
 * own), and what they hold, read back from the PDF and compared with what the cards' GraphQL
 * queries answer the same viewer: names, numbers, states, levels, expiry dates and the marks
 * (expired before the company's today, expiring soon within 60 days, today included).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, clock, formatDateOnly, ROLES, type Role } from '@portal/common';
import { COMPANY_DAYS, pinCompanyDay, resetCompanyDay } from '@portal/common/testing';
import { certifications, codes, contractors, licenses } from '../../../db/schema';
import { makeCode, makeRoleActors, makeUser, type Actor } from '../../../test/factories';
import { pdfText } from '../../../test/pdfText';
import { startTestServer, type TestServer } from '../../../test/server';

let t: TestServer;
let as: Record<Role, Actor>;
let today: string;
let projectId: number;
let worker: Actor, helper: Actor, outsider: Actor;
const COMPANY = 'Acme Builders & Sons';

/** The project card's and the baseball card's reads of held records (web/src/features/*\/operations.ts). */
const HELD = `issueDate expDate codes { title state level expirationType }`;
const PERSON = `employeeNumber firstName middleInitial lastName licenses { licenseNumber ${HELD} } certifications { certificationNumber ${HELD} }`;
const CARD = `query($n: String!) { users(where: { employeeNumber: { equals: $n } }, take: 1) { ${PERSON} } }`;
const PROJECT_CARD = `query($id: Int) { project(where: { id: $id }) { name project_num users(orderBy: [{ lastName: asc }, { firstName: asc }]) { ${PERSON} } contractors { firstName lastName task staffingAgency evaluation } } }`;

type Held = { licenseNumber?: string | null; certificationNumber?: string | null; expDate: string | null; codes: { title: string; state: string | null; level: string | null; expirationType: string } };
type Person = { employeeNumber: string; firstName: string; middleInitial: string | null; lastName: string; licenses: Held[]; certifications: Held[] };

async function download(path: string, token?: string) {
  const res = await fetch(`${t.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** What the PDF must say of one record: its title and values on one line, and its mark. */
function expectedLine(held: Held): string {
  const number = held.licenseNumber ?? held.certificationNumber ?? '—';
  const expiry = held.codes.expirationType !== 'manual' ? 'No expiration' : held.expDate ? `Expires ${formatDateOnly(held.expDate, 'MM/dd/yyyy')}` : 'Expiry not set';
  return `${held.codes.title} No. ${number || '—'} · State ${held.codes.state ?? '—'} · Level ${held.codes.level ?? '—'} · ${expiry}`;
}

/** Each record of a card's answer is in the text, with its mark exactly when the rule says. */
function expectPersonIn(text: string, person: Person) {
  const name = [person.firstName, person.middleInitial ? `${person.middleInitial}.` : '', person.lastName].filter(Boolean).join(' ');
  expect(text).toContain(`${name} #${person.employeeNumber}`);
  for (const held of [...person.licenses, ...person.certifications]) {
    const line = expectedLine(held);
    expect(text).toContain(line);
    const after = text.slice(text.indexOf(line) + line.length).trimStart();
    const expired = held.codes.expirationType === 'manual' && !!held.expDate && held.expDate < today;
    const soon = held.codes.expirationType === 'manual' && !!held.expDate && !expired && held.expDate <= addDays(today, 60);
    expect(after.startsWith('EXPIRED')).toBe(expired);
    expect(after.startsWith('EXPIRES SOON')).toBe(soon);
  }
}

beforeAll(async () => {
  pinCompanyDay(COMPANY_DAYS.find((d) => d.name === 'December 31')!);
  today = clock.today();
  t = await startTestServer();
  as = await makeRoleActors(t);
  worker = await makeUser(t, { firstName: 'Wanda', lastName: 'Welder', middleInitial: 'Q' });
  helper = await makeUser(t, { firstName: 'Hank', lastName: 'Helper' });
  outsider = await makeUser(t, { firstName: 'Olga', lastName: 'Outsider' });
  const electrical = await makeCode(t, { title: 'Electrical Contractor', state: 'FL', level: 'Master', expirationType: 'manual' });
  const forklift = await makeCode(t, { title: 'Forklift Operator', level: 'Class 7', expirationType: 'none' });
  const osha = await makeCode(t, { title: 'OSHA 30', entity: 'certifications', expirationType: 'manual', level: 'Construction' });
  const firstAid = await makeCode(t, { title: 'First Aid', entity: 'certifications', expirationType: 'manual' });
  await t.db.insert(licenses).values([
    { userId: worker.user.id, codeId: electrical.id, licenseNumber: 'EC-13007', issueDate: addDays(today, -700), expDate: addDays(today, -1) },
    { userId: worker.user.id, codeId: forklift.id, licenseNumber: 'FK-2', issueDate: addDays(today, -30), expDate: null },
    { userId: helper.user.id, codeId: electrical.id, licenseNumber: 'EC-20001', expDate: addDays(today, 61) },
    { userId: outsider.user.id, codeId: electrical.id, licenseNumber: 'EC-99999', expDate: addDays(today, 400) },
  ]);
  await t.db.insert(certifications).values([
    { userId: worker.user.id, codeId: osha.id, certificationNumber: 'OSHA-30-555', expDate: addDays(today, 60) },
    { userId: helper.user.id, codeId: osha.id, certificationNumber: 'OSHA-30-777', expDate: today },
    { userId: helper.user.id, codeId: firstAid.id, certificationNumber: null, expDate: null },
  ]);
  const created = await t.gql<{ createOneProject: { id: number } }>(
    `mutation($d: ProjectCreateInput!) { createOneProject(data: $d) { id } }`,
    { d: { project_num: 'MIA-7', name: 'Miami Tower', manager: 'Ann', supervisor: 'Sam', address: '1 Bay St', city: 'Miami', state: 'FL', zip: '33101', phone: '(305) 555-0100' } },
    as.superAdmin.token,
  );
  projectId = created.data!.createOneProject.id;
  for (const n of [worker.user.employeeNumber, helper.user.employeeNumber]) {
    const assigned = await t.gql(`mutation($p: Int, $n: String!) { assignProject(projectId: $p, employeeNumber: $n) { id } }`, { p: projectId, n }, as.superAdmin.token);
    expect(assigned.errors).toBeUndefined();
  }
  await t.db.insert(contractors).values({ firstName: 'Carl', lastName: 'Contract', task: 'Drywall', staffingAgency: 'Labor Co', evaluation: 1, projectId });
  const named = await t.gql(`mutation($i: PortalSettingsInput!) { updatePortalSettings(input: $i) { companyName } }`, { i: { companyName: COMPANY } }, as.webEditor.token);
  expect(named.errors).toBeUndefined();
});
afterAll(async () => {
  await t?.close();
  resetCompanyDay();
});

describe('GET /pdf/crew-packet/:projectId', () => {
  it.each(['superAdmin', 'webEditor'] as const)('gives a %s the packet the project card answers, marks included', async (role) => {
    const { res, bytes } = await download(`/pdf/crew-packet/${projectId}`, as[role].token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`filename="Crew packet - Miami Tower - ${today}.pdf"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await pdfText(bytes);
    const card = await t.gql<{ project: { name: string; project_num: string; users: Person[]; contractors: { firstName: string; lastName: string; task: string; staffingAgency: string; evaluation: number }[] } }>(PROJECT_CARD, { id: projectId }, as[role].token);
    const project = card.data!.project;
    expect(text.startsWith(`${COMPANY} Crew packet Project: ${project.name} (No. ${project.project_num})`)).toBe(true);
    expect(project.users.map((u) => u.lastName)).toEqual(['Helper', 'Welder']);
    for (const person of project.users) expectPersonIn(text, person);
    // The card's order: Helper before Welder.
    expect(text.indexOf('Hank Helper')).toBeLessThan(text.indexOf('Wanda Q. Welder'));
    for (const c of project.contractors) expect(text).toContain(`${c.firstName} ${c.lastName} ${c.task} · ${c.staffingAgency} · Evaluation ${c.evaluation} (Highly Recommended)`);
    // Spelled out for the rule's edges: yesterday expired, today and the 60th day soon, the 61st unmarked.
    expect(text).toContain(`EC-13007 · State FL · Level Master · Expires ${formatDateOnly(addDays(today, -1))} EXPIRED`);
    expect(text).toContain(`OSHA-30-777 · State — · Level Construction · Expires ${formatDateOnly(today)} EXPIRES SOON`);
    expect(text).toContain(`OSHA-30-555 · State — · Level Construction · Expires ${formatDateOnly(addDays(today, 60))} EXPIRES SOON`);
    expect(text).toContain(`EC-20001 · State FL · Level Master · Expires ${formatDateOnly(addDays(today, 61))} Certifications`);
    expect(text).toContain('Forklift Operator No. FK-2 · State — · Level Class 7 · No expiration');
    expect(text).not.toContain('Outsider');
    expect(text).not.toContain('EC-99999');
  });

  it.each(['user', 'fieldSupervisor', 'admin'] as const)('refuses a %s with 403 and no data', async (role) => {
    const { res, bytes } = await download(`/pdf/crew-packet/${projectId}`, as[role].token);
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(new TextDecoder().decode(bytes)).toBe('You may not download this crew packet.');
  });

  it('refuses anyone without a session, answers 404 for a project that does not exist, and only GET', async () => {
    expect((await download(`/pdf/crew-packet/${projectId}`)).res.status).toBe(401);
    expect((await download(`/pdf/crew-packet/${projectId}`, 'not-a-token')).res.status).toBe(401);
    expect((await download('/pdf/crew-packet/999999', as.superAdmin.token)).res.status).toBe(404);
    expect((await download('/pdf/crew-packet/abc', as.superAdmin.token)).res.status).toBe(404);
    expect((await download(`/pdf/crew-packet/${projectId}/more`, as.superAdmin.token)).res.status).toBe(404);
    expect((await download('/pdf/other/1', as.superAdmin.token)).res.status).toBe(404);
    const post = await fetch(`${t.url}/pdf/crew-packet/${projectId}`, { method: 'POST', headers: { authorization: `Bearer ${as.superAdmin.token}` } });
    expect(post.status).toBe(405);
  });
});

describe('GET /pdf/qualifications/:employeeNumber', () => {
  it('gives a plain user their own qualifications, as their baseball card answers them', async () => {
    const { res, bytes } = await download(`/pdf/qualifications/${worker.user.employeeNumber}`, worker.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`filename="Qualifications - Wanda Q. Welder (${worker.user.employeeNumber}) - ${today}.pdf"`);
    const text = await pdfText(bytes);
    expect(text.startsWith(`${COMPANY} Qualifications As of ${formatDateOnly(today)}`)).toBe(true);
    const card = await t.gql<{ users: Person[] }>(CARD, { n: worker.user.employeeNumber }, worker.token);
    expect(card.data!.users).toHaveLength(1);
    expectPersonIn(text, card.data!.users[0]);
    expect(text).not.toContain('Contractors');
  });

  it("refuses a plain user another's qualifications, and one that does not exist, with 403 and no data", async () => {
    for (const n of [helper.user.employeeNumber, 'no-such-number']) {
      const { res, bytes } = await download(`/pdf/qualifications/${encodeURIComponent(n)}`, worker.token);
      expect(res.status).toBe(403);
      expect(new TextDecoder().decode(bytes)).toBe('You may only download your own qualifications.');
    }
  });

  it.each(ROLES.filter((r) => r !== 'user'))("gives a %s anyone's qualifications, and 404 for an unknown number", async (role) => {
    const { res, bytes } = await download(`/pdf/qualifications/${helper.user.employeeNumber}`, as[role].token);
    expect(res.status).toBe(200);
    const card = await t.gql<{ users: Person[] }>(CARD, { n: helper.user.employeeNumber }, as[role].token);
    expectPersonIn(await pdfText(bytes), card.data!.users[0]);
    expect((await download('/pdf/qualifications/no-such-number', as[role].token)).res.status).toBe(404);
  });

  it('refuses anyone without a session', async () => {
    expect((await download(`/pdf/qualifications/${worker.user.employeeNumber}`)).res.status).toBe(401);
  });

  it('spells names in any European alphabet and Vietnamese as the card does, and numbers every page', async () => {
    const crew = await makeUser(t, { firstName: 'Łukasz Đặng', lastName: 'Nguyễn-Østergård', middleInitial: 'Ž' });
    const scaffolds = await t.db
      .insert(codes)
      .values(Array.from({ length: 90 }, (_, i) => ({ title: `Леса и подмости ${i + 1}`, entity: 'certifications' as const, points: 1, expirationType: 'none' as const, level: 'Ε' })))
      .returning();
    await t.db.insert(certifications).values(scaffolds.map((code, i) => ({ userId: crew.user.id, codeId: code.id, certificationNumber: `Ș-${1000 + i}` })));
    const { res, bytes } = await download(`/pdf/qualifications/${crew.user.employeeNumber}`, as.admin.token);
    expect(res.status).toBe(200);
    const text = await pdfText(bytes);
    const card = await t.gql<{ users: Person[] }>(CARD, { n: crew.user.employeeNumber }, as.admin.token);
    expect(card.data!.users[0].certifications).toHaveLength(90);
    expectPersonIn(text, card.data!.users[0]);
    expect(text).toContain(`Łukasz Đặng Ž. Nguyễn-Østergård #${crew.user.employeeNumber}`);
    expect(text).toContain('Леса и подмости 90 No. Ș-1089 · State — · Level Ε · No expiration');
    // 90 records take two pages or more; each page says which it is, and how many there are.
    const pages = [...text.matchAll(/Page (\d+) of (\d+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages).toEqual(pages.map((_, i) => [i + 1, pages.length]));
  });
});

describe('the company name setting', () => {
  const SET = `mutation($i: PortalSettingsInput!) { updatePortalSettings(input: $i) { companyName } }`;
  it('is read by everyone signed in, changed by a webEditor only, and never left empty', async () => {
    const read = await t.gql<{ portalSettings: { companyName: string } }>(`{ portalSettings { companyName } }`, {}, as.user.token);
    expect(read.data?.portalSettings.companyName).toBe(COMPANY);
    for (const role of ['user', 'fieldSupervisor', 'admin', 'superAdmin'] as const) {
      expect((await t.gql(SET, { i: { companyName: 'Other' } }, as[role].token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const empty = await t.gql(SET, { i: { companyName: '  ' } }, as.webEditor.token);
    expect(empty.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(empty.errors?.[0]?.message).toBe('companyName: Enter the company name.');
    const long = await t.gql(SET, { i: { companyName: 'x'.repeat(101) } }, as.webEditor.token);
    expect(long.errors?.[0]?.message).toBe('companyName: At most 100 characters.');
    const after = await t.gql<{ portalSettings: { companyName: string } }>(`{ portalSettings { companyName } }`, {}, as.user.token);
    expect(after.data?.portalSettings.companyName).toBe(COMPANY);
  });
});
