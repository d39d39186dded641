import {
  APPLICATION_ERRORS,
  canSignNda,
  interviewSlotFor,
  NDA_DOCUMENT,
  seatIdFor,
  windowIdFor,
  type InterviewSlot,
  type NdaSignature,
  type RecruitingApplication,
  type SignNdaResponse,
} from '@careers/domain/recruiting';
import { auditEntry, COLLECTIONS, documentSha256, type Actor, type AuditLogEntry } from '@careers/domain/shared';
import { appendAuditEntry } from '../../stores/audit-log';
import { inTransaction } from '../../stores/firestore';
import { readJobTitleIn } from '../../stores/jobs';
import { isDocumentId } from '../../stores/document-id';
import { readApplication, readApplicationIn, updateApplicationIn } from '../../stores/recruiting-applications';
import { conflict, notFound, ok, type Outcome } from '../../outcome';
import { applicationMailBase, prepareMailsIn, type CandidateMail } from '../mail/queue';
import {
  bookPlaceIn,
  confirmCapacityIn,
  earliestFreePlace,
  interviewMailData,
  seatFor,
  withPlaceClaim,
} from './interview-places';
import { readSchedule } from '../../stores/interviews';

const USER_AGENT_MAX = 512;
const FORWARDED_FOR_MAX = 1024;

/** What a signing request brings: who asks, for which application, and from where. */
export interface NdaSigningRequest {
  actor: Actor;
  applicationId: string;
  /** The address the platform saw (http/client-address.ts), null when it gave none. */
  serverIp: string | null;
  /** The raw X-Forwarded-For header, or null. */
  forwardedFor: string | null;
  userAgent: string | undefined;
  /** SHA-256 of the NDA text shown (documentSha256(NDA_DOCUMENT)). */
  ndaSha256: string;
  now: Date;
}

/** The fields a signature sets on the application. */
export type NdaSigningUpdate = Pick<
  RecruitingApplication,
  | 'status'
  | 'nda_signed'
  | 'nda_signed_at'
  | 'nda_signature'
  | 'interview_start'
  | 'interview_end'
  | 'interview_window_id'
  | 'interview_sequence'
  | 'updated_at'
>;

export type NdaDecision =
  | { kind: 'already_signed'; response: SignNdaResponse }
  | { kind: 'sign'; update: NdaSigningUpdate; audit: AuditLogEntry; response: SignNdaResponse };

function answer(application: Pick<RecruitingApplication, 'id' | 'status' | 'interview_start' | 'interview_end'>) {
  // A signed application has its interview time unless the candidate cancelled it (or, on the
  // busiest days, no window of the booking horizon had room): then the times are null.
  return {
    success: true,
    application_id: application.id,
    status: application.status,
    nda_signed: true,
    interview_start: application.interview_start?.toISOString() ?? null,
    interview_end: application.interview_end?.toISOString() ?? null,
  } satisfies SignNdaResponse;
}

/**
 * Whether and what to sign. Only the caller's own application (another id is not found, as a
 * missing one is), only in an NDA status (else a conflict); a signed one is answered as it is
 * stored, so a repeat changes nothing. Signing records the time, the address the platform saw and
 * the raw X-Forwarded-For chain, the user agent and
 * the hash of the NDA text, and books the interview: `window`, the earliest window with room
 * from the next Manila day on (interviews.ts, read in the signing's transaction; null when none has
 * room); without one given, the specification's window (next Manila day, 20:00-22:00).
 */
