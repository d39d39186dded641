export * from './analytics';
export * from './schemas';
export * from './stages';
