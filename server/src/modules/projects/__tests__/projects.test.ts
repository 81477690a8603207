/** Projects and contractors: who may read and write, the form rules, the derived status, moves with history, Make Inactive. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@portal/common';
import { sql } from '../../../db/sql';
import { queryRows } from '../../../db/client';
import { makeRoleActors, makeUser, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, type TestServer } from '../../../test/server';

let t: TestServer;
let as: Record<Role, Actor>;

beforeAll(async () => {
  t = await startTestServer();
  as = await makeRoleActors(t);
});
afterAll(() => t?.close());

const CREATE = `mutation($d: ProjectCreateInput!) { createOneProject(data: $d) { id project_num name state zip status } }`;
const UPDATE = `mutation($id: Int, $d: ProjectUpdateInput!) { updateOneProject(where: { id: $id }, data: $d) { id phone } }`;
const ASSIGN = `mutation($p: Int, $n: String!) { assignProject(projectId: $p, employeeNumber: $n) { id projectId } }`;
let seq = 0;
const project = (extra: Record<string, unknown> = {}) => ({
  project_num: `P-${++seq}`,
  name: `Harbor Tower ${seq}`,
  manager: 'Ann Manager',
  supervisor: 'Sam Super',
  address: '1 Main St',
  city: 'Providence',
  state: 'RI',
  zip: '02903',
  ...extra,
});

async function createProject(extra: Record<string, unknown> = {}): Promise<number> {
  const res = await t.gql<{ createOneProject: { id: number } }>(CREATE, { d: project(extra) }, as.superAdmin.token);
  expect(res.errors).toBeUndefined();
  return res.data!.createOneProject.id;
}

const historyOf = (userId: number) =>
  queryRows<{ project_id: number | null; project_name: string; updated_by: string }>(t.db, sql`select project_id, project_name, updated_by from project_history where user_id = ${userId} order by id`);

describe('projects', () => {
  it('superAdmin and webEditor create projects (the state in capitals); others are refused', async () => {
    const res = await t.gql<{ createOneProject: Record<string, unknown> }>(CREATE, { d: project({ state: 'ri' }) }, as.webEditor.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.createOneProject).toMatchObject({ state: 'RI', zip: '02903', status: 'Inactive' });
    for (const role of ['user', 'fieldSupervisor', 'admin'] as const) {
      expect(errorCode(await t.gql(CREATE, { d: project() }, as[role].token))).toBe('FORBIDDEN');
    }
  });

  it('refuses what the forms refuse, with the reason', async () => {
    const message = async (d: Record<string, unknown>) => (await t.gql(CREATE, { d }, as.superAdmin.token)).errors?.[0].message;
    expect(await message(project({ zip: '0290' }))).toBe('Zip must be exactly 5 digits.');
    expect(await message(project({ zip: '0290a' }))).toBe('Zip must be exactly 5 digits.');
    expect(await message(project({ state: 'R1' }))).toBe('State must be exactly 2 letters.');
    expect(await message(project({ manager: ' ' }))).toBe('Manager is required.');
    expect(await message(project({ project_num: '1' }))).toBe('Project Number must be one letter or digit 3-9, or at least 2 characters.');
    expect(await message(project({ state: 'R' }))).toBe('State must be exactly 2 letters.');
    expect(await message(project({ name: 'x'.repeat(101) }))).toMatch(/at most 100 characters/);
    expect((await t.gql(CREATE, { d: project({ project_num: '7' }) }, as.superAdmin.token)).errors).toBeUndefined();
  });

  it('editing needs the phone too', async () => {
    const id = await createProject();
    const noPhone = await t.gql(UPDATE, { id, d: { notes: { set: 'Gate code 1234' } } }, as.superAdmin.token);
    expect(noPhone.errors?.[0].message).toBe('Phone is required.');
    const ok = await t.gql(UPDATE, { id, d: { phone: { set: '(401) 555-0100' } } }, as.superAdmin.token);
    expect(ok.errors).toBeUndefined();
  });

  it('notes are at most 100 characters, on create and edit', async () => {
    const tooLong = await t.gql(CREATE, { d: project({ notes: 'n'.repeat(120) }) }, as.superAdmin.token);
    expect(errorCode(tooLong)).toBe('BAD_USER_INPUT');
    expect(tooLong.errors?.[0].message).toBe('Notes must be at most 100 characters.');
    const id = await createProject({ phone: '(401) 555-0100', notes: 'n'.repeat(100) });
    const edit = await t.gql(UPDATE, { id, d: { notes: { set: 'n'.repeat(101) } } }, as.superAdmin.token);
    expect(edit.errors?.[0].message).toBe('Notes must be at most 100 characters.');
  });

  it('says on save whether the distance table knows the ZIP', async () => {
    const located = await t.gql<{ createOneProject: { zipLocated: boolean } }>(`mutation($d: ProjectCreateInput!) { createOneProject(data: $d) { zipLocated } }`, { d: project() }, as.superAdmin.token);
    expect(located.data?.createOneProject.zipLocated).toBe(true);
    const unknown = await t.gql<{ createOneProject: { id: number; zipLocated: boolean } }>(`mutation($d: ProjectCreateInput!) { createOneProject(data: $d) { id zipLocated } }`, { d: project({ zip: '00000' }) }, as.superAdmin.token);
    expect(unknown.data?.createOneProject.zipLocated).toBe(false);
    const fixed = await t.gql<{ updateOneProject: { zipLocated: boolean } }>(
      `mutation($id: Int, $d: ProjectUpdateInput!) { updateOneProject(where: { id: $id }, data: $d) { zipLocated } }`,
      { id: unknown.data!.createOneProject.id, d: { zip: { set: '02860' }, phone: { set: '(401) 555-0100' } } },
      as.superAdmin.token,
    );
    expect(fixed.data?.updateOneProject.zipLocated).toBe(true);
  });

  it('project numbers are unique whatever their case, with a message naming the other project', async () => {
    const num = `UQ-${seq}a`;
    const first = await createProject({ project_num: num, name: 'Granite Depot' });
    const again = await t.gql(CREATE, { d: project({ project_num: ` ${num.toLowerCase()} ` }) }, as.superAdmin.token);
    expect(errorCode(again)).toBe('CONFLICT');
    expect(again.errors?.[0].message).toBe(`Project number ${num.toLowerCase()} is already used by Granite Depot. Project numbers must be unique.`);
    const other = await createProject({ phone: '(401) 555-0100' });
    const renamed = await t.gql(UPDATE, { id: other, d: { project_num: { set: num.toUpperCase() } } }, as.superAdmin.token);
    expect(renamed.errors?.[0].message).toBe(`Project number ${num.toUpperCase()} is already used by Granite Depot. Project numbers must be unique.`);
    // The project keeps its own number on edit, in any case.
    const own = await t.gql(UPDATE, { id: first, d: { project_num: { set: num.toLowerCase() }, phone: { set: '(401) 555-0100' } } }, as.superAdmin.token);
    expect(own.errors).toBeUndefined();
    // The database refuses a copy that bypasses the check (two saves at once).
    await expect(t.db.execute(sql`insert into projects (project_num, name) values (${num.toUpperCase()}, 'Race')`)).rejects.toThrow();
  });

  it('the unique-number migration runs on a database that already has copies, and changes no number', async () => {
    await t.db.execute(sql`drop index projects_project_num_lower_key`);
    const [a] = await queryRows<{ id: number }>(t.db, sql`insert into projects (project_num, name) values ('DUP-1', 'Old A') returning id`);
    const [b] = await queryRows<{ id: number }>(t.db, sql`insert into projects (project_num, name) values ('dup-1', 'Old B') returning id`);
    const migration = fs.readFileSync(path.resolve(__dirname, '../../../../drizzle/0012_project_num_unique.sql'), 'utf8');
    await t.db.execute(sql.raw(migration));
    const numbers = await queryRows<{ id: number; project_num: string }>(t.db, sql`select id, project_num from projects where id in (${a.id}, ${b.id}) order by id`);
    expect(numbers.map((r) => r.project_num)).toEqual(['DUP-1', 'dup-1']);
    // The copy is left out of the index; every other number, the first DUP-1 included, is covered.
    await expect(t.db.execute(sql`insert into projects (project_num, name) values ('Dup-1', 'New')`)).rejects.toThrow();
    const [index] = await queryRows<{ def: string }>(t.db, sql`select indexdef as def from pg_indexes where indexname = 'projects_project_num_lower_key'`);
    expect(index.def).toContain(String(b.id));
    // The API refuses the copies' number too, and the copy can still be edited.
    const dup = await t.gql(CREATE, { d: project({ project_num: 'DUP-1' }) }, as.superAdmin.token);
    expect(dup.errors?.[0].message).toBe('Project number DUP-1 is already used by Old A. Project numbers must be unique.');
  });

  it('other roles read only the number and name of their own project', async () => {
    const id = await createProject();
    await t.gql(ASSIGN, { p: id, n: as.admin.user.employeeNumber }, as.superAdmin.token);
    const list = await t.gql<{ projects: { id: number }[] }>(`{ projects { id } }`, {}, as.admin.token);
    expect(list.data?.projects).toEqual([{ id }]);
    // Fields beyond the number and name stay hidden.
    expect((await t.gql<{ projects: unknown[] }>(`{ projects { id manager } }`, {}, as.admin.token)).data?.projects).toEqual([{ id, manager: null }]);
    expect((await t.gql<{ projects: unknown[] }>(`{ projects { id } }`, {}, as.user.token)).data?.projects).toEqual([]);
  });
});

describe('assignments', () => {
  it('assignProject moves the employee and writes the history entry; the status follows', async () => {
    const worker = await makeUser(t);
    const id = await createProject({ name: 'Riverside Clinic' });
    const res = await t.gql(ASSIGN, { p: id, n: ` ${worker.user.employeeNumber} ` }, as.webEditor.token);
    expect(res.data).toEqual({ assignProject: { id: worker.user.id, projectId: id } });
    expect(await historyOf(worker.user.id)).toEqual([{ project_id: id, project_name: 'Riverside Clinic', updated_by: as.webEditor.user.employeeNumber }]);
    const status = await t.gql<{ project: { status: string } }>(`query($id: Int) { project(where: { id: $id }) { status } }`, { id }, as.superAdmin.token);
    expect(status.data?.project.status).toBe('Active');

    await t.gql(ASSIGN, { p: null, n: worker.user.employeeNumber }, as.webEditor.token);
    expect((await historyOf(worker.user.id)).at(-1)).toMatchObject({ project_id: null, project_name: 'Not Assigned' });
    // Assigning where the employee already is records nothing.
    await t.gql(ASSIGN, { p: null, n: worker.user.employeeNumber }, as.webEditor.token);
    expect(await historyOf(worker.user.id)).toHaveLength(2);
  });

  it('refuses other roles, unknown employees and unknown projects', async () => {
    const id = await createProject();
    for (const role of ['user', 'fieldSupervisor', 'admin'] as const) {
      expect(errorCode(await t.gql(ASSIGN, { p: id, n: as.user.user.employeeNumber }, as[role].token))).toBe('FORBIDDEN');
    }
    expect(errorCode(await t.gql(ASSIGN, { p: id, n: 'nobody' }, as.superAdmin.token))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(ASSIGN, { p: 999999, n: as.user.user.employeeNumber }, as.superAdmin.token))).toBe('BAD_USER_INPUT');
    // A plain user cannot move themselves through the generic API either.
    const self = await t.gql(`mutation($id: Int, $p: Int) { updateOneUser(where: { id: $id }, data: { project: { connect: { id: $p } } }) { id } }`, { id: as.user.user.id, p: id }, as.user.token);
    expect(errorCode(self)).toBe('FORBIDDEN');
  });

  it('Make Inactive unassigns every employee (with history) and contractor, all or none', async () => {
    const id = await createProject({ name: 'Old Mill' });
    const a = await makeUser(t);
    const b = await makeUser(t);
    for (const w of [a, b]) await t.gql(ASSIGN, { p: id, n: w.user.employeeNumber }, as.superAdmin.token);
    const contractor = await t.gql<{ createOneContractor: { id: number } }>(
      `mutation($d: ContractorCreateInput!) { createOneContractor(data: $d) { id } }`,
      { d: { firstName: 'Cal', lastName: 'Crane', task: 'Rigging', evaluation: 1, notes: 'Night shift', staffingAgency: 'Acme', status: true, project: { connect: { id } } } },
      as.superAdmin.token,
    );
    expect(contractor.errors).toBeUndefined();
    const INACTIVE = `mutation($id: Int!) { makeProjectInactive(projectId: $id) { unassignedEmployees unassignedContractors } }`;
    expect(errorCode(await t.gql(INACTIVE, { id }, as.admin.token))).toBe('FORBIDDEN');

    // A failure in the middle (here: the history of b refused) leaves every assignment in place.
    await t.db.execute(sql.raw(`create or replace function refuse_history() returns trigger language plpgsql as $$ begin
      if new.user_id = ${b.user.id} then raise exception 'history refused'; end if; return new; end $$`));
    await t.db.execute(sql.raw(`create trigger refuse_history before insert on project_history for each row execute function refuse_history()`));
    expect((await t.gql(INACTIVE, { id }, as.superAdmin.token)).errors).toBeDefined();
    await t.db.execute(sql.raw(`drop trigger refuse_history on project_history`));
    const still = await queryRows<{ n: number }>(t.db, sql`select (select count(*) from users where project_id = ${id})::int + (select count(*) from contractors where project_id = ${id})::int as n`);
    expect(Number(still[0].n)).toBe(3);

    const done = await t.gql(INACTIVE, { id }, as.superAdmin.token);
    expect(done.data).toEqual({ makeProjectInactive: { unassignedEmployees: 2, unassignedContractors: 1 } });
    for (const w of [a, b]) expect((await historyOf(w.user.id)).at(-1)).toMatchObject({ project_id: null, project_name: 'Not Assigned' });
    const status = await t.gql<{ project: { status: string } }>(`query($id: Int) { project(where: { id: $id }) { status } }`, { id }, as.superAdmin.token);
    expect(status.data?.project.status).toBe('Inactive');
  });
});

describe('contractors', () => {
  const CREATE_C = `mutation($d: ContractorCreateInput!) { createOneContractor(data: $d) { id firstName } }`;
  const contractor = (projectId: number, extra: Record<string, unknown> = {}) => ({
    firstName: ' Dee ',
    lastName: 'Welder',
    task: 'Welding',
    evaluation: 2,
    notes: 'Certified',
    staffingAgency: 'Acme',
    status: true,
    project: { connect: { id: projectId } },
    ...extra,
  });

  it('needs every field and an evaluation of 1 to 3; only superAdmin and webEditor', async () => {
    const id = await createProject();
    const ok = await t.gql<{ createOneContractor: { firstName: string } }>(CREATE_C, { d: contractor(id) }, as.webEditor.token);
    expect(ok.data?.createOneContractor.firstName).toBe('Dee');
    const message = async (d: Record<string, unknown>) => (await t.gql(CREATE_C, { d }, as.superAdmin.token)).errors?.[0].message;
    expect(await message(contractor(id, { task: '' }))).toBe('Task is required.');
    expect(await message({ ...contractor(id), project: undefined })).toBe('Project is required.');
    expect(errorCode(await t.gql(CREATE_C, { d: contractor(id, { evaluation: 4 }) }, as.superAdmin.token))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(CREATE_C, { d: contractor(id) }, as.admin.token))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(`{ contractors { id } }`, {}, as.fieldSupervisor.token))).toBe('FORBIDDEN');
  });
});
