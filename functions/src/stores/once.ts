// The two idempotency guards every trigger uses: Firestore delivers an event at least once (and a
// retry may run beside the first delivery), so what a trigger does must happen once however many
// times it runs. Both decide inside a transaction.
import type { DocumentReference, UpdateData } from 'firebase-admin/firestore';
import { inTransaction, type Transaction } from './firestore';

/**
 * Creates the document at `ref` (a deterministic id: derived from what caused it) unless one is
 * there already. True when this call created it; false when an earlier or concurrent run did.
 * `alongside` writes more in the same transaction (an audit entry), only when it creates.
 */
export function createOnce<T extends object>(
  ref: DocumentReference<T>,
  data: T,
  alongside?: (tx: Transaction) => void,
): Promise<boolean> {
  return inTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) return false;
    tx.create(ref, data);
    alongside?.(tx);
    return true;
  });
}

/**
 * Claims the work a document asks for: when its state field `field` holds one of `from`, it is set
 * to `to` (with `extra`) and the document as it was is answered; otherwise (another run claimed it,
 * or it is done) null. Only the run that gets the document back does the work. `alongside` writes
 * what must change with the claim (a mirror, a derived document) in the same transaction.
 */
export function claimState<T extends object, K extends keyof T & string>(
  ref: DocumentReference<T>,
  field: K,
  from: readonly T[K][],
  to: T[K],
  extra: Partial<T> = {},
  alongside?: (tx: Transaction, claimed: T) => void,
): Promise<T | null> {
  return inTransaction(async (tx) => {
    const data = (await tx.get(ref)).data();
    if (!data || !from.includes(data[field])) return null;
    tx.update(ref, { ...extra, [field]: to } as UpdateData<T>);
    alongside?.(tx, data);
    return data;
  });
}
