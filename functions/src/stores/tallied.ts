// The writes of a counted collection (recruiting and screening applications) keep its dashboard's
// tally in the same transaction (stores/tallies.ts, countInTallyIn): a transaction reads the document
// with what its tally counted for it, and each create, update or delete that follows moves the tally
// by the difference. The stores of those collections write only through this, and so it is also
// where an application's stage history is kept (`stamp`): in the transaction of every change.
import { type TallySource } from '@careers/domain/shared';
import type { DocumentData, DocumentReference, UpdateData } from 'firebase-admin/firestore';
import type { Transaction } from './firestore';
import { countInTallyIn, readTallyEntryIn } from './tallies';

/** Reads and writes of the documents of `source`, within transactions, that keep its tally. */
export function talliedDocuments<T extends DocumentData & { id: string }>(
  source: TallySource<T>,
  ref: (id: string) => DocumentReference<T>,
  /** The fields a write of the document adds, from the document as the write leaves it and the time of the change. */
  stamp: (after: T, now: Date, created: boolean) => Partial<T> | null = () => null,
) {
  const timeOf = (update: Partial<T>): Date => {
    const at: unknown = update.updated_at;
    return at instanceof Date ? at : new Date();
  };
  /** What each transaction read (and then wrote) of each document: what an update applies to. */
  const seen = new WeakMap<Transaction, Map<string, T | undefined>>();
  const remember = (tx: Transaction, id: string, data: T | undefined) => {
    const known = seen.get(tx) ?? new Map<string, T | undefined>();
    known.set(id, data);
    seen.set(tx, known);
  };
  const before = (tx: Transaction, id: string): T => {
    const data = seen.get(tx)?.get(id);
    if (!data)
      throw new Error(`${source.collection}/${id}: read it in this transaction (and find it) before updating it`);
    return data;
  };
  return {
    /** The document `id` within `tx`, read with what its tally counts for it. */
    async readIn(tx: Transaction, id: string): Promise<T | undefined> {
      const [snapshot] = await Promise.all([tx.get(ref(id)), readTallyEntryIn(tx, source.area, id)]);
      const data = snapshot.data();
      remember(tx, id, data);
      return data;
    },
    /** Creates the document within `tx` (the transaction read that there is none) and counts it. */
    createIn(tx: Transaction, document: T): void {
      const created = { ...document, ...stamp(document, timeOf(document), true) };
      tx.create(ref(document.id), created);
      countInTallyIn(tx, source, document.id, created);
      remember(tx, document.id, created);
    },
    /** Updates fields of the document `id` within `tx` and counts it as it then is. */
    updateIn(tx: Transaction, id: string, update: Partial<T>): void {
      const stamped = { ...update, ...stamp({ ...before(tx, id), ...update }, timeOf(update), false) };
      const after = { ...before(tx, id), ...stamped };
      tx.update(ref(id), stamped as UpdateData<T>);
      countInTallyIn(tx, source, id, after);
      remember(tx, id, after);
    },
    /** Deletes the document `id` within `tx` and takes it out of the tally: whether it was counted. */
    deleteIn(tx: Transaction, id: string): boolean {
      tx.delete(ref(id));
      const delta = countInTallyIn(tx, source, id, undefined);
      remember(tx, id, undefined);
      return Object.keys(delta).length > 0;
    },
  };
}
