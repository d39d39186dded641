// Mail: the outbox's documents and delivery states, and the templates it renders.
export * from './interview-email';
export * from './outbox';
export * from './templates';
