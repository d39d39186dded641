import type { Paged } from '../http/paging';
import type { LegalDocument } from '../shared/legal-document';
import type { SearchIndex } from '../shared/search';
import type { Serialized } from '../shared/serialize';
import type { OfferDocType } from './steps';
import type { OfferStatus } from './statuses';

/** Who signed or decided, and from where: the signed-in account and the request's addresses. */
export interface OfferActorEvidence {
  /** The account that made the call (its Firebase uid). */
  signer_uid: string;
  /** The account's email when the provider verified it, else null. */
  signer_email: string | null;
  /** The address the platform saw the request come from (never a client-written one); null when none. */
  server_ip: string | null;
  /** The raw X-Forwarded-For header as received (the client may have written its left part); null when none. */
  forwarded_for: string | null;
  user_agent: string | null;
}

/** What the server records of a typed-name signature, as evidence of what was signed, by whom, when. */
export interface OfferSignature extends OfferActorEvidence {
  /** The name the candidate typed, trimmed. */
  signed_name: string;
  signed_at: Date;
  /** The version of the document's text the candidate was shown, and its SHA-256 (hex). */
  document_version: string;
  document_sha256: string;
}

/** The candidate's final answer to the offer, recorded like a signature. */
export interface OfferDecision extends OfferActorEvidence {
  decision: 'accepted' | 'rejected';
  at: Date;
  /** Rejections only: the reason the candidate gave (trimmed; may be empty). */
  reason: string | null;
}

/**
 * When and why an offer was withdrawn, as the candidate may read it. Who withdrew it and the
 * reason they gave are in the audit log (`offer_withdrawn`), which only admins read.
 */
export interface OfferWithdrawal {
  at: Date;
  /**
   * `unhired`: the application left `hired`; `admin`: an admin withdrew the offer itself; `erased`:
   * the candidate erased their account (the offer is kept, pseudonymised, as evidence).
   */
  cause: 'unhired' | 'admin' | 'erased';
  /** The status the offer was in. */
  from: OfferStatus;
}

/** An earlier version of an offer, as it ended: kept when the offer is reopened. */
export interface OfferVersionRecord {
  version: number;
  opened_at: Date;
  status: OfferStatus;
  signatures: Partial<Record<OfferDocType, OfferSignature>>;
  decision: OfferDecision | null;
  withdrawal: OfferWithdrawal | null;
}

/** Who the offer is for, copied from their recruiting application when the offer is made. */
export interface OfferCandidate {
  name: string;
  email: string;
  country: string;
  phone_number: string;
  linkedin_profile: string;
}

/**
 * The id of the offer made for a recruiting application: derived from it, so however many times
 * the hire is delivered (or repeated later), the application has one offer.
 */
export const offerIdFor = (applicationId: string) => `offer-${applicationId}`;

/** offers/{offerId}: one job offer, made when a recruiting application is moved to `hired`; written by functions only. */
export interface Offer {
  id: string;
  user_id: string;
  application_id: string;
  /**
   * The slug of the posting applied to (Job Offers Management's posting filter). Offers
   * made before it had none: `npm run migrate:applications -- --apply` adds it from the application.
   */
  job_slug: string;
  position_title: string;
  status: OfferStatus;
  employment_agreement_signed: boolean;
  nda_signed: boolean;
  compensation_agreement_signed: boolean;
  /** The evidence of each signed document. */
  signatures: Partial<Record<OfferDocType, OfferSignature>>;
  decision: OfferDecision | null;
  /** The day the candidate starts: the day they accepted, in Philippines time (YYYY-MM-DD). */
  start_date: string | null;
  candidate: OfferCandidate;
  /** What Job Offers Management's search looks up: the candidate's name and email, the position (shared/search.ts). */
  search: SearchIndex;
  /** 1 when made; one more each time a withdrawn offer is reopened by a new hire. */
  version: number;
  /** When this version was made (created_at for the first). */
  version_opened_at: Date;
  /** Set while the offer is withdrawn. */
  withdrawal: OfferWithdrawal | null;
  /** The earlier versions, oldest first: what was signed under them counts for nothing now. */
  history: OfferVersionRecord[];
  created_at: Date;
  updated_at: Date;
  /**
   * Set when the candidate erased their account and the offer was kept as evidence, pseudonymised
   * (docs/features/data-rights.md): when. Absent otherwise.
   */
  erased_at?: Date;
  /** On a kept offer only: when Firestore's TTL policy deletes it (EVIDENCE_RETENTION_YEARS after its last signature or decision). */
  expire_at?: Date;
}

/** Where an offer stands, as the offer page shows it. */
export interface OfferProgress {
  completed_steps: number;
  total_steps: number;
  percentage: number;
}

/** The step the candidate is on. */
export interface OfferCurrentStep {
  step: number;
  title: string;
  message: string;
  /** The document to sign on steps 1-3; null on final acceptance and once the offer is decided. */
  doc_type: OfferDocType | null;
}

/** GET /api/offers/my-offers answer. */
export interface MyOffersResponse {
  offers: {
    offer: Pick<Serialized<Offer>, 'id' | 'position_title' | 'status' | 'created_at' | 'start_date'>;
    progress: OfferProgress;
  }[];
}

/** GET /api/offers/{offerId} answer (also the answer of every sign, accept and reject). */
export interface OfferResponse {
  offer: Serialized<Omit<Offer, 'candidate' | 'user_id'>>;
  current_step: OfferCurrentStep;
  progress: OfferProgress;
}

/** GET /api/offers/{offerId}/documents/{docType} answer: the text to display and what to sign back. */
export interface OfferDocumentResponse {
  doc_type: OfferDocType;
  document: LegalDocument;
  /** The SHA-256 (hex) of documentText(document): the sign request sends it back with the version. */
  sha256: string;
}

/** A job offer as the admins' offers list shows it. */
export interface AdminOfferView {
  id: string;
  application_id: string;
  status: OfferStatus;
  /** 1, or more once reopened after a withdrawal. */
  version: number;
  withdrawal: Serialized<OfferWithdrawal> | null;
  position_title: string;
  created_at: string;
  start_date: string | null;
  employment_agreement_signed: boolean;
  nda_signed: boolean;
  compensation_agreement_signed: boolean;
  /** The percent of the four steps done. */
  progress: number;
  users: { name: string; email: string };
  sdr_applications: { country: string; phone_number: string; linkedin_profile: string };
}

/** GET /api/admin/offers answer: newest first, and the cursor of the next page. */
export interface AdminOffersResponse extends Paged {
  offers: AdminOfferView[];
}

/** GET /api/admin/job-offers/stats answer. */
export interface AdminOfferStatsResponse {
  stats: {
    total_offers: number;
    pending_offers: number;
    in_progress_offers: number;
    accepted_offers: number;
    rejected_offers: number;
    withdrawn_offers: number;
  };
}
