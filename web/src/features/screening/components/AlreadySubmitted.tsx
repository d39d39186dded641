import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  SCREENING_MESSAGES,
  SCREENING_STATUS_LABELS,
  type HumanReviewMirror,
  type ScreeningStatus,
} from '@careers/domain/screening';
import { ROUTES } from '@careers/domain/shared';
import { Link as RouterLink } from 'react-router';
import { SelfIdentificationSurvey } from '../../self-identification';
import { IN_PROGRESS, SCREENING_TEXTS } from '../messages';
import { HumanReviewRequest } from './HumanReviewRequest';
import { ScreeningNotice } from './ScreeningNotice';

/**
 * 'Application Already Submitted', the server's message and Back to Home; while the assessment is
 * under way, its label too (Submitted, then Under Assessment). Beside the result: asking a person
 * to review it (or where that request stands), the notice of how answers are assessed, and the
 * voluntary self-identification, the last two collapsed (headings under this section's h2).
 */
export function AlreadySubmitted({
  status,
  message,
  humanReview = null,
  jobSlug,
}: {
  status: ScreeningStatus;
  message: string;
  /** The status mirror's review request (null: none, or not known from the mirror). */
  humanReview?: HumanReviewMirror | null;
  jobSlug?: string;
}) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="screening-submitted" sx={{ p: { xs: 3, sm: 4 } }}>
      <Typography id="screening-submitted" variant="h5" component="h2" gutterBottom>
        {SCREENING_MESSAGES.ALREADY_SUBMITTED_TITLE}
      </Typography>
      {IN_PROGRESS.includes(status) && (
        <Chip label={SCREENING_STATUS_LABELS[status]} sx={{ my: 1 }} data-testid="screening-status" />
      )}
      <Typography sx={{ mt: 1, mb: 3 }} role="status" data-testid="screening-message">
        {message}
      </Typography>
      <HumanReviewRequest status={status} review={humanReview} jobSlug={jobSlug} />
      <ScreeningNotice headingLevel="h3" />
      <SelfIdentificationSurvey headingLevel="h3" />
      <Button component={RouterLink} to={ROUTES.home} variant="contained">
        {SCREENING_TEXTS.backToHome}
      </Button>
    </Paper>
  );
}
