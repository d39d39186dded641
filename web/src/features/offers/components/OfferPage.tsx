import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OFFER_MESSAGES, type OfferResponse } from '@careers/domain/offers';
import { ROUTES } from '@careers/domain/shared';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { CenteredMessage } from '../../../components/CenteredMessage';
import { PageContainer } from '../../../components/PageContainer';
import { useAuth } from '../../auth';
import { useOffer } from '../api/offers-api';
import { OFFER_TEXT } from '../content';
import { AcceptedView, RejectedView, WithdrawnView } from './DecidedViews';
import { OfferDetailsCard } from './OfferDetailsCard';
import { OfferProgressCard } from './OfferProgressCard';
import { OfferStepCard } from './OfferStepCard';

/** /job-offers/:offerId: the candidate's offer, in whichever state it is. */
export default function OfferPage() {
  const { offerId } = useParams();
  if (!offerId) return <Navigate to={ROUTES.jobOffers} replace />;
  return <Offer offerId={offerId} />;
}

function Offer({ offerId }: { offerId: string }) {
  const state = useOffer(offerId);
  const { displayName } = useAuth();

  if (state.status === 'loading') return <CenteredMessage text={OFFER_TEXT.loadingOffer} />;
  if (state.status === 'success' && state.data === null) return <OfferNotFound />;
  if (state.status === 'error') {
    return (
      <PageContainer maxWidth="sm">
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography role="alert" sx={{ mb: 2 }}>
            {OFFER_MESSAGES.loadFailed}
          </Typography>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {OFFER_TEXT.refresh}
          </Button>
        </Paper>
      </PageContainer>
    );
  }

  const { view, candidateName } = state.data!;
  if (candidateName !== undefined) return <AdminOfferView view={view} candidateName={candidateName} />;
  if (view.offer.status === 'accepted') return <AcceptedView view={view} />;
  if (view.offer.status === 'rejected') return <RejectedView />;
  if (view.offer.status === 'withdrawn') return <WithdrawnView />;
  return (
    <PageContainer maxWidth="md">
      <Button component={RouterLink} to={ROUTES.jobOffers} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {OFFER_TEXT.backToAllOffers}
      </Button>
      <Typography variant="h4" component="h1" gutterBottom>
        Hi {displayName}, congratulations on your offer!
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Sign the three documents in order, then accept your offer.
      </Typography>
      <Stack spacing={3}>
        <OfferProgressCard view={view} />
        <OfferDetailsCard view={view} />
        <OfferStepCard view={view} />
      </Stack>
    </PageContainer>
  );
}

function OfferNotFound() {
  return (
    <PageContainer maxWidth="sm">
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {OFFER_TEXT.notFoundTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {OFFER_MESSAGES.notFound}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center' }}>
          <Button component={RouterLink} to={ROUTES.jobOffers} variant="contained">
            {OFFER_TEXT.backToOffers}
          </Button>
          <Button variant="outlined" onClick={() => window.location.reload()}>
            {OFFER_TEXT.refresh}
          </Button>
        </Box>
      </Paper>
    </PageContainer>
  );
}

/**
 * An admin on a candidate's offer URL: where the offer stands, read-only, and the way to the admin
 * screen. Only the candidate signs, accepts or rejects, so none of those controls is here.
 */
function AdminOfferView({ view, candidateName }: { view: OfferResponse; candidateName: string }) {
  return (
    <PageContainer maxWidth="md">
      <Typography variant="h4" component="h1" gutterBottom>
        {OFFER_TEXT.adminViewTitle(candidateName)}
      </Typography>
      <Alert
        severity="info"
        sx={{ mb: 3 }}
        action={
          <Button component={RouterLink} to={ROUTES.admin.jobOffers} color="inherit" size="small">
            {OFFER_TEXT.adminViewLink}
          </Button>
        }
      >
        {OFFER_TEXT.adminViewNote}
      </Alert>
      <Stack spacing={3}>
        <OfferProgressCard view={view} />
        <OfferDetailsCard view={view} />
      </Stack>
    </PageContainer>
  );
}
