// The product's rules, shared by web and functions, by area: what every area shares (http,
// shared, users, jobs), then recruiting, offers, sales and screening. No Firebase imports.
export * from './http';
export * from './jobs';
export * from './mail';
export * from './offers';
export * from './recruiting';
export * from './sales';
export * from './screening';
export * from './shared';
export * from './users';
