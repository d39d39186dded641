export * from './api';
export * from './user';
