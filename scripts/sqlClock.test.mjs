/**
 * One clock (issue 42): the server's SQL takes "now" and "today" from the portal's clock as
 * parameters (server/src/db/today.ts: nowSql(), todaySql()), never from the database, whose
 * now() a test that sets the clock cannot reach on a PostgreSQL server. This fails on a statement
 * in the server's code that asks the database for the time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server/src');
// Tools that are not the portal: the tests' own SQL (the bench lives outside, in bench/).
const OUTSIDE = [/\/__tests__\//, /\/test\//];
const DATABASE_CLOCK = /(?<![.\w])(now|transaction_timestamp|statement_timestamp|clock_timestamp)\(\)|\b(current_date|current_timestamp|localtimestamp)\b/i;
// A column's default in DDL is a fallback for rows no statement of the portal writes.
const DDL_DEFAULT = /\bdefault\s+now\(\)/i;

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|mjs)$/.test(entry.name) && !OUTSIDE.some((p) => p.test(file)) ? [file] : [];
  });
}

it("sends no statement that reads the database's clock", () => {
  const found = sourceFiles(SERVER).flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .map((line, i) => ({ line, where: `${path.relative(SERVER, file)}:${i + 1}` }))
      .filter(({ line }) => !/^\s*(\*|\/\/)/.test(line) && DATABASE_CLOCK.test(line) && !DDL_DEFAULT.test(line))
      .map(({ where, line }) => `${where}: ${line.trim()}`),
  );
  expect(found).toEqual([]);
});
