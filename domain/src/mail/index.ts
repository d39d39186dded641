// Mail: the outbox's documents, delivery states and templates, the layout every mail shares, the
// interview invitation (the screening admin shows it before queueing it), the candidate's preference
// and the mail calls. The functions render the outbox's templates.
export * from './interview-email';
export * from './layout';
export * from './outbox';
export * from './preferences';
export * from './queries';
