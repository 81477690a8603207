/**
 * The bench's crew packet row (decision 0162): a project with 50 active employees, those holding
 * the most licenses and certifications, downloaded whole as its PDF (GET /pdf/crew-packet/:id)
 * by a webEditor. Target: under 2 s at 10,000 employees. The project is the bench's own, made
 * once per database ("Bench crew packet"); its people are assigned to it afresh each run.
 */
import { sql } from '../../server/src/db/sql';
import { queryRows, type Db } from '../../server/src/db/client';

const CREW_PACKET_PEOPLE = 50;
const CREW_PACKET_TARGET_MS = 2_000;
const PROJECT_NAME = 'Bench crew packet';

export interface BenchRow {
  name: string;
  targetMs: number;
  work: () => Promise<unknown>;
}

/** Assigns the crew and returns the timed download; `apiUrl` is the bench server's /api. */
export async function crewPacketRow(db: Db, apiUrl: string, token: string): Promise<BenchRow> {
  let [project] = await queryRows<{ id: number }>(db, sql`select id from projects where name = ${PROJECT_NAME} limit 1`);
  project ??= (await queryRows<{ id: number }>(db, sql`insert into projects (name, project_num, state) values (${PROJECT_NAME}, 'BENCH-1', 'FL') returning id`))[0];
  await db.execute(sql`
    update users set project_id = ${project.id} where id in (
      select u.id from users u
      where u.employment_status = 'active'
      order by (select count(*) from licenses l where l.user_id = u.id) + (select count(*) from certifications c where c.user_id = u.id) desc, u.id
      limit ${CREW_PACKET_PEOPLE})`);
  const url = `${apiUrl.replace(/\/api$/, '')}/pdf/crew-packet/${project.id}`;
  return {
    name: `crew packet PDF: ${CREW_PACKET_PEOPLE} people, streamed whole`,
    targetMs: CREW_PACKET_TARGET_MS,
    work: async () => {
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const bytes = new Uint8Array(await res.arrayBuffer());
      if (res.status !== 200 || new TextDecoder().decode(bytes.subarray(0, 5)) !== '%PDF-') throw new Error(`crew packet: HTTP ${res.status}`);
      return bytes.byteLength;
    },
  };
}
