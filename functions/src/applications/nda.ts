import {
  APPLICATION_ERRORS,
  COLLECTIONS,
  documentText,
  interviewSlotFor,
  NDA_DOCUMENT,
  NDA_SIGNABLE_STATUSES,
  type AuditLogEntry,
  type NdaSignature,
  type RecruitingApplication,
  type RecruitingStatus,
  type SignNdaResponse,
} from '@careers/domain';
import { createHash } from 'node:crypto';
import { HttpError } from '../http/errors';

/** SHA-256 (hex) of the exact text of the NDA version candidates sign now. */
export const NDA_SHA256 = createHash('sha256').update(documentText(NDA_DOCUMENT), 'utf8').digest('hex');

const USER_AGENT_MAX = 512;

/** What a signing request brings: who asks, for which application, and from where. */
export interface NdaSigningRequest {
  caller: { uid: string; email: string | null };
  applicationId: string;
  /** The request IP the server saw (Express `req.ip`). */
  serverIp: string | undefined;
  /** The IP the client says it has; empty when it sent none. */
  clientIp: string;
  userAgent: string | undefined;
  now: Date;
}

/** The fields a signature sets on the application. */
export type NdaSigningUpdate = Pick<
  RecruitingApplication,
  'status' | 'nda_signed' | 'nda_signed_at' | 'nda_signature' | 'interview_start' | 'interview_end' | 'updated_at'
>;

export type NdaDecision =
  | { kind: 'already_signed'; response: SignNdaResponse }
  | { kind: 'sign'; update: NdaSigningUpdate; audit: AuditLogEntry; response: SignNdaResponse };

/** An IPv4 address as IPv4 even when the socket reports it IPv4-mapped (::ffff:1.2.3.4). */
export function normalizeIp(ip: string | undefined): string | null {
  if (!ip) return null;
  return ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
}

function answer(application: Pick<RecruitingApplication, 'id' | 'status' | 'interview_start' | 'interview_end'>) {
  if (!application.interview_start || !application.interview_end) {
    // A signed application always has its interview time: this is a broken document, not bad input.
    throw new Error(`application ${application.id} is signed but has no interview time`);
  }
  return {
    success: true,
    application_id: application.id,
    status: application.status,
    nda_signed: true,
    interview_start: application.interview_start.toISOString(),
    interview_end: application.interview_end.toISOString(),
  } satisfies SignNdaResponse;
}

/**
 * Whether and what to sign. Only the caller's own application (another id answers 404, as
 * a missing one does), only in an NDA status (else 409); a signed one is answered as it is
 * stored, so a repeat changes nothing. Signing records the time, both IPs, the user agent
 * and the hash of the NDA text, and fixes the interview (next Manila day, 20:00-22:00).
 */
export function decideNdaSigning(
  application: RecruitingApplication | undefined,
  request: NdaSigningRequest,
): NdaDecision {
  if (request.applicationId !== request.caller.uid || !application) {
    throw new HttpError(404, APPLICATION_ERRORS.notFound);
  }
  if (!(NDA_SIGNABLE_STATUSES as readonly RecruitingStatus[]).includes(application.status)) {
    throw new HttpError(409, APPLICATION_ERRORS.ndaNotSignable(application.status));
  }
  if (application.nda_signed) return { kind: 'already_signed', response: answer(application) };

  const signedAt = request.now;
  const slot = interviewSlotFor(signedAt);
  const signature: NdaSignature = {
    signed_at: signedAt,
    server_ip: normalizeIp(request.serverIp),
    client_ip: request.clientIp || null,
    user_agent: request.userAgent ? request.userAgent.slice(0, USER_AGENT_MAX) : null,
    nda_version: NDA_DOCUMENT.version,
    nda_sha256: NDA_SHA256,
  };
  const update: NdaSigningUpdate = {
    status: 'meeting_scheduled',
    nda_signed: true,
    nda_signed_at: signedAt,
    nda_signature: signature,
    interview_start: slot.start,
    interview_end: slot.end,
    updated_at: signedAt,
  };
  const audit: AuditLogEntry = {
    action: 'nda_signed',
    actor_uid: request.caller.uid,
    actor_email: request.caller.email,
    target: { collection: COLLECTIONS.applications, id: application.id },
    from: application.status,
    to: update.status,
    at: signedAt,
  };
  return { kind: 'sign', update, audit, response: answer({ id: application.id, ...update }) };
}
