export * from './roles';
export * from './queries';
export * from './hiring-team';
