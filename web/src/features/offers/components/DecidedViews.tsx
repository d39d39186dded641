import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatStartDate, type OfferResponse } from '@careers/domain/offers';
import { ROUTES } from '@careers/domain/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { toast } from '../../../lib/toast';
import { PageContainer } from '../../../components/PageContainer';
import { errorMessage } from '../../../lib/api';
import { useAuth } from '../../auth';
import { useDownloadCertificate } from '../api/offers-api';
import { ACCEPTED_VIEW, OFFER_TEXT, REJECTED_VIEW, WITHDRAWN_VIEW } from '../content';

/** An accepted offer: welcome, the role, what happens next, who to ask, and the signing certificate. */
export function AcceptedView({ view }: { view: OfferResponse }) {
  const { displayName } = useAuth();
  const certificate = useDownloadCertificate(view.offer.id);
  const download = () =>
    certificate.mutate(undefined, {
      onError: (error) => toast.error(errorMessage(error, OFFER_TEXT.certificateFailed)),
    });
  return (
    <PageContainer maxWidth="md">
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
        <Typography variant="h4" component="h1" color="success.main" gutterBottom>
          {ACCEPTED_VIEW.title}
        </Typography>
        <Typography sx={{ mb: 3 }}>
          Congratulations, {displayName}! You have accepted your offer as {view.offer.position_title}.
        </Typography>
        <Box component="section" aria-labelledby="role-details" sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2" id="role-details" gutterBottom>
            Your role
          </Typography>
          <Typography>Position: {view.offer.position_title}</Typography>
          {view.offer.start_date && (
            <Typography data-testid="offer-start-date">
              Start date: {formatStartDate(view.offer.start_date)} (the day you accepted, Philippines time)
            </Typography>
          )}
        </Box>
        <Box component="section" aria-labelledby="next-steps" sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2" id="next-steps" gutterBottom>
            Next steps
          </Typography>
          <Box component="ol" sx={{ pl: 3, m: 0 }}>
            {ACCEPTED_VIEW.nextSteps.map((step) => (
              <Typography component="li" key={step}>
                {step}
              </Typography>
            ))}
          </Box>
        </Box>
        <Box component="section" aria-labelledby="help-contacts" sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2" id="help-contacts" gutterBottom>
            Need help?
          </Typography>
          {ACCEPTED_VIEW.help.map((contact) => (
            <Typography key={contact.email}>
              {contact.label}: <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
            </Typography>
          ))}
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" startIcon={<DownloadIcon />} onClick={download} disabled={certificate.isPending}>
            {OFFER_TEXT.certificate}
          </Button>
          <Button component={RouterLink} to={ROUTES.home} variant="outlined">
            Go to Home
          </Button>
          <Button component={RouterLink} to={ROUTES.profile} variant="outlined">
            View My Profile
          </Button>
        </Stack>
      </Paper>
    </PageContainer>
  );
}

/** The page of an offer that is closed to the candidate: a title, the message, notes and the ways on. */
function ClosedOfferView({
  title,
  text,
  notes,
  actions,
}: {
  title: string;
  text: string;
  notes: ReactNode[];
  actions: ReactNode;
}) {
  return (
    <PageContainer maxWidth="sm">
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography sx={{ mb: 2 }}>{text}</Typography>
        {notes.map((note, index) => (
          <Typography key={index} color="text.secondary" sx={{ mb: index === notes.length - 1 ? 3 : 1 }}>
            {note}
          </Typography>
        ))}
        {actions}
      </Paper>
    </PageContainer>
  );
}

/** A rejected offer: the declined message, feedback and keep-in-touch contacts. */
export function RejectedView() {
  return (
    <ClosedOfferView
      title={REJECTED_VIEW.title}
      text={REJECTED_VIEW.text}
      notes={[
        REJECTED_VIEW.feedback,
        <>
          {REJECTED_VIEW.keepInTouch}{' '}
          <Link href={REJECTED_VIEW.linkedin} target="_blank" rel="noopener noreferrer">
            LinkedIn
          </Link>
        </>,
      ]}
      actions={
        <Button component={RouterLink} to={ROUTES.home} variant="contained">
          Return to Home
        </Button>
      }
    />
  );
}

/** A withdrawn offer: a kind message, who to ask, no controls to sign or accept. */
export function WithdrawnView() {
  return (
    <ClosedOfferView
      title={WITHDRAWN_VIEW.title}
      text={WITHDRAWN_VIEW.text}
      notes={[WITHDRAWN_VIEW.signedBefore, WITHDRAWN_VIEW.contact]}
      actions={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          <Button component={RouterLink} to={ROUTES.jobOffers} variant="contained">
            {OFFER_TEXT.backToOffers}
          </Button>
          <Button component={RouterLink} to={ROUTES.home} variant="outlined">
            Return to Home
          </Button>
        </Stack>
      }
    />
  );
}
