/**
 * Applies the committed SQL migrations (drizzle-kit output in server/drizzle). Runs in one
 * transaction under an advisory lock, so two servers starting at once apply them once, and a
 * second run is a no-op.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from './sql';
import { REPO_ROOT } from '../config';
import { queryRows, type Db } from './client';

// From the repository root, so the path holds in the production bundle (server/dist) as in the sources.
const MIGRATIONS_DIR = path.join(REPO_ROOT, 'server', 'drizzle');
const LOCK_KEY = 727_001;

interface JournalEntry {
  idx: number;
  tag: string;
}

export function listMigrations(dir = MIGRATIONS_DIR): { tag: string; statements: string[] }[] {
  const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries
    .sort((a, b) => a.idx - b.idx)
    .map((e) => ({
      tag: e.tag,
      statements: fs
        .readFileSync(path.join(dir, `${e.tag}.sql`), 'utf8')
        .split('--> statement-breakpoint')
        .map((s) => s.trim())
        .filter(Boolean),
    }));
}

export async function migrate(db: Db): Promise<string[]> {
  const migrations = listMigrations();
  return db.transaction(async (tx) => {
    // A migration (an index on a large table) may run longer than a request is allowed to.
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    await tx.execute(sql`create table if not exists schema_migrations (
      tag varchar(200) primary key,
      applied_at timestamptz not null default now()
    )`);
    const done = await queryRows<{ tag: string }>(tx, sql`select tag from schema_migrations`);
    const applied = new Set(done.map((r) => r.tag));
    const ran: string[] = [];
    for (const m of migrations) {
      if (applied.has(m.tag)) continue;
      for (const statement of m.statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into schema_migrations (tag) values (${m.tag})`);
      ran.push(m.tag);
    }
    return ran;
  });
}
