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

/** Texts of the offer calls and screens, as the specification words them. */
export const OFFER_MESSAGES = {
  nameRequired: 'Please enter your full name to sign',
  /** 404 for an unknown offer and for another user's: whether it exists is not revealed. */
  notFound: "This offer was not found or you don't have access to it.",
  loadFailed: 'Something went wrong while loading this offer. Please try refreshing the page.',
  listLoadFailed: 'Something went wrong while loading your offers. Please try refreshing the page.',
  fetchFailed: 'Failed to fetch offers',
  emptyTitle: 'No Job Offers Yet',
  emptyText: "You don't have any job offers at the moment. Keep an eye on your email for updates!",
  signFailed: 'Failed to sign document',
  acceptFailed: 'Failed to accept offer',
  rejectFailed: 'Failed to reject offer. Please try again.',
  rejectDialogFailed: 'Failed to reject offer',
  withdrawReasonRequired: 'Please give a reason for withdrawing the offer',
} as const;

export const SIGNED_NAME_MAX = 100;
export const REJECTION_REASON_MAX = 1000;

export const WITHDRAWAL_REASON_MAX = 1000;
