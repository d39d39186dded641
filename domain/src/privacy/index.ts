export * from './erase';
export * from './export';
export * from './paths';
export * from './queries';
