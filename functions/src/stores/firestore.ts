// The Firestore side of the functions: the one database handle and transaction runner the
// stores use. Decisions reach Firestore only through the stores.
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';

export type { Transaction };

/**
 * Whether an error is the Firestore emulator's answer to a transaction that lost a lock to another
 * one: INVALID_ARGUMENT "Transaction is invalid or closed", where Firestore answers ABORTED, which
 * the SDK retries (firebase-tools #1624, #4473). Seen here with a long transaction (every entry
 * of a tally) among short ones, and with two "Send again" of one mail at once under load.
 */
const isClosedByEmulator = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 3 && /Transaction is invalid or closed/.test(String(error));

/** How many times a transaction the database closed under it is run again. */
const CLOSED_ATTEMPTS = 5;

/**
 * Runs `work` in one Firestore transaction: retried by Firestore on contention (5 attempts, or
 * `maxAttempts` for a transaction many callers run on one document at once, the interview
 * bookings), and run again, up to 5 times, when the database closed it under us, as its ABORTED
 * would be (`work` reads everything again, as on any retry).
 */
export async function inTransaction<T>(work: (tx: Transaction) => Promise<T>, maxAttempts?: number): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await (maxAttempts ? db.runTransaction(work, { maxAttempts }) : db.runTransaction(work));
    } catch (error) {
      if (attempt >= CLOSED_ATTEMPTS || !isClosedByEmulator(error)) throw error;
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
