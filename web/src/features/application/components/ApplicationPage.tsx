import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { jobPath, JOB_SLUGS, JOB_TITLES, STEP } from '@careers/domain';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { CenteredMessage } from '../../../components/CenteredMessage';
import { PageContainer } from '../../../components/PageContainer';
import { useApplicationFlow } from '../hooks/useApplicationFlow';
import { useApplicationStore } from '../stores/application-store';
import { APPLICATION_TOASTS } from '../messages';
import { ApplicationProgress } from './ApplicationProgress';
import { ConfidentialityStep } from './ConfidentialityStep';
import { CriteriaFailedStep } from './CriteriaFailedStep';
import { InterviewCompleteStep } from './InterviewCompleteStep';
import { InterviewScheduledStep } from './InterviewScheduledStep';
import { NdaStep } from './NdaStep';
import { PersonalStep } from './PersonalStep';
import { ProfessionalStep } from './ProfessionalStep';
import { ReviewStep } from './ReviewStep';

/** /jobs/:slug/apply: the full-stack role has its own screening form; others apply here. */
export default function ApplicationPage() {
  const { slug = '' } = useParams();
  if (slug === JOB_SLUGS.fullstackEngineer) return <Navigate to="/fullstack-screening" replace />;
  if (slug !== JOB_SLUGS.marketingAnalyst) return <Navigate to={jobPath(slug)} replace />;
  return <ApplicationFlow slug={slug} />;
}

function ApplicationFlow({ slug }: { slug: string }) {
  const { state, busy, submit, signNda } = useApplicationFlow();
  const jobTitle = JOB_TITLES[slug];

  if (state.phase === 'ready' && state.redirectTo) return <Navigate to={state.redirectTo} replace />;

  return (
    <PageContainer maxWidth="md">
      <Button component={RouterLink} to={jobPath(slug)} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back to Job Details
      </Button>
      <Typography variant="h4" component="h1" gutterBottom>
        Apply: {jobTitle}
      </Typography>
      {state.phase === 'loading' && <CenteredMessage text="Loading your application..." />}
      {state.phase === 'failed' && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>{APPLICATION_TOASTS.loadFailed}</Typography>
          <Button variant="contained" onClick={state.retry}>
            Try Again
          </Button>
        </Paper>
      )}
      {state.phase === 'ready' && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
          <ApplicationProgress
            step={state.placement.step}
            totalSteps={state.placement.totalSteps}
            status={state.placement.status}
          />
          <StepContent placement={state.placement} busy={busy} onSubmit={submit} onSign={signNda} />
        </Paper>
      )}
    </PageContainer>
  );
}

type Ready = Extract<ReturnType<typeof useApplicationFlow>['state'], { phase: 'ready' }>;

function StepContent({
  placement,
  busy,
  onSubmit,
  onSign,
}: {
  placement: Ready['placement'];
  busy: boolean;
  onSubmit: () => void;
  onSign: (applicationId: string) => void;
}) {
  const uid = useApplicationStore((state) => state.uid);
  switch (placement.step) {
    case STEP.confidentiality:
      return <ConfidentialityStep />;
    case STEP.personal:
      return <PersonalStep />;
    case STEP.professional:
      return <ProfessionalStep />;
    case STEP.review:
      return <ReviewStep busy={busy} onSubmit={onSubmit} />;
    case STEP.nda:
      return placement.status === 'criteria_failed' ? (
        <CriteriaFailedStep message={placement.message} />
      ) : (
        // The application's id is the candidate's uid.
        <NdaStep busy={busy} onSign={() => onSign(placement.applicationId ?? uid ?? '')} />
      );
    case STEP.interviewScheduled:
      return <InterviewScheduledStep interview={placement.interview} />;
    default:
      return <InterviewCompleteStep status={placement.status} message={placement.message} />;
  }
}
