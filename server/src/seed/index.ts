/** The demo company and scale generator (see demo.ts); the CLI is cli.ts. */
export { DEFAULT_EMPLOYEES, generateDemoPassword, seedDemo, type SeedOptions, type SeedResult } from './demo';
export { DEMO_LOGINS } from './people';
export { truncateApplicationTables } from './reset';
