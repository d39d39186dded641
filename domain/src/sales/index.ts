export * from './sales';
