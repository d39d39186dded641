import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CenteredMessage } from '../../../components/CenteredMessage';
import { PageContainer } from '../../../components/PageContainer';
import { useScreeningDraft, useScreeningStanding } from '../api/screening-api';
import { SCREENING_TEXTS } from '../messages';
import { AlreadySubmitted } from './AlreadySubmitted';
import { ScreeningForm } from './ScreeningForm';

/** /fullstack-screening: the form, or, once an application exists, where it stands (followed live). */
export default function ScreeningPage() {
  const standing = useScreeningStanding();
  return (
    <PageContainer maxWidth="md">
      <Typography variant="h4" component="h1" gutterBottom>
        {SCREENING_TEXTS.title}
      </Typography>
      {standing.phase === 'loading' && <CenteredMessage text={SCREENING_TEXTS.loading} />}
      {standing.phase === 'ready' && standing.exists && standing.status && (
        <AlreadySubmitted status={standing.status} message={standing.message} />
      )}
      {standing.phase === 'ready' && !standing.exists && <DraftedForm />}
    </PageContainer>
  );
}

/**
 * The form once the draft is read. A draft that cannot be read is not replaced by an empty form
 * (its autosave would overwrite the saved answers): the candidate tries again.
 */
function DraftedForm() {
  const draft = useScreeningDraft();
  if (draft.isPending) return <CenteredMessage text={SCREENING_TEXTS.loading} />;
  if (draft.isError) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>{SCREENING_TEXTS.draftLoadFailed}</Typography>
        <Button variant="contained" onClick={() => void draft.refetch()}>
          Try Again
        </Button>
      </Paper>
    );
  }
  return <ScreeningForm restored={draft.data} />;
}
