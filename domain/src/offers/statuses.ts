/** Job offer statuses: created `pending`, `in_progress` once a document is signed, then accepted or rejected. */
export const OFFER_STATUSES = ['pending', 'in_progress', 'accepted', 'rejected'] as const;

export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Statuses after which nothing changes: every later sign, accept or reject is refused. */
export const TERMINAL_OFFER_STATUSES = ['accepted', 'rejected'] as const satisfies readonly OfferStatus[];

/** How each status is shown. */
export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

/** A stored status as the screens read it: anything unknown is shown as pending. */
export function offerStatusOf(value: unknown): OfferStatus {
  return (OFFER_STATUSES as readonly unknown[]).includes(value) ? (value as OfferStatus) : 'pending';
}

/** Whether an offer in `status` can no longer change. */
export function isTerminalOfferStatus(status: OfferStatus): boolean {
  return (TERMINAL_OFFER_STATUSES as readonly OfferStatus[]).includes(status);
}
