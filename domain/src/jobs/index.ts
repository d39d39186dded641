export * from './jobs';
export * from './paths';
export * from './postings';
export * from './public-pages';
export * from './queries';
export * from './admin';
export * from './application-id';
export * from './job-slug-fields';
