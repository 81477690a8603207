export * from './users';
export * from './qualifications';
export * from './projects';
export * from './portal';
export * from './reviews';
export * from './goals';
export * from './system';
