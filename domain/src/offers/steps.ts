import type { OfferCurrentStep, OfferProgress } from './model';
import { isTerminalOfferStatus, OFFER_STATUS_LABELS, type OfferStatus } from './statuses';

/** The three documents of an offer, in the order they are signed (steps 1-3). */
export const OFFER_DOC_TYPES = ['employment_agreement', 'nda', 'compensation_agreement'] as const;

export type OfferDocType = (typeof OFFER_DOC_TYPES)[number];

/** Whether a path segment names one of the offer's documents. */
export function isOfferDocType(value: string): value is OfferDocType {
  return (OFFER_DOC_TYPES as readonly string[]).includes(value);
}

/** Steps 1-3 sign the documents; step 4 is the final acceptance. */
export const OFFER_TOTAL_STEPS = 4;
export const FINAL_ACCEPTANCE_STEP = 4;

/** The stored flag of each document. */
export const SIGNED_FLAG = {
  employment_agreement: 'employment_agreement_signed',
  nda: 'nda_signed',
  compensation_agreement: 'compensation_agreement_signed',
} as const satisfies Record<OfferDocType, string>;

/** The four tiles of the progress card, and the step titles. */
export const OFFER_STEP_TITLES = ['Employment Agreement', 'NDA', 'Compensation', 'Final Acceptance'] as const;

/** The documents' full names, as the step card and the certificate name them. */
export const OFFER_DOC_NAMES: Record<OfferDocType, string> = {
  employment_agreement: 'Employment Agreement',
  nda: 'Non-Disclosure Agreement',
  compensation_agreement: 'Compensation Agreement',
};

/** What the step card says on each step. */
const STEP_MESSAGES: Record<number, string> = {
  1: 'Read the employment agreement, then sign it by typing your full name.',
  2: 'Read the non-disclosure agreement, then sign it by typing your full name.',
  3: 'Read the compensation agreement, then sign it by typing your full name.',
  4: 'You have signed every document. Accept the offer to join the team, or decline it.',
};

type Signed = Record<(typeof SIGNED_FLAG)[OfferDocType], boolean> & { status: OfferStatus };

/** The documents signed so far, in order. */
export function signedDocuments(offer: Signed): OfferDocType[] {
  return OFFER_DOC_TYPES.filter((docType) => offer[SIGNED_FLAG[docType]]);
}

/** The first document not signed yet, or null when all three are. */
export function nextDocument(offer: Signed): OfferDocType | null {
  return OFFER_DOC_TYPES.find((docType) => !offer[SIGNED_FLAG[docType]]) ?? null;
}

/** Steps done: each signed document, and the acceptance once accepted. */
export function offerProgress(offer: Signed): OfferProgress {
  const completed = signedDocuments(offer).length + (offer.status === 'accepted' ? 1 : 0);
  return {
    completed_steps: completed,
    total_steps: OFFER_TOTAL_STEPS,
    percentage: Math.round((completed / OFFER_TOTAL_STEPS) * 100),
  };
}

/** The step the candidate is on: the next document to sign, else the final acceptance. */
export function currentOfferStep(offer: Signed): OfferCurrentStep {
  if (isTerminalOfferStatus(offer.status)) {
    return {
      step: FINAL_ACCEPTANCE_STEP,
      title: OFFER_STEP_TITLES[FINAL_ACCEPTANCE_STEP - 1]!,
      message: `This offer was ${OFFER_STATUS_LABELS[offer.status].toLowerCase()}.`,
      doc_type: null,
    };
  }
  const next = nextDocument(offer);
  const step = next ? OFFER_DOC_TYPES.indexOf(next) + 1 : FINAL_ACCEPTANCE_STEP;
  return { step, title: OFFER_STEP_TITLES[step - 1]!, message: STEP_MESSAGES[step]!, doc_type: next };
}
