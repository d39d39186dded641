import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { applicationFlowFor, isJobOpen, jobFlow } from '@careers/domain/jobs';
import { APPLICATION_ERRORS, type CandidateStanding, STEP } from '@careers/domain/recruiting';
import { screeningPath } from '@careers/domain/screening';
import { jobPath } from '@careers/domain/shared';
import { Suspense, useEffect } from 'react';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { CenteredMessage } from '../../../components/CenteredMessage';
import { PageContainer } from '../../../components/PageContainer';
import { firstRowsShown, useFirstRowsShown } from '../../../lib/first-rows';
import { useApplicationFlow } from '../hooks/useApplicationFlow';
import { APPLICATION_CLOSED, APPLICATION_TOASTS } from '../messages';
import { useJob } from '../../jobs';
import { ApplicationProgress } from './ApplicationProgress';
import { ConfidentialityStep } from './ConfidentialityStep';
import {
  CriteriaFailedStep,
  InterviewCompleteStep,
  InterviewScheduledStep,
  NdaStep,
  PersonalStep,
  preloadSteps,
  ProfessionalStep,
  ReviewStep,
} from './steps';

const LOADING = 'Loading your application...';

/**
 * /jobs/:slug/apply: a job of the screening flow goes to its questionnaire (`/fullstack-screening`,
 * with `?job={slug}` for a posting other than the specification's); recruiting jobs apply here.
 */
export default function RecruitingApplicationPage() {
  const { slug = '' } = useParams();
  const job = useJob(slug);
  const screening =
    applicationFlowFor(slug) === 'screening' ||
    (job.status === 'success' && job.data !== null && jobFlow(job.data) === 'screening');
  if (screening) return <Navigate to={screeningPath(slug)} replace />;
  return <ApplicationFlow slug={slug} />;
}

function ApplicationFlow({ slug }: { slug: string }) {
  const job = useJob(slug);
  const { state, retry, busy, submit, signNda } = useApplicationFlow(slug);
  const jobTitle = job.status === 'success' && job.data ? job.data.title : '';
  // The step (or the error, or the closed posting) has shown: the application is followed live, and
  // the other steps load, from then.
  useFirstRowsShown(state.status !== 'loading');
  useEffect(() => void firstRowsShown().then(preloadSteps), []);

  // No such job: its page says 'Job Not Found'.
  if (job.status === 'success' && !job.data) return <Navigate to={jobPath(slug)} replace />;
  if (state.status === 'success' && state.data.redirectTo) return <Navigate to={state.data.redirectTo} replace />;
  const closed =
    state.status === 'success' &&
    state.data.status === 'new_user' &&
    job.status === 'success' &&
    (!job.data || !isJobOpen(job.data));

  return (
    <PageContainer maxWidth="md">
      <Button component={RouterLink} to={jobPath(slug)} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back to Job Details
      </Button>
      <Typography variant="h4" component="h1" gutterBottom>
        Apply: {jobTitle}
      </Typography>
      {state.status === 'loading' && <CenteredMessage text={LOADING} />}
      {state.status === 'error' && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>{APPLICATION_TOASTS.loadFailed}</Typography>
          <Button variant="contained" onClick={retry}>
            Try Again
          </Button>
        </Paper>
      )}
      {closed && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} role="status">
          <Typography variant="h5" component="h2" gutterBottom>
            {APPLICATION_CLOSED.title}
          </Typography>
          <Typography color="text.secondary">{APPLICATION_ERRORS.positionClosed}.</Typography>
        </Paper>
      )}
      {state.status === 'success' && !closed && (
        // A step still loading (one the candidate opens on) reads as the application loading.
        <Suspense fallback={<CenteredMessage text={LOADING} />}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
            <ApplicationProgress step={state.data.step} totalSteps={state.data.totalSteps} status={state.data.status} />
            <StepContent standing={state.data} jobTitle={jobTitle} busy={busy} onSubmit={submit} onSign={signNda} />
          </Paper>
        </Suspense>
      )}
    </PageContainer>
  );
}

function StepContent({
  standing,
  jobTitle,
  busy,
  onSubmit,
  onSign,
}: {
  standing: CandidateStanding;
  jobTitle: string;
  busy: boolean;
  onSubmit: () => void;
  onSign: (applicationId: string) => void;
}) {
  switch (standing.step) {
    case STEP.confidentiality:
      return <ConfidentialityStep />;
    case STEP.personal:
      return <PersonalStep />;
    case STEP.professional:
      return <ProfessionalStep />;
    case STEP.review:
      return <ReviewStep busy={busy} onSubmit={onSubmit} />;
    case STEP.nda:
      return standing.status === 'criteria_failed' ? (
        <CriteriaFailedStep message={standing.message} />
      ) : (
        <NdaStep busy={busy} onSign={() => onSign(standing.applicationId ?? '')} />
      );
    case STEP.interviewScheduled:
      return (
        <InterviewScheduledStep
          interview={standing.interview}
          cancelled={standing.interviewCancelled === true}
          jobSlug={standing.jobSlug}
          jobTitle={jobTitle || standing.jobSlug}
        />
      );
    default:
      return <InterviewCompleteStep status={standing.status} message={standing.message} />;
  }
}
