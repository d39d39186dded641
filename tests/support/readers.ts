// Reads through the Admin SDK (bypassing rules): what the server stored, for assertions.
import { COLLECTIONS } from '@careers/domain';
import { adminDb } from './admin-app';

/** recruitingApplications/{uid} as stored (Timestamps), or undefined. */
export const storedApplication = async (uid: string) =>
  (await adminDb.collection(COLLECTIONS.recruitingApplications).doc(uid).get()).data();

/** The audit-log entries about an application. */
export const auditEntries = async (uid: string) =>
  (await adminDb.collection(COLLECTIONS.auditLog).where('target.id', '==', uid).get()).docs.map((d) => d.data());
