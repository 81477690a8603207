/**
 * The search's order on the demo company (issue 44 item 7, decision 0158), as its superAdmin
 * types the queries: a name or number that matches exactly or by its start comes first,
 * and a merely similar record of another kind (a project, a code, a former employee who only
 * shares letters) is listed only when nothing closer was found.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '@portal/common';
import { queryRows } from '../../../db/client';
import { sql } from '../../../db/sql';
import { seedDemo } from '../../../seed';
import { startTestServer, type TestServer } from '../../../test/server';

const TODAY = '2026-03-10';
const PASSWORD = 'DemoPass2026';
const SEARCH = `query($text: String!) { search(text: $text, limit: 10) { kind title number former } }`;

interface Hit {
  kind: string;
  title: string;
  number: string | null;
  former: boolean;
}

let t: TestServer;
let token: string;

async function find(text: string): Promise<Hit[]> {
  const res = await t.gql<{ search: Hit[] }>(SEARCH, { text }, token);
  expect(res.errors).toBeUndefined();
  return res.data!.search;
}

/** The demo company's employees whose first or last name is `name`, active first. */
async function named(name: string): Promise<{ title: string; former: boolean }[]> {
  return queryRows(
    t.db,
    sql`select first_name || ' ' || last_name as title, employment_status <> 'active' as former from users
      where first_name = ${name} or last_name = ${name} order by employment_status <> 'active', last_name, first_name, id`,
  );
}

beforeAll(async () => {
  setClock({ at: `${TODAY}T12:00:00-05:00` });
  t = await startTestServer();
  await seedDemo(t.db, { employees: 250, demoPassword: PASSWORD, today: TODAY });
  const res = await t.gql<{ login: { token: string } }>('mutation($i: LoginInput!) { login(input: $i) { token } }', { i: { email: 'superadmin@demo.example', password: PASSWORD } });
  token = res.data!.login.token;
}, 120_000);
afterAll(() => t?.close());

describe('search on the demo company (superAdmin)', () => {
  it('"Medeiros" lists the employee alone: no project or code that only looks alike', async () => {
    expect(await find('Medeiros')).toEqual([{ kind: 'employee', title: 'Tyler Medeiros', number: '100167', former: false }]);
  });

  it('"Tyler" lists the Tylers, active before former, and not Patricia Miller or BICSI Installer 2', async () => {
    const tylers = await named('Tyler');
    expect(tylers.length).toBeGreaterThan(1);
    const hits = await find('Tyler');
    expect(hits.map((h) => ({ title: h.title, former: h.former }))).toEqual(tylers.slice(0, 10));
    expect(hits.map((h) => h.title)).not.toContain('Patricia Miller');
    expect(hits.map((h) => h.title)).not.toContain('BICSI Installer 2');
  });

  it('a former employee matched by name is listed and says so', async () => {
    const millers = await named('Miller');
    expect(millers).toContainEqual({ title: 'Patricia Miller', former: true });
    const hits = await find('Miller');
    expect(hits.map((h) => ({ title: h.title, former: h.former }))).toEqual(millers.slice(0, 10));
  });

  it("an exact number or a name's start finds its record first", async () => {
    expect(await find('100167')).toEqual([{ kind: 'employee', title: 'Tyler Medeiros', number: '100167', former: false }]);
    expect((await find('Tyler Me'))[0]).toMatchObject({ title: 'Tyler Medeiros' });
    expect((await find('Back Bay')).map((h) => h.title)).toEqual(['Back Bay Hotel Renovation', 'Back Bay Medical Center Expansion']);
    expect(await find('BICSI')).toEqual([{ kind: 'code', title: 'BICSI Installer 2', number: null, former: false }]);
  });

  it('with nothing closer, a typo still finds the nearest of every kind, the employee first', async () => {
    const hits = await find('Medeirso');
    expect(hits[0]).toMatchObject({ kind: 'employee', title: 'Tyler Medeiros' });
    expect(hits.map((h) => h.kind)).toContain('project');
  });
});
