import Chip from '@mui/material/Chip';
import { OFFER_STATUS_LABELS, offerStatusOf, type OfferStatus } from '@careers/domain/offers';

// MUI's 'info' blue and 'warning' orange are below 4.5:1 under white text: in progress uses the
// theme's darker primary, withdrawn the secondary purple.
const COLORS = {
  pending: 'default',
  in_progress: 'primary',
  accepted: 'success',
  rejected: 'error',
  withdrawn: 'secondary',
} as const satisfies Record<OfferStatus, string>;

/** An offer's status badge; an unknown status shows as pending. */
export function OfferStatusChip({ status }: { status: string }) {
  const known = offerStatusOf(status);
  return <Chip size="small" label={OFFER_STATUS_LABELS[known]} color={COLORS[known]} data-testid="offer-status" />;
}
