export * from './jobs';
export * from './postings';
export * from './public-pages';
export * from './queries';
export * from './admin';
