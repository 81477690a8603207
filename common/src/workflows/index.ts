export * from './workflow';
export * from './evaluation';
export * from './goal';
export * from './followUp';
