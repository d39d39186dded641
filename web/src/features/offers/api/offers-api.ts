// The candidate's job offers as hooks: the list and one offer (the API's answer first, then the
// offer document followed live, so a change shows without a reload), signing, accepting,
// rejecting, and the signing certificate. Components use these and never call the API themselves.
import {
  myOffersItem,
  OFFERS_API,
  offerResponse,
  offersOfUserQuery,
  type MyOffersResponse,
  type Offer,
  type OfferDocType,
  type OfferDocumentResponse,
  type OfferResponse,
} from '@careers/domain/offers';
import { COLLECTIONS, documentSha256, fillPath, type LegalDocument } from '@careers/domain/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError, apiDownload, apiRequest } from '../../../lib/api';
import { downloadBlob } from '../../../lib/download';
import { useLiveDescribed, useLiveDocument, type Live } from '../../../lib/firebase/live';
import { liveAnswer } from '../../../lib/query';
import { useAuth } from '../../auth';

const keys = {
  myOffers: (uid: string | null) => ['offers', 'mine', uid] as const,
  offer: (uid: string | null, offerId: string) => ['offers', 'one', uid, offerId] as const,
};

const offerPath = (pattern: string, offerId: string, docType?: OfferDocType) =>
  fillPath(pattern, docType ? { offerId, docType } : { offerId });

/**
 * The signed-in candidate's offers: GET /api/offers/my-offers, then their offer documents live,
 * followed once the list has shown (lib/first-rows.tsx; MyOffersPage says when).
 */
export function useMyOffers() {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const answer = useQuery({
    queryKey: keys.myOffers(uid),
    queryFn: () => apiRequest<MyOffersResponse>(OFFERS_API.myOffers),
    enabled: uid !== null,
  });
  const live = useLiveDescribed<Offer>(
    useMemo(() => (uid ? [offersOfUserQuery(uid)] : null), [uid]),
    0,
    { afterFirstRows: true },
  );
  let state: Live<MyOffersResponse['offers']>;
  if (live.status === 'success') {
    const offers = [...live.data].sort((a, b) => b.created_at.getTime() - a.created_at.getTime()).map(myOffersItem);
    state = { status: 'success', data: offers };
  } else if (answer.data) state = { status: 'success', data: answer.data.offers };
  else if (answer.isError) state = { status: 'error', error: answer.error };
  else state = { status: 'loading' };
  return { state };
}

/**
 * One offer as shown: the caller's own, or someone else's that the rules let the caller read (an
 * admin, shown it read-only, `candidateName` set); null when there is none to show (404).
 */
export type ShownOffer = { view: OfferResponse; candidateName?: string } | null;

/**
 * One of the candidate's offers: GET /api/offers/{offerId} (404 for an unknown offer or someone
 * else's), then the offer document live. The rules let a candidate read only their own offers, so
 * the listener fails for the others; the API's 404 says which. An admin's listener reads anyone's
 * offer: that is shown as an admin's read-only view, never with the candidate's controls.
 */
export function useOffer(offerId: string) {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const answer = useQuery({
    queryKey: keys.offer(uid, offerId),
    queryFn: () => apiRequest<OfferResponse>(offerPath(OFFERS_API.offer, offerId)),
    enabled: uid !== null,
  });
  const live = useLiveDocument<Offer>(uid ? `${COLLECTIONS.offers}/${offerId}` : null);
  let state: Live<ShownOffer>;
  if (live.status === 'success' && live.data && live.data.user_id !== uid) {
    state = {
      status: 'success',
      data: { view: offerResponse(live.data), candidateName: live.data.candidate.name },
    };
  } else if (live.status === 'success' && live.data)
    state = { status: 'success', data: { view: offerResponse(live.data) } };
  else if (answer.error instanceof ApiError && answer.error.status === 404) state = { status: 'success', data: null };
  else if (answer.data) state = { status: 'success', data: { view: answer.data } };
  else if (answer.isError) state = { status: 'error', error: answer.error };
  else state = { status: 'loading' };
  return state;
}

/** After an act on an offer, its answers are asked again (the live document follows too). */
function useActOnOffer<Variables>(call: (variables: Variables) => Promise<OfferResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (view) => {
      client.setQueriesData<OfferResponse>({ queryKey: ['offers', 'one'] }, (old) =>
        old?.offer.id === view.offer.id ? view : old,
      );
      return client.invalidateQueries({ queryKey: ['offers', 'mine'] });
    },
  });
}

/**
 * GET /api/offers/{offerId}/documents/{docType}: the text to display (served to the offer's owner
 * and admins only; no offer document is in the public bundle), and the SHA-256 of that text,
 * computed here from what is displayed, to send back when signing.
 */
export function useOfferDocument(offerId: string, docType: OfferDocType) {
  return liveAnswer(
    useQuery({
      queryKey: ['offers', 'document', offerId, docType],
      queryFn: async () => {
        const answer = await apiRequest<OfferDocumentResponse>(offerPath(OFFERS_API.document, offerId, docType));
        return { document: answer.document, sha256: await documentSha256(answer.document) };
      },
      staleTime: Infinity,
    }),
  );
}

/** What a signature says was displayed: the document's version and the SHA-256 of its text. */
export interface DisplayedDocument {
  document: LegalDocument;
  sha256: string;
}

// POST /api/offers/{offerId}/sign/{docType}
export const useSignDocument = (offerId: string) =>
  useActOnOffer(
    ({ docType, signedName, shown }: { docType: OfferDocType; signedName: string; shown: DisplayedDocument }) =>
      apiRequest<OfferResponse>(offerPath(OFFERS_API.sign, offerId, docType), {
        method: 'POST',
        body: { signed_name: signedName, document_version: shown.document.version, document_sha256: shown.sha256 },
      }),
  );

// POST /api/offers/{offerId}/accept
export const useAcceptOffer = (offerId: string) =>
  useActOnOffer(() => apiRequest<OfferResponse>(offerPath(OFFERS_API.accept, offerId), { method: 'POST', body: {} }));

// POST /api/offers/{offerId}/reject
export const useRejectOffer = (offerId: string) =>
  useActOnOffer((reason: string) =>
    apiRequest<OfferResponse>(offerPath(OFFERS_API.reject, offerId), { method: 'POST', body: { reason } }),
  );

// GET /api/offers/{offerId}/certificate
export function useDownloadCertificate(offerId: string) {
  return useMutation({
    mutationFn: async () =>
      downloadBlob(`signing-certificate-${offerId}.pdf`, await apiDownload(offerPath(OFFERS_API.certificate, offerId))),
  });
}
