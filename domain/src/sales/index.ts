export * from './constants';
export * from './sales';
