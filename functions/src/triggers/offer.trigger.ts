// The trigger on job offers: the pipeline figures count each recruiting application's offer, so a
// write of one reconciles its application's counts (reconcileOfferChange).
import type { Offer } from '@careers/domain/offers';
import { COLLECTIONS } from '@careers/domain/shared';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { reconcileOfferChange } from '../decisions/analytics/reconcile';
import { writtenChange } from './event';

export const offerWritten = onDocumentWritten({ document: `${COLLECTIONS.offers}/{offerId}`, retry: true }, (event) =>
  reconcileOfferChange(writtenChange<Offer>(event)),
);
