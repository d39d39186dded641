// Mail: the outbox's documents and delivery states, and the interview invitation (the screening
// admin shows it before queueing it; the functions render the outbox's templates).
export * from './interview-email';
export * from './outbox';
