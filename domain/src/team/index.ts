export * from './roles';
export * from './queries';
export * from './hiring-team';
export * from './scorecards';
export * from './panels';
