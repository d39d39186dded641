// The Firestore side of the functions: the one database handle and transaction runner the
// stores use. Decisions reach Firestore only through the stores.
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';

export type { Transaction };

/** Runs `work` in one Firestore transaction (retried by Firestore on contention). */
export function inTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.runTransaction(work);
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
