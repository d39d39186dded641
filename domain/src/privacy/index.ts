export * from './erase';
export * from './export';
export * from './identity';
export * from './paths';
export * from './queries';
export * from './self-identification';
export * from './fairness';
export * from './fairness-summary';
