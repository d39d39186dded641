import { OFFER_STATUS_LABELS, type OfferStatus } from './statuses';
import { OFFER_DOC_NAMES, type OfferDocType } from './steps';

/** The `error` texts of the offer calls' refusals (clients show them as they are). */
export const OFFER_ERRORS = {
  unknownDocType: (docType: string) => `Unknown document type: ${docType.slice(0, 60)}`,
  decided: (status: OfferStatus) => `This offer has already been ${OFFER_STATUS_LABELS[status].toLowerCase()}`,
  signInOrder: (next: OfferDocType) => `Please sign the ${OFFER_DOC_NAMES[next]} first`,
  unsignedBeforeAccept: (unsigned: OfferDocType[]) =>
    `Please sign the ${unsigned.map((docType) => OFFER_DOC_NAMES[docType]).join(', ')} before accepting the offer`,
} as const;
