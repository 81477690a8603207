/**
 * `npm run bench:lighthouse`: Lighthouse alone (lighthouse.ts) on the production server over a
 * database `npm run bench` or `npm run seed` filled: BENCH_DATABASE_URL (PostgreSQL) or DATA_DIR
 * (PGlite). Signs in as the demo webEditor (the dashboard with the most on it) through a session
 * made in the database. Builds nothing: run `npm run build` first.
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/client';
import { users } from '../../server/src/db/schema';
import { createLogger } from '../../server/src/lib/logger';
import { createServices } from '../../server/src/services';
import { measureLighthouse } from './lighthouse';
import { startPortal } from './throughput/servers';

/** A session of the demo webEditor, made in the database the portal will serve. */
export async function webEditorToken(database: { url?: string; dataDir?: string }): Promise<string> {
  const opened = database.url
    ? await openDatabase({ kind: 'postgres', url: database.url })
    : await openDatabase({ kind: 'pglite', dir: path.join(database.dataDir!, 'pglite') });
  try {
    const [editor] = await opened.db.select({ id: users.id }).from(users).where(eq(users.email, 'webeditor@demo.example'));
    if (!editor) throw new Error('No demo webEditor in this database: seed it first (npm run seed, or npm run bench).');
    const services = await createServices(opened.db, loadConfig({ ...process.env, LOG_LEVEL: 'silent' }), createLogger('silent'));
    return (await services.sessions.create(editor.id, { ip: 'bench', userAgent: 'lighthouse' })).token;
  } finally {
    await opened.close();
  }
}

async function main() {
  const database = { url: process.env.BENCH_DATABASE_URL, dataDir: process.env.BENCH_DATABASE_URL ? undefined : (process.env.DATA_DIR ?? './data') };
  const token = await webEditorToken(database);
  const portal = await startPortal(database);
  try {
    await measureLighthouse({ baseUrl: portal.url.replace(/\/api$/, ''), token, log: (line) => console.log(line) });
  } finally {
    await portal.stop();
  }
}

if (process.argv[1]?.endsWith('lighthouseRun.ts')) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
