export * from './api';
export * from './collections';
export * from './company';
export * from './emulator';
export * from './user';
export * from './validation';
