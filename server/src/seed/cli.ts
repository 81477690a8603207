/**
 * npm run seed -- [--employees N] [--reset] [--today YYYY-MM-DD] [--seed TEXT]
 *
 * Opens the configured database (DATABASE_URL, else the embedded PGlite under DATA_DIR),
 * applies migrations and seeds the demo company. Refuses to touch a database that already has
 * users unless --reset is given, which empties every application table first.
 */
import { clock, ROLE_LABELS, setClock } from '@portal/common';
import { clockSettingOf, ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { users } from '../db/schema';
import { DEFAULT_EMPLOYEES, seedDemo } from './demo';
import { truncateApplicationTables } from './reset';

interface Args {
  employees: number;
  reset: boolean;
  today?: string;
  seed?: string;
}

const USAGE = 'Usage: npm run seed -- [--employees N] [--reset] [--today YYYY-MM-DD] [--seed TEXT]';

class UsageError extends Error {}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { employees: DEFAULT_EMPLOYEES, reset: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new UsageError(`${flag} needs a value.`);
      return v;
    };
    switch (flag) {
      case '--employees': {
        const n = Number(value());
        if (!Number.isInteger(n) || n <= 0) throw new UsageError('--employees must be a positive whole number.');
        args.employees = n;
        break;
      }
      case '--reset':
        args.reset = true;
        break;
      case '--today':
        args.today = value();
        break;
      case '--seed':
        args.seed = value();
        break;
      case '--help':
      case '-h':
        console.log(USAGE);
        process.exit(0);
        break;
      default:
        throw new UsageError(`Unknown argument "${argv[i]}".`);
    }
  }
  return args;
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  setClock(clockSettingOf(config));
  const database = await openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: 2 } : { kind: 'pglite', dir: config.pgliteDir },
  );
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.pgliteDir}`;
  try {
    const applied = await migrate(database.db);
    console.log(`Database: ${where}; ${applied.length} migration(s) applied.`);
    if (args.reset) {
      const tables = await truncateApplicationTables(database.db);
      console.log(`Reset: emptied ${tables.length} application tables (schema_migrations kept).`);
    } else {
      const existing = await database.db.select({ id: users.id }).from(users).limit(1);
      if (existing.length > 0) {
        console.error('The database already has users; nothing was changed. Run with --reset to empty every application table and seed again.');
        return 1;
      }
    }
    const result = await seedDemo(database.db, {
      employees: args.employees,
      demoPassword: config.DEMO_PASSWORD,
      // The company's calendar day, so expiry windows match what the office sees.
      today: args.today ?? clock.today(),
      seed: args.seed,
      log: (message) => console.log(`  ${message}`),
    });
    console.log('\nRecords:');
    for (const [name, count] of Object.entries(result.counts)) console.log(`  ${name.padEnd(22)} ${count}`);
    console.log('\nDemo logins (one per role):');
    for (const login of result.logins) {
      console.log(`  ${ROLE_LABELS[login.role].padEnd(17)} ${login.email.padEnd(28)} employee #${login.employeeNumber}`);
    }
    const origin = result.passwordGenerated ? 'generated for this run; set DEMO_PASSWORD to choose one' : 'from DEMO_PASSWORD';
    console.log(`\nPassword for all five (${origin}): ${result.password}`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message}\n${USAGE}`);
    else if (error instanceof ConfigError) console.error(error.message);
    else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
