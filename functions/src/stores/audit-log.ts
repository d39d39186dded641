// auditLog: who changed what. Entries are appended in the same transaction as the change.
import { COLLECTIONS, type AuditLogEntry } from '@careers/domain/shared';
import { db } from '../lib/firebase';
import { converter } from './converter';
import type { Transaction } from './firestore';

const auditLog = () => db.collection(COLLECTIONS.auditLog).withConverter(converter<AuditLogEntry>());

/** Appends an entry within `tx`. */
export function appendAuditEntry(tx: Transaction, entry: AuditLogEntry): void {
  tx.create(auditLog().doc(), entry);
}
