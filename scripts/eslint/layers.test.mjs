/** The layer rules of eslint.config.js (decision 0100), through ESLint's Node API on the real config. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const cwd = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd });

// Loading the config (typescript-eslint, the React plugin) takes seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => eslint.lintText('', { filePath: 'server/src/db/x.ts' }), 120_000);

async function restricted(code, filePath) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('server layers', () => {
  it('refuses an import of a layer above', async () => {
    const [db] = await restricted("import type { Viewer } from '../auth/viewer';\nexport type V = Viewer;\n", 'server/src/db/x.ts');
    expect(db).toContain("'../auth/viewer' import is restricted");
    expect(db).toContain('db may not import a layer above it');
    expect(await restricted("import type { AppContext } from '../graphql/context';\nexport type C = AppContext;\n", 'server/src/auth/x.ts')).toHaveLength(1);
    expect(await restricted("import { modules } from '../modules';\nexport const m = modules;\n", 'server/src/graphql/x.ts')).toHaveLength(1);
    expect(await restricted("import { createApp } from '../../http/app';\nexport const a = createApp;\n", 'server/src/modules/users/x.ts')).toHaveLength(1);
    expect(await restricted("import { Mailer } from '../modules/mail';\nexport const m = Mailer;\n", 'server/src/infra/x.ts')).toHaveLength(1);
    expect(await restricted("import { seedDemo } from '../../seed/demo';\nexport const s = seedDemo;\n", 'server/src/modules/reviews/x.ts')).toHaveLength(1);
  });

  it('allows an import of the same layer or one below, and anything in tests and tools', async () => {
    expect(await restricted("import type { Viewer } from '../auth/viewer';\nexport type V = Viewer;\n", 'server/src/graphql/x.ts')).toEqual([]);
    expect(await restricted("import { sql } from '../../db/sql';\nimport { Mailer } from '../../infra/mailer';\nexport const a = [sql, Mailer];\n", 'server/src/modules/mail/x.ts')).toEqual([]);
    expect(await restricted("import { modules } from '../modules';\nexport const m = modules;\n", 'server/src/jobs/index.ts')).toEqual([]);
    expect(await restricted("import { startTestServer } from '../../test/server';\nexport const s = startTestServer;\n", 'server/src/db/__tests__/x.test.ts')).toEqual([]);
  });

  it("keeps the sql tag's restriction inside the layers", async () => {
    expect(await restricted("import { sql } from 'drizzle-orm';\nexport const s = sql;\n", 'server/src/modules/users/x.ts')).toHaveLength(1);
    expect(await restricted("import { sql } from 'drizzle-orm';\nexport const s = sql;\n", 'server/src/db/sql.ts')).toEqual([]);
  });
});

describe('web layers', () => {
  it('refuses an import of a layer above: app/ from a feature, a feature or app/ from lib/ and components/, components/ from lib/', async () => {
    const [message] = await restricted("import { PORTAL_TITLE } from '../../app/brand';\nexport const t = PORTAL_TITLE;\n", 'web/src/features/dashboard/x.ts');
    expect(message).toContain('features may not import a layer above it (web/src, lowest first: graphql ← lib ← components ← features ← app');
    expect(await restricted("import { x } from '../../app/router/pages';\nexport const y = x;\n", 'web/src/components/ui/x.tsx')).toHaveLength(1);
    expect(await restricted("import { x } from '../features/goals';\nexport const y = x;\n", 'web/src/lib/x.ts')).toHaveLength(1);
    expect(await restricted("import { useToast } from '../../components/ui/toasts/useToast';\nexport const u = useToast;\n", 'web/src/lib/auth/x.tsx')).toHaveLength(1);
  });

  it('refuses the entry points and the harness from every layer: ssr/, main.tsx, test/', async () => {
    expect(await restricted("import { useMountTime } from '../../ssr/firstScreen';\nexport const u = useMountTime;\n", 'web/src/components/ui/x.tsx')).toHaveLength(1);
    expect(await restricted("import { takesOver } from '../ssr/takeOver';\nexport const t = takesOver;\n", 'web/src/app/boot.tsx')).toHaveLength(1);
    expect(await restricted("import { fixture } from '../../test/fixtures';\nexport const f = fixture;\n", 'web/src/features/goals/x.ts')).toHaveLength(1);
  });

  it('allows an import of the same layer or one below, and anything in the entry points and tests', async () => {
    expect(await restricted("import { usePageTitle } from '../../lib/usePageTitle';\nexport const u = usePageTitle;\n", 'web/src/features/dashboard/x.ts')).toEqual([]);
    expect(await restricted("import { x } from '../../features/dashboard';\nexport const y = x;\n", 'web/src/app/router/x.ts')).toEqual([]);
    expect(await restricted("import { keptState } from '../../lib/keptState';\nexport const k = keptState;\n", 'web/src/components/ui/x.ts')).toEqual([]);
    expect(await restricted("import { AppRoutes } from '../app/router/AppRoutes';\nexport const a = AppRoutes;\n", 'web/src/ssr/entry-server.tsx')).toEqual([]);
    expect(await restricted("import { renderApp } from '../../test/renderApp';\nexport const r = renderApp;\n", 'web/src/features/goals/x.test.tsx')).toEqual([]);
  });
});
