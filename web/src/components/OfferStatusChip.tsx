import Chip from '@mui/material/Chip';
import { OFFER_STATUS_LABELS, offerStatusOf } from '@careers/domain';

// MUI's 'info' blue is below 4.5:1 under white text: in progress uses the theme's darker primary.
const COLORS = { pending: 'default', in_progress: 'primary', accepted: 'success', rejected: 'error' } as const;

/** An offer's status badge; an unknown status shows as pending. */
export function OfferStatusChip({ status }: { status: string }) {
  const known = offerStatusOf(status);
  return <Chip size="small" label={OFFER_STATUS_LABELS[known]} color={COLORS[known]} data-testid="offer-status" />;
}
