// The candidate's acts on their offer: sign a document, accept, reject. Each decision is pure;
// each command runs it in one Firestore transaction with its audit entry, reading the offer and
// its application, so of concurrent acts on one offer each is judged against the state the one
// before it left (an accept and a reject at once end in exactly one of them; an accept racing the
// admin's move off `hired` sees either the open offer of a hired application or the withdrawn one).
// An accept or a reject also stamps the application's stage history, in the same transaction.
import { offerDecisionUpdate } from '@careers/domain/analytics';
import {
  isTerminalOfferStatus,
  nextDocument,
  OFFER_DOC_NAMES,
  OFFER_DOC_TYPES,
  OFFER_DOCUMENTS,
  OFFER_ERRORS,
  OFFER_MESSAGES,
  offerResponse,
  SIGNED_FLAG,
  startDateFor,
  type Offer,
  type OfferActorEvidence,
  type OfferDecision,
  type OfferDocType,
  type OfferResponse,
  type OfferSignature,
} from '@careers/domain/offers';
import { type RecruitingApplication } from '@careers/domain/recruiting';
import { auditEntry, COLLECTIONS, type Actor, type AuditLogEntry } from '@careers/domain/shared';
import { conflict, notFound, ok, type Outcome } from '../../outcome';
import { documentSha256Of } from '../../queries/offers';
import { appendAuditEntry } from '../../stores/audit-log';
import { isDocumentId } from '../../stores/document-id';
import { inTransaction } from '../../stores/firestore';
import { readOffer, readOfferIn, updateOfferIn } from '../../stores/offers';
import { readApplicationIn, updateApplicationIn } from '../../stores/recruiting-applications';
import { prepareMailsIn, type CandidateMail } from '../mail/queue';
import { offerMail } from './mails';

const USER_AGENT_MAX = 512;

/** Who acts on which offer, from where, and when. */
export interface OfferRequest {
  actor: Actor;
  /** The account's email when its provider verified it, else null. */
  verifiedEmail: string | null;
  offerId: string;
  /** The address the platform saw (never a client-written one), or null. */
  ip: string | null;
  /** The raw X-Forwarded-For header, or null. */
  forwardedFor: string | null;
  userAgent: string | undefined;
  now: Date;
}

/** The document text a sign request says the browser displayed. */
export interface ShownDocument {
  version: string;
  sha256: string;
}

/** A change a decision makes: the fields to update, the audit entry and the mail; none for an idempotent repeat. */
export interface OfferChange {
  update: Partial<Offer> | null;
  audit: AuditLogEntry | null;
  mail?: CandidateMail;
}

const FORWARDED_FOR_MAX = 1024;

/** Who acted and from where, as a signature or decision records it. */
function evidenceOf(request: OfferRequest): OfferActorEvidence {
  return {
    signer_uid: request.actor.uid,
    signer_email: request.verifiedEmail,
    server_ip: request.ip,
    forwarded_for: request.forwardedFor ? request.forwardedFor.slice(0, FORWARDED_FOR_MAX) : null,
    user_agent: request.userAgent ? request.userAgent.slice(0, USER_AGENT_MAX) : null,
  };
}

/**
 * The caller's offer, still open to them: not found unless it is theirs (another user's offer is
 * not told apart from a missing one); a conflict once decided or withdrawn, or when its
 * application is no longer `hired` (read in the same transaction).
 */
function openOwnOffer(
  offer: Offer | undefined,
  application: Pick<RecruitingApplication, 'status'> | undefined,
  request: OfferRequest,
): Outcome<Offer> {
  if (!offer || offer.user_id !== request.actor.uid) return notFound(OFFER_MESSAGES.notFound);
  if (isTerminalOfferStatus(offer.status)) return conflict(OFFER_ERRORS.decided(offer.status));
  if (application?.status !== 'hired') return conflict(OFFER_ERRORS.notHired);
  return ok(offer);
}

const audited = (offer: Offer, request: OfferRequest, action: AuditLogEntry['action'], to: string, detail?: string) =>
  auditEntry({
    action,
    actor: request.actor,
    target: { collection: COLLECTIONS.offers, id: offer.id },
    from: offer.status,
    to,
    at: request.now,
    detail: detail ?? null,
  });

/**
 * Signing `docType` with the typed name: only the caller's open offer of a hired application,
 * only the next document in order, and only the text the server has now (the version and SHA-256
 * the browser displayed must be the current ones); a document signed already answers as it is.
 */
export function decideSigning(
  found: Offer | undefined,
  application: Pick<RecruitingApplication, 'status'> | undefined,
  request: OfferRequest,
  docType: OfferDocType,
  signedName: string,
  shown: ShownDocument,
  current: ShownDocument,
): Outcome<OfferChange> {
  const open = openOwnOffer(found, application, request);
  if (!open.ok) return open;
  const offer = open.value;
  if (offer[SIGNED_FLAG[docType]]) return ok({ update: null, audit: null });
  const next = nextDocument(offer);
  if (next !== docType) return conflict(OFFER_ERRORS.signInOrder(next ?? docType));
  if (shown.version !== current.version || shown.sha256 !== current.sha256) return conflict(OFFER_ERRORS.staleDocument);
  const signature: OfferSignature = {
    ...evidenceOf(request),
    signed_name: signedName,
    signed_at: request.now,
    document_version: current.version,
    document_sha256: current.sha256,
  };
  return ok({
    update: {
      [SIGNED_FLAG[docType]]: true,
      signatures: { ...offer.signatures, [docType]: signature },
      status: 'in_progress',
      updated_at: request.now,
    },
    audit: audited(offer, request, 'offer_document_signed', 'in_progress', OFFER_DOC_NAMES[docType]),
  });
}

