import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OFFER_MESSAGES, offerStatusOf, type MyOffersResponse } from '@careers/domain/offers';
import { jobOfferPath, ROUTES } from '@careers/domain/shared';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { toast } from '../../../lib/toast';
import { ListPage, ListPanel } from '../../../components/ListPage';
import { useMyOffers } from '../api/offers-api';
import { OFFER_TEXT } from '../content';
import { OfferStatusChip } from '../../../components/OfferStatusChip';
import { formatDay } from '../../../lib/dates';
import { firstRowsShown, useFirstRowsShown } from '../../../lib/first-rows';

type FormatStartDate = (startDate: string) => string;

/** The start dates' formatter once loaded (../start-date, with luxon): loaded once per page load. */
let formatStartDate: FormatStartDate | undefined;
const loadStartDates = () =>
  import('../start-date').then((module) => {
    formatStartDate = module.formatStartDate;
  });

/**
 * The start dates' formatter, loaded when `needed` (a list showing a start date): undefined while it
 * loads, null if it could not be loaded (the list then shows without its start dates). Loaded
 * before (once the list had shown), it answers at once.
 */
function useStartDateFormat(needed: boolean): FormatStartDate | null | undefined {
  const [failed, setFailed] = useState(false);
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (!needed || formatStartDate) return;
    let mounted = true;
    loadStartDates().then(
      () => mounted && setLoaded(true),
      () => mounted && setFailed(true),
    );
    return () => {
      mounted = false;
    };
  }, [needed]);
  return formatStartDate ?? (failed ? null : undefined);
}

const LOADING = { status: 'loading' } as const;

/** /job-offers: the signed-in candidate's offers, each a card that opens it. */
export default function MyOffersPage() {
  const { state } = useMyOffers();
  const failed = state.status === 'error';
  useEffect(() => {
    if (failed) toast.error(OFFER_MESSAGES.fetchFailed);
  }, [failed]);
  // A list with a start date shows once it can write it (the cards keep their size from the start).
  const needsStartDates = state.status === 'success' && state.data.some((item) => item.offer.start_date);
  const startDate = useStartDateFormat(needsStartDates);
  const list = needsStartDates && startDate === undefined ? LOADING : state;
  // The list (or its answer that there is none, or its error) has shown: the offers are followed
  // live, and the start dates' formatter loads, from then.
  useFirstRowsShown(list.status !== 'loading');
  useEffect(
    () =>
      void firstRowsShown()
        .then(loadStartDates)
        .catch(() => undefined),
    [],
  );

  return (
    <ListPage
      title={OFFER_TEXT.listTitle}
      subtitle={OFFER_TEXT.listSubtitle}
      list={list}
      states={{
        loading: OFFER_TEXT.loadingList,
        failed: OFFER_MESSAGES.listLoadFailed,
        retry: { label: OFFER_TEXT.refresh, onClick: () => window.location.reload() },
        empty: <NoOffers />,
      }}
    >
      {(items) => (
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((item) => (
            <Box component="li" key={item.offer.id}>
              <OfferCard item={item} startDate={startDate ?? undefined} />
            </Box>
          ))}
        </Stack>
      )}
    </ListPage>
  );
}

function NoOffers() {
  return (
    <ListPanel>
      <Typography variant="h5" component="h2" gutterBottom>
        {OFFER_MESSAGES.emptyTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {OFFER_MESSAGES.emptyText}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to={ROUTES.home} variant="contained">
          {OFFER_TEXT.goHome}
        </Button>
        <Button variant="outlined" onClick={() => window.location.reload()}>
          {OFFER_TEXT.refresh}
        </Button>
      </Stack>
    </ListPanel>
  );
}

const buttonLabel = (status: string) => {
  const known = offerStatusOf(status);
  if (known === 'accepted') return OFFER_TEXT.viewOffer;
  if (known === 'rejected' || known === 'withdrawn') return OFFER_TEXT.viewDetails;
  return OFFER_TEXT.continueProcess;
};

function OfferCard({
  item,
  startDate,
}: {
  item: MyOffersResponse['offers'][number];
  startDate: FormatStartDate | undefined;
}) {
  const { offer, progress } = item;
  return (
    <Card variant="outlined" component="article" aria-labelledby={`offer-${offer.id}-title`}>
      <CardActionArea component={RouterLink} to={jobOfferPath(offer.id)}>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <Typography variant="h6" component="h2" id={`offer-${offer.id}-title`}>
              {offer.position_title}
            </Typography>
            <OfferStatusChip status={offer.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Received {formatDay(offer.created_at)}
          </Typography>
          <Box sx={{ mt: 2 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography variant="body2">
                {progress.completed_steps} of {progress.total_steps} steps completed
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {progress.percentage}%
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={progress.percentage}
              sx={{ mt: 1, height: 8, borderRadius: 4 }}
              aria-label={`${offer.position_title}: ${progress.percentage}% complete`}
            />
          </Box>
          {offer.start_date && startDate && (
            <Typography variant="body2" sx={{ mt: 1.5 }}>
              Start date: {startDate(offer.start_date)}
            </Typography>
          )}
          <Typography component="span" color="primary" sx={{ display: 'inline-block', mt: 2, fontWeight: 600 }}>
            {buttonLabel(offer.status)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
