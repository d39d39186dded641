// The Firestore side of the functions: the one database handle and transaction runner the
// stores use. Decisions reach Firestore only through the stores.
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';

export type { Transaction };

/**
 * Runs `work` in one Firestore transaction (retried by Firestore on contention: 5 attempts, or
 * `maxAttempts` for a transaction many callers run on one document at once, the interview bookings).
 */
export function inTransaction<T>(work: (tx: Transaction) => Promise<T>, maxAttempts?: number): Promise<T> {
  return maxAttempts ? db.runTransaction(work, { maxAttempts }) : db.runTransaction(work);
}

/**
 * Whether an error is the Firestore emulator's answer to a transaction that lost a lock to another
 * one: INVALID_ARGUMENT "Transaction is invalid or closed", where Firestore answers ABORTED, which
 * the SDK retries (firebase-tools #1624, #4473). Seen here with a long transaction (every entry
 * of a tally) among short ones.
 */
const isClosedByEmulator = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 3 && /Transaction is invalid or closed/.test(String(error));

/**
 * inTransaction for a transaction that reads many documents while short ones write among them:
 * runs it again (up to `attempts` times) when the emulator closed it, as Firestore's ABORTED would.
 */
export async function inLongTransaction<T>(work: (tx: Transaction) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await inTransaction(work);
    } catch (error) {
      if (attempt >= attempts || !isClosedByEmulator(error)) throw error;
    }
  }
}

/** gRPC code of Firestore's "document already exists". */
export const ALREADY_EXISTS = 6;

/** Whether an error is Firestore's refusal to create a document that exists. */
export function isAlreadyExists(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === ALREADY_EXISTS;
}

/** Deletes the document at `ref`, answering whether there was one (the erase's deletes: a missing one is a no-op). */
export async function deleteIfExists(ref: DocumentReference): Promise<boolean> {
  const existed = (await ref.get()).exists;
  await ref.delete();
  return existed;
}
