import { OFFER_STATUS_LABELS, type OfferStatus } from './statuses';
import { OFFER_DOC_NAMES, type OfferDocType } from './steps';

/** The `error` texts of the offer calls' refusals (clients show them as they are). */
export const OFFER_ERRORS = {
  unknownDocType: (docType: string) => `Unknown document type: ${docType.slice(0, 60)}`,
  decided: (status: OfferStatus) => `This offer has already been ${OFFER_STATUS_LABELS[status].toLowerCase()}`,
  signInOrder: (next: OfferDocType) => `Please sign the ${OFFER_DOC_NAMES[next]} first`,
  unsignedBeforeAccept: (unsigned: OfferDocType[]) =>
    `Please sign the ${unsigned.map((docType) => OFFER_DOC_NAMES[docType]).join(', ')} before accepting the offer`,
  /** Signing or accepting an offer whose application is no longer `hired` (found in the same transaction). */
  notHired: 'This offer is no longer open: the application is no longer in Hired',
  /** The text the browser showed is not the one the server would record. */
  staleDocument:
    'This document has changed since you opened it. Please reload the page to read the current version, then sign it.',
  /** An admin moving a hire whose offer was accepted, without confirming. */
  acceptedNeedsConfirmation: (toLabel: string) =>
    `This candidate has accepted their offer. Moving them to ${toLabel} withdraws the accepted offer: confirm it to go on`,
  /** An admin withdrawing an offer that is not open. */
  withdrawOnlyOpen: (status: OfferStatus) =>
    `Only an open offer can be withdrawn (this one is ${OFFER_STATUS_LABELS[status]})`,
} as const;
