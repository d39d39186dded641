import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { isJobOpen, jobFlow } from '@careers/domain/jobs';
import { DEFAULT_SCREENING_SLUG, SCREENING_ERRORS, SCREENING_JOB_PARAM } from '@careers/domain/screening';
import { ROUTES } from '@careers/domain/shared';
import { Suspense, useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { CenteredMessage } from '../../../components/CenteredMessage';
import { PageContainer } from '../../../components/PageContainer';
import { firstRowsShown, lazyPreloadable, useFirstRowsShown } from '../../../lib/first-rows';
import { useJob, type PublicJob } from '../../jobs';
import { useScreeningDraft, useScreeningStanding } from '../api/screening-api';
import { SCREENING_TEXTS } from '../messages';
import { ScreeningForm } from './ScreeningForm';

/**
 * Where a submitted application stands, with its human review and the self-identification survey:
 * loaded when shown, or once the page's first control (the form) has shown, for the moment it is sent.
 */
const AlreadySubmitted = lazyPreloadable(async () => ({
  default: (await import('./AlreadySubmitted')).AlreadySubmitted,
}));

/**
 * /fullstack-screening: the form, or, once an application exists, where it stands (followed live).
 * `?job={slug}` serves another posting of the screening flow the same way (an
 * application per posting); without it, the specification's full-stack posting, as always.
 */
export default function ScreeningPage() {
  const [params] = useSearchParams();
  const named = params.get(SCREENING_JOB_PARAM);
  if (!named || named === DEFAULT_SCREENING_SLUG) return <PostingScreening jobSlug={DEFAULT_SCREENING_SLUG} />;
  return <OtherPostingScreening jobSlug={named} />;
}

/** Another screening posting: its title over the form; a posting that is not one of the flow is said so. */
function OtherPostingScreening({ jobSlug }: { jobSlug: string }) {
  const job = useJob(jobSlug);
  const posting = job.status === 'success' ? job.data : null;
  const notFound = job.status !== 'loading' && (!posting || jobFlow(posting) !== 'screening');
  useFirstRowsShown(notFound);
  if (job.status === 'loading') {
    return (
      <PageContainer maxWidth="md">
        <CenteredMessage text={SCREENING_TEXTS.loading} />
      </PageContainer>
    );
  }
  if (!posting || jobFlow(posting) !== 'screening') {
    return (
      <PageContainer maxWidth="md">
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            {SCREENING_ERRORS.postingNotFound}
          </Typography>
          <Button component={RouterLink} to={ROUTES.home} variant="contained">
            {SCREENING_TEXTS.backToHome}
          </Button>
        </Paper>
      </PageContainer>
    );
  }
  return <PostingScreening jobSlug={jobSlug} posting={posting} />;
}

function PostingScreening({ jobSlug, posting }: { jobSlug: string; posting?: PublicJob }) {
  const standing = useScreeningStanding(jobSlug);
  // A closed posting takes no new application (one made before still shows where it stands).
  const closed = posting !== undefined && !isJobOpen(posting);
  // Where the candidate stands has shown (the form's own moment is DraftedForm's): the status is
  // followed live from then (the full Firestore SDK comes after the page's first control).
  useFirstRowsShown(standing.status === 'success' && (standing.data.exists || closed));
  useEffect(() => void firstRowsShown().then(AlreadySubmitted.preload), []);
  return (
    <PageContainer maxWidth="md">
      <Typography variant="h4" component="h1" gutterBottom>
        {SCREENING_TEXTS.title}
      </Typography>
      {posting && (
        <Typography variant="h6" component="p" color="text.secondary" gutterBottom data-testid="screening-posting">
          {posting.title}
        </Typography>
      )}
      {standing.status === 'loading' && <CenteredMessage text={SCREENING_TEXTS.loading} />}
      {standing.status === 'success' && standing.data.exists && standing.data.status && (
        // Still loading, it reads as the page loading.
        <Suspense fallback={<CenteredMessage text={SCREENING_TEXTS.loading} />}>
          <AlreadySubmitted
            status={standing.data.status}
            message={standing.data.message}
            humanReview={standing.data.human_review}
            jobSlug={jobSlug}
          />
        </Suspense>
      )}
      {standing.status === 'success' && !standing.data.exists && closed && (
        <Typography color="text.secondary">{SCREENING_ERRORS.positionClosed}</Typography>
      )}
      {standing.status === 'success' && !standing.data.exists && !closed && <DraftedForm jobSlug={jobSlug} />}
    </PageContainer>
  );
}

/**
 * The form once the draft is read. A draft that cannot be read is not replaced by an empty form
 * (its autosave would overwrite the saved answers): the candidate tries again.
 */
function DraftedForm({ jobSlug }: { jobSlug: string }) {
  const draft = useScreeningDraft(jobSlug);
  useFirstRowsShown(draft.status !== 'loading');
  if (draft.status === 'loading') return <CenteredMessage text={SCREENING_TEXTS.loading} />;
  if (draft.status === 'error') {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>{SCREENING_TEXTS.draftLoadFailed}</Typography>
        <Button variant="contained" onClick={draft.retry}>
          Try Again
        </Button>
      </Paper>
    );
  }
  return <ScreeningForm restored={draft.data} jobSlug={jobSlug} />;
}
