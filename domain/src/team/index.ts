export * from './roles';
export * from './queries';
