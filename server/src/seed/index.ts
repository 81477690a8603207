/** The demo company and scale generator (see demo.ts); the CLI is cli.ts. */
export {   seedDemo,   } from './demo';
export { DEMO_LOGINS } from './people';
export { truncateApplicationTables } from './reset';
