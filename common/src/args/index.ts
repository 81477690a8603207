/**
 * Every operation's argument schemas, by domain (decision 0146): the server declares its
 * operations with them and a dialog validates with the same ones. A test
 * (scripts/operationArgs.test.mjs) refuses an argument schema declared in a module's index.ts.
 */
export * from './wire';
export * from './accounts';
export * from './audit';
export * from './files';
export * from './foundation';
export * from './goals';
export * from './portal';
export * from './projects';
export * from './qualifications';
export * from './reports';
export * from './reviews';
export * from './search';
export * from './settings';
