import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatStartDate, type OfferResponse } from '@careers/domain/offers';
import { OFFER_TEXT } from '../content';
import { OfferStatusChip } from '../../../components/OfferStatusChip';

/** Position, the start date once there is one, and the status badge. */
export function OfferDetailsCard({ view }: { view: OfferResponse }) {
  const { offer } = view;
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="offer-details-title">
      <Typography variant="h6" component="h2" id="offer-details-title" gutterBottom>
        {OFFER_TEXT.detailsTitle}
      </Typography>
      <Stack
        component="dl"
        spacing={1}
        sx={{ m: 0, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, fontWeight: 600 } }}
      >
        <Stack direction="row" spacing={1}>
          <Typography component="dt">Position:</Typography>
          <Typography component="dd">{offer.position_title}</Typography>
        </Stack>
        {offer.start_date && (
          <Stack direction="row" spacing={1}>
            <Typography component="dt">Start Date:</Typography>
            <Typography component="dd">{formatStartDate(offer.start_date)}</Typography>
          </Stack>
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography component="dt">Status:</Typography>
          <Typography component="dd">
            <OfferStatusChip status={offer.status} />
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}
