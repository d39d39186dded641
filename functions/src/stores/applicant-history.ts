// applicantHistory/{applicant key}: what an erase keeps of a person's last recruiting and screening
// decisions (their date and outcome, nothing else), under the keyed hash of their Google account
// (domain/src/privacy/identity.ts), so an erase is no way to apply again before the re-application
// period ends. Written by functions only; no rules match it, so no client reads or writes it. A TTL
// policy on `expire_at` deletes it when the last period ends.
import { type ApplicantHistory } from '@careers/domain/privacy';
import { COLLECTIONS } from '@careers/domain/shared';
import { db } from '../lib/firebase';
import { converter } from './converter';
import type { Transaction } from './firestore';

const history = () => db.collection(COLLECTIONS.applicantHistory).withConverter(converter<ApplicantHistory>());

/** The history kept under `key` (within `tx`), or undefined. */
export async function readApplicantHistoryIn(tx: Transaction, key: string): Promise<ApplicantHistory | undefined> {
  return (await tx.get(history().doc(key))).data();
}

/** Writes the history kept under `key` within `tx`. */
export function writeApplicantHistoryIn(tx: Transaction, key: string, record: ApplicantHistory): void {
  tx.set(history().doc(key), record);
}

/** The history kept under `key`, or undefined (tests and the export's account of what is kept). */
export async function readApplicantHistory(key: string): Promise<ApplicantHistory | undefined> {
  return (await history().doc(key).get()).data();
}
