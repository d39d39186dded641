export * from './audit';
export * from './collections';
export * from './company';
export * from './emulator';
export * from './hash';
export * from './routes';
export * from './serialize';
