export * from './paths';
export * from './statuses';