export function decideNdaSigning(
  application: RecruitingApplication | undefined,
  request: NdaSigningRequest,
  window?: InterviewSlot | null,
): Outcome<NdaDecision> {
  if (!application || application.id !== request.applicationId || application.user_id !== request.actor.uid) {
    return notFound(APPLICATION_ERRORS.notFound);
  }
  if (!canSignNda(application.status)) return conflict(APPLICATION_ERRORS.ndaNotSignable(application.status));
  if (application.nda_signed) return ok({ kind: 'already_signed', response: answer(application) });

  const signedAt = request.now;
  const slot = window === undefined ? interviewSlotFor(signedAt) : window;
  const signature: NdaSignature = {
    signed_at: signedAt,
    server_ip: request.serverIp,
    forwarded_for: request.forwardedFor ? request.forwardedFor.slice(0, FORWARDED_FOR_MAX) : null,
    // What a browser's own IP lookup claimed, recorded by older signatures; the client's
    // value is ignored now (the browser asks no third party), so new signatures store none.
    client_claimed_ip: null,
    user_agent: request.userAgent ? request.userAgent.slice(0, USER_AGENT_MAX) : null,
    nda_version: NDA_DOCUMENT.version,
    nda_sha256: request.ndaSha256,
  };
  const update: NdaSigningUpdate = {
    status: 'meeting_scheduled',
    nda_signed: true,
    nda_signed_at: signedAt,
    nda_signature: signature,
    interview_start: slot?.start ?? null,
    interview_end: slot?.end ?? null,
    interview_window_id: slot ? windowIdFor(slot.start) : null,
    interview_sequence: 0,
    updated_at: signedAt,
  };
  const audit = auditEntry({
    action: 'nda_signed',
    actor: request.actor,
    target: { collection: COLLECTIONS.recruitingApplications, id: application.id },
    from: application.status,
    to: update.status,
    at: signedAt,
  });
  return ok({ kind: 'sign', update, audit, response: answer({ id: application.id, ...update }) });
}

/**
 * The mails a signature sends, both essential: the signed NDA's copy (the PDF is made at delivery
 * from this data) and the interview it scheduled (with its calendar file); keyed by the
 * application's creation, as an application is signed once.
 */
export function ndaMails(
  application: RecruitingApplication,
  update: NdaSigningUpdate,
  actor: Actor,
  jobTitle: string,
): CandidateMail[] {
  const common = applicationMailBase(application, actor, update.updated_at);
  const mails: CandidateMail[] = [];
  if (update.nda_signature) {
    mails.push({
      ...common,
      template: 'nda_signed',
      data: {
        name: application.name,
        document_title: NDA_DOCUMENT.title,
        document_version: update.nda_signature.nda_version,
        document_sha256: update.nda_signature.nda_sha256,
        signed_at: update.nda_signature.signed_at.toISOString(),
      },
    });
  }
  if (update.interview_start && update.interview_end) {
    mails.push({
      ...common,
      template: 'interview_scheduled',
      data: interviewMailData(application, { start: update.interview_start, end: update.interview_end }, 0, jobTitle),
    });
  }
  return mails;
}

/** Signs the NDA of the caller's application (see decideNdaSigning) in one transaction, with its audit entry and mails. */
export async function signNda(
  request: Omit<NdaSigningRequest, 'now' | 'ndaSha256'>,
  clock: () => Date = () => new Date(),
): Promise<Outcome<SignNdaResponse>> {
  const ndaSha256 = await documentSha256(NDA_DOCUMENT);
  const signable = (application: RecruitingApplication | undefined): application is RecruitingApplication =>
    !!application &&
    application.id === request.applicationId &&
    application.user_id === request.actor.uid &&
    !application.nda_signed &&
    canSignNda(application.status);
  // The place is chosen before the transaction (the earliest window with a free place) and created
  // in it; another signature that took it first makes this one choose again (withPlaceClaim).
  return withPlaceClaim(async () => {
    if (!isDocumentId(request.applicationId)) return notFound(APPLICATION_ERRORS.notFound);
    const place = signable(await readApplication(request.applicationId))
      ? await earliestFreePlace(await readSchedule(), clock())
      : null;
    return inTransaction(async (tx) => {
      await confirmCapacityIn(tx, place);
      const now = clock();
      const application = await readApplicationIn(tx, request.applicationId);
      const booked = signable(application) ? place : null;
      const decision = decideNdaSigning(application, { ...request, ndaSha256, now }, booked?.window ?? null);
      if (!decision.ok) return decision;
      if (decision.value.kind === 'sign') {
        const jobTitle = await readJobTitleIn(tx, application!.job_slug);
        const queueMails = await prepareMailsIn(
          tx,
          ndaMails(application!, decision.value.update, request.actor, jobTitle),
        );
        if (booked) bookPlaceIn(tx, seatFor(booked, request.applicationId, now));
        updateApplicationIn(tx, request.applicationId, {
          ...decision.value.update,
          interview_seat_id: booked ? seatIdFor(booked.window.id, booked.seat) : null,
        });
        queueMails();
        appendAuditEntry(tx, decision.value.audit);
      }
      return ok(decision.value.response);
    });
  });
}
