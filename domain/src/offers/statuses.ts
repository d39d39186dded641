/**
 * Job offer statuses: created `pending`, `in_progress` once a document is signed, then accepted or
 * rejected by the candidate, or `withdrawn` (the application left `hired`, or an admin withdrew it).
 * A withdrawn offer is reopened as a new version when the application is moved to `hired` again.
 */
export const OFFER_STATUSES = ['pending', 'in_progress', 'accepted', 'rejected', 'withdrawn'] as const;

export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Statuses in which the candidate can still sign, accept or reject. */
export const OPEN_OFFER_STATUSES = ['pending', 'in_progress'] as const satisfies readonly OfferStatus[];

/** Statuses after which the candidate can do nothing more: every later sign, accept or reject is refused. */
export const TERMINAL_OFFER_STATUSES = ['accepted', 'rejected', 'withdrawn'] as const satisfies readonly OfferStatus[];

/** How each status is shown. */
export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  accepted: 'Accepted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** A stored status as the screens read it: anything unknown is shown as pending. */
export function offerStatusOf(value: unknown): OfferStatus {
  return (OFFER_STATUSES as readonly unknown[]).includes(value) ? (value as OfferStatus) : 'pending';
}

/** Whether an offer in `status` can no longer change by the candidate's hand. */
export function isTerminalOfferStatus(status: OfferStatus): boolean {
  return (TERMINAL_OFFER_STATUSES as readonly OfferStatus[]).includes(status);
}

/** Whether an offer in `status` is open: the candidate may still sign, accept or reject it. */
export function isOpenOffer(status: OfferStatus): boolean {
  return (OPEN_OFFER_STATUSES as readonly OfferStatus[]).includes(status);
}
