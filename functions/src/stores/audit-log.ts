// auditLog: who changed what. Entries are appended in the same transaction as the change.
import { auditEntriesAboutQueries } from '@careers/domain/privacy';
import { COLLECTIONS, type AuditLogEntry } from '@careers/domain/shared';
import { db } from '../lib/firebase';
import { converter } from './converter';
import type { Transaction } from './firestore';
import { createOnce } from './once';
import { describedQuery } from './query';

const auditLog = () => db.collection(COLLECTIONS.auditLog).withConverter(converter<AuditLogEntry>());

/** Appends an entry within `tx`, under `id` when the caller made one first (newAuditEntryId), else a new id. */
export function appendAuditEntry(tx: Transaction, entry: AuditLogEntry, id?: string): void {
  tx.create(id === undefined ? auditLog().doc() : auditLog().doc(id), entry);
}

/** A new entry id, made before the entry (a request's key: the interview invitation's). */
export function newAuditEntryId(): string {
  return auditLog().doc().id;
}

/** An entry with its id. */
export interface StoredAuditEntry {
  id: string;
  entry: AuditLogEntry;
}

/**
 * The entries about a person: made by `uid`, about a document whose id is one of `targetIds`, or
 * made by an account with one of `emails`; each once, oldest first.
 */
export async function auditEntriesAbout(
  uid: string,
  targetIds: string[],
  emails: string[],
): Promise<StoredAuditEntry[]> {
  const queries = auditEntriesAboutQueries(uid, targetIds, emails);
  const answers = await Promise.all(queries.map((description) => describedQuery(auditLog(), description).get()));
  const byId = new Map<string, AuditLogEntry>();
  for (const answer of answers) for (const doc of answer.docs) byId.set(doc.id, doc.data());
  return [...byId]
    .map(([id, entry]) => ({ id, entry }))
    .sort((a, b) => a.entry.at.getTime() - b.entry.at.getTime() || a.id.localeCompare(b.id));
}

/** The entry `id` read within `tx`. */
export async function readAuditEntryIn(tx: Transaction, id: string): Promise<AuditLogEntry | undefined> {
  return (await tx.get(auditLog().doc(id))).data();
}

/** Replaces the entry `id` within `tx` (the erase's pseudonymisation: the only rewrite of the log). */
export function replaceAuditEntryIn(tx: Transaction, id: string, entry: AuditLogEntry): void {
  tx.set(auditLog().doc(id), entry);
}

/** Appends `entry` under the deterministic id `id` unless it is there: true when this call wrote it. */
export function appendAuditEntryOnce(id: string, entry: AuditLogEntry): Promise<boolean> {
  return createOnce(auditLog().doc(id), entry);
}