const decisionOf = (
  request: OfferRequest,
  decision: OfferDecision['decision'],
  reason: string | null,
): OfferDecision => ({ ...evidenceOf(request), decision, at: request.now, reason });

type Application = Pick<RecruitingApplication, 'status'> | undefined;

/** Accepting: the caller's open offer of a hired application, all three documents signed; the start date is today in Manila. */
export function decideAcceptance(
  found: Offer | undefined,
  application: Application,
  request: OfferRequest,
): Outcome<OfferChange> {
  const open = openOwnOffer(found, application, request);
  if (!open.ok) return open;
  const offer = open.value;
  const unsigned = OFFER_DOC_TYPES.filter((docType) => !offer[SIGNED_FLAG[docType]]);
  if (unsigned.length) return conflict(OFFER_ERRORS.unsignedBeforeAccept(unsigned));
  const startDate = startDateFor(request.now);
  return ok({
    update: {
      status: 'accepted',
      start_date: startDate,
      decision: decisionOf(request, 'accepted', null),
      updated_at: request.now,
    },
    audit: audited(offer, request, 'offer_accepted', 'accepted'),
    mail: offerMail('offer_accepted', offer, request.actor, request.now, { start_date: startDate }),
  });
}

/** Rejecting: the caller's open offer of a hired application, at any step; the reason (may be empty) is kept. */
export function decideRejection(
  found: Offer | undefined,
  application: Application,
  request: OfferRequest,
  reason: string,
): Outcome<OfferChange> {
  const open = openOwnOffer(found, application, request);
  if (!open.ok) return open;
  const offer = open.value;
  return ok({
    update: { status: 'rejected', decision: decisionOf(request, 'rejected', reason), updated_at: request.now },
    audit: audited(offer, request, 'offer_rejected', 'rejected', reason || undefined),
    mail: offerMail('offer_declined', offer, request.actor, request.now),
  });
}

type Decide = (offer: Offer | undefined, application: Application, request: OfferRequest) => Outcome<OfferChange>;

/**
 * Runs a decision on an offer in one transaction that also reads its application, and answers the
 * offer as it then reads. A decided offer is refused before the transaction, without contending
 * for the document.
 */
async function act(request: Omit<OfferRequest, 'now'>, decide: Decide): Promise<Outcome<OfferResponse>> {
  if (!isDocumentId(request.offerId)) return notFound(OFFER_MESSAGES.notFound);
  const early = await readOffer(request.offerId);
  if (early && isTerminalOfferStatus(early.status)) {
    const refused = decide(early, { status: 'hired' }, { ...request, now: new Date() });
    if (!refused.ok) return refused;
  }
  return inTransaction(async (tx) => {
    const offer = await readOfferIn(tx, request.offerId);
    const application =
      offer && isDocumentId(offer.application_id) ? await readApplicationIn(tx, offer.application_id) : undefined;
    const now = new Date();
    const change = decide(offer, application, { ...request, now });
    if (!change.ok) return change;
    const queueMails = await prepareMailsIn(tx, change.value.mail ? [change.value.mail] : []);
    queueMails();
    if (change.value.update) updateOfferIn(tx, request.offerId, change.value.update);
    if (change.value.audit) appendAuditEntry(tx, change.value.audit);
    // An accept or a reject is a stage of the application (analytics/stages.ts), stamped with the offer's decision.
    const decided = change.value.update?.status && offerDecisionUpdate(application!, change.value.update.status, now);
    if (decided) updateApplicationIn(tx, offer!.application_id, decided);
    return ok(offerResponse({ ...offer!, ...change.value.update }));
  });
}

/** POST /api/offers/{offerId}/sign/{docType}. */
export async function signOfferDocument(
  request: Omit<OfferRequest, 'now'>,
  docType: OfferDocType,
  signedName: string,
  shown: ShownDocument,
): Promise<Outcome<OfferResponse>> {
  const current = { version: OFFER_DOCUMENTS[docType].version, sha256: await documentSha256Of(docType) };
  return act(request, (offer, application, at) =>
    decideSigning(offer, application, at, docType, signedName, shown, current),
  );
}

/** POST /api/offers/{offerId}/accept. */
export function acceptOffer(request: Omit<OfferRequest, 'now'>): Promise<Outcome<OfferResponse>> {
  return act(request, decideAcceptance);
}

/** POST /api/offers/{offerId}/reject. */
export function rejectOffer(request: Omit<OfferRequest, 'now'>, reason: string): Promise<Outcome<OfferResponse>> {
  return act(request, (offer, application, at) => decideRejection(offer, application, at, reason));
}
