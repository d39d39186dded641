export * from './application';
export * from './countries';
export * from './criteria';
export * from './documents';
export * from './interview';
export * from './schemas';
export * from './statuses';
export * from './steps';
