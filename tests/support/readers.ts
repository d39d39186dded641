// Reads through the Admin SDK (bypassing rules): what the server stored, for assertions.
import type { OutboxMail } from '@careers/domain/mail';
import { COLLECTIONS, timestampsToDates, type AuditLogEntry, type HasDate } from '@careers/domain/shared';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './admin-app';

/** recruitingApplications/{uid} as stored (Timestamps), or undefined. */
export const storedApplication = async (uid: string) =>
  (await adminDb.collection(COLLECTIONS.recruitingApplications).doc(uid).get()).data();

/** The offers of an application as stored (its hire's, and any earlier). */
export const storedOffersOf = async (applicationId: string) =>
  (await adminDb.collection(COLLECTIONS.offers).where('application_id', '==', applicationId).get()).docs.map((d) =>
    d.data(),
  );

/** The audit-log entries about an application. */
export const auditEntries = async (uid: string) =>
  (await adminDb.collection(COLLECTIONS.auditLog).where('target.id', '==', uid).get()).docs.map((d) => d.data());

/** The audit-log entries about a document, each with its id. */
export const auditEntriesWithIds = async (targetId: string) =>
  (await adminDb.collection(COLLECTIONS.auditLog).where('target.id', '==', targetId).get()).docs.map((d) => ({
    id: d.id,
    ...(d.data() as AuditLogEntry),
  }));

/** screeningApplications/{uid} as stored (Timestamps), or undefined. */
export const storedScreeningApplication = async (uid: string) =>
  (await adminDb.collection(COLLECTIONS.screeningApplications).doc(uid).get()).data();

/** The assessment runs of a screening application, in order. */
export const storedAssessmentRuns = async (uid: string) =>
  (
    await adminDb
      .collection(COLLECTIONS.screeningApplications)
      .doc(uid)
      .collection(COLLECTIONS.screeningAssessments)
      .orderBy('number')
      .get()
  ).docs.map((d) => d.data());

/** screeningStatus/{uid}, the candidate's mirror, or undefined. */
export const storedScreeningStatus = async (uid: string) =>
  (await adminDb.collection(COLLECTIONS.screeningStatus).doc(uid).get()).data();

/** screeningDrafts/{uid}, or undefined. */
export const storedScreeningDraft = async (uid: string) =>
  (await adminDb.collection(COLLECTIONS.screeningDrafts).doc(uid).get()).data();

/** mail/{id} as stored, its Timestamps as Dates (what the functions' converter reads), or undefined. */
export const storedMail = async (id: string) => {
  const data = (await adminDb.collection(COLLECTIONS.mail).doc(id).get()).data();
  return data && (timestampsToDates(data, (value): value is HasDate => value instanceof Timestamp) as OutboxMail);
};
