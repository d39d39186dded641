export * from './api';
export * from './user';
export * from './queries';
