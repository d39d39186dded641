export * from './api';
export * from './http-error';
export * from './validation';
export * from './bulk';
export * from './paging';
