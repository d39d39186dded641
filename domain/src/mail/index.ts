// Mail: the outbox's documents, delivery states and templates, the layout every mail shares, the
// interview invitation (the screening admin shows it before queueing it), the candidate's preference
// and the mail calls; the delivery's states, retries and sweep (delivery.ts) and the admins' view of
// them (admin.ts). The functions render the outbox's templates.
export * from './admin';
export * from './delivery';
export * from './interview-email';
export * from './layout';
export * from './outbox';
export * from './preference-schemas';
export * from './preferences';
export * from './queries';
