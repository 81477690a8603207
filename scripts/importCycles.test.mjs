/** No import circle in server/src but the Drizzle schema's own relation pair (decision 0100). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles } from './importCycles.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('import circles', () => {
  it('server/src has only the schema pair users ↔ projects (Drizzle relations name each other)', () => {
    expect(importCycles(path.join(repo, 'server/src'))).toEqual([['db/schema/projects.ts', 'db/schema/users.ts']]);
  });

  it('common/src and web/src have none', () => {
    expect(importCycles(path.join(repo, 'common/src'))).toEqual([]);
    expect(importCycles(path.join(repo, 'web/src'))).toEqual([]);
  });

  it('finds a circle through type imports, index files and a longer round', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
    const write = (file, text) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    write('a.ts', "import type { B } from './b';\nexport type A = B;\n");
    write('b.ts', "import { c } from './c';\nexport type B = typeof c;\n");
    write('c/index.ts', "import type { A } from '../a';\nexport const c: A | null = null;\n");
    write('d.ts', "import { c } from './c';\nexport const d = c;\n");
    try {
      expect(importCycles(dir)).toEqual([['a.ts', 'b.ts', 'c/index.ts']]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
