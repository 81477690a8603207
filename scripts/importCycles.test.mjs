/** No import circle in server/src but the Drizzle schema's own relation pair, and none between folders (decisions 0100, 0145). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCycles, unitCycles } from './importCycles.mjs';
import { SERVER, WEB } from './layers.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('import circles', () => {
  it('server/src has only the schema pair users ↔ projects (Drizzle relations name each other)', () => {
    expect(importCycles(path.join(repo, 'server/src'))).toEqual([['db/schema/projects.ts', 'db/schema/users.ts']]);
  });

  it('common/src and web/src have none', () => {
    expect(importCycles(path.join(repo, 'common/src'))).toEqual([]);
    expect(importCycles(path.join(repo, 'web/src'))).toEqual([]);
  });

  it('no folder of server/src or web/src is on two floors, and no two modules or features use each other', () => {
    expect(unitCycles(path.join(repo, 'server/src'), SERVER)).toEqual([]);
    expect(unitCycles(path.join(repo, 'web/src'), WEB)).toEqual([]);
  });
});

describe('what counts as a circle', () => {
  let dir;
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('finds a circle of files through type imports, index files and a longer round', () => {
    write('files/a.ts', "import type { B } from './b';\nexport type A = B;\n");
    write('files/b.ts', "import { c } from './c';\nexport type B = typeof c;\n");
    write('files/c/index.ts', "import type { A } from '../a';\nexport const c: A | null = null;\n");
    write('files/d.ts', "import { c } from './c';\nexport const d = c;\n");
    expect(importCycles(path.join(dir, 'files'))).toEqual([['a.ts', 'b.ts', 'c/index.ts']]);
  });

  it('finds a folder on two floors and two peers that use each other, without a circle of files', () => {
    const layers = { layers: [{ name: 'lib', paths: ['lib'] }, { name: 'components', paths: ['components'] }, { name: 'features', paths: ['features'], peers: true }, { name: 'app', paths: ['app'] }], top: ['ssr', 'main.tsx'] };
    // ssr/state.ts is imported from below (components/), ssr/entry.tsx imports from above (app/).
    write('web/ssr/state.ts', 'export const drawing = false;\n');
    write('web/ssr/entry.tsx', "import { App } from '../app/App';\nexport const entry = App;\n");
    write('web/app/App.tsx', "import { Below } from '../components/Below';\nexport const App = Below;\n");
    write('web/components/Below.tsx', "import { drawing } from '../ssr/state';\nexport const Below = drawing;\n");
    // features/a uses features/b's index, and b's job reaches back into a (a dynamic import counts).
    write('web/features/a/index.ts', "import { b } from '../b';\nexport const a = b;\nexport const rule = 1;\n");
    write('web/features/a/rule.ts', 'export const rule = 1;\n');
    write('web/features/b/index.ts', 'export const b = 2;\n');
    write('web/features/b/job.ts', "export const job = () => import('../a/rule');\n");
    // A test may import anything: it is on top.
    write('web/lib/x.test.ts', "import { App } from '../app/App';\nexport const t = App;\n");
    expect(importCycles(path.join(dir, 'web'))).toEqual([]);
    expect(unitCycles(path.join(dir, 'web'), layers)).toEqual([['app', 'components', 'ssr'], ['features/a', 'features/b']]);
  });
});
