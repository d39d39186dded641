// Firestore side of the application endpoints: each call reads and writes in one
// transaction (or one atomic create), around the pure decisions beside this file.
import {
  APPLICATION_ERRORS,
  COLLECTIONS,
  type AdminRecruitingStatus,
  type ApplicationSubmission,
  type AuditLogEntry,
  type RecruitingApplication,
} from '@careers/domain';
import { HttpError } from '../http/errors';
import { converter } from '../lib/converter';
import { isDocumentId } from '../lib/document-id';
import { db } from '../lib/firebase';
import { decideNdaSigning, type NdaSigningRequest } from './nda';
import { decideStatusChange } from './status-change';
import { newApplication } from './submission';

/** gRPC code of Firestore's "document already exists". */
const ALREADY_EXISTS = 6;

const applications = () => db.collection(COLLECTIONS.applications).withConverter(converter<RecruitingApplication>());
const auditLog = () => db.collection(COLLECTIONS.auditLog).withConverter(converter<AuditLogEntry>());

/** applications/{uid}, or undefined before the user applied. */
export async function readApplication(uid: string): Promise<RecruitingApplication | undefined> {
  return (await applications().doc(uid).get()).data();
}

/**
 * Stores the user's application with an atomic create, so of two submissions (even
 * concurrent ones) exactly one is stored and the other answers 409.
 */
export async function submitApplication(uid: string, submission: ApplicationSubmission) {
  const application = newApplication(uid, submission, new Date());
  try {
    await applications().doc(uid).create(application);
  } catch (err) {
    if ((err as { code?: unknown }).code === ALREADY_EXISTS)
      throw new HttpError(409, APPLICATION_ERRORS.alreadySubmitted);
    throw err;
  }
  return application;
}

/** Signs the NDA of the caller's application (see decideNdaSigning), with its audit entry. */
export async function signNda(request: Omit<NdaSigningRequest, 'now'>) {
  const ref = applications().doc(request.caller.uid);
  return db.runTransaction(async (tx) => {
    const decision = decideNdaSigning((await tx.get(ref)).data(), { ...request, now: new Date() });
    if (decision.kind === 'sign') {
      tx.update(ref, decision.update);
      tx.create(auditLog().doc(), decision.audit);
    }
    return decision.response;
  });
}

/** An admin's status change (see decideStatusChange), with its audit entry; `id` comes from the URL. */
export async function changeApplicationStatus(
  id: unknown,
  to: AdminRecruitingStatus,
  actor: { uid: string; email: string | null },
) {
  if (!isDocumentId(id)) throw new HttpError(404, APPLICATION_ERRORS.notFound);
  const ref = applications().doc(id);
  return db.runTransaction(async (tx) => {
    const change = decideStatusChange((await tx.get(ref)).data(), to, actor, new Date());
    tx.update(ref, change.update);
    tx.create(auditLog().doc(), change.audit);
    return change.application;
  });
}
