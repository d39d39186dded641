import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { professionalAnswerRows } from '@careers/domain/recruiting';
import type { PanelCandidate } from '@careers/domain/team';
import { Field, Fields } from '../../../components/Fields';
import { formatDayTime } from '../../../lib/dates';
import { SCORECARD_TEXT } from '../content';

const TEXT = SCORECARD_TEXT;

/**
 * Whom the scorecard is of: the candidate's name, posting and interview time, and the application's
 * answers with the LinkedIn profile: what the panel reads before rating, and no more (the call
 * carries no email, phone, gender or country).
 */
export function PanelCandidateDetails({ candidate }: { candidate: PanelCandidate }) {
  const rows = professionalAnswerRows(candidate.answers);
  return (
    <>
      <Typography color="text.secondary" sx={{ mt: 0.5 }} data-testid="scorecard-candidate">
        {[candidate.name, candidate.job_title, formatDayTime(candidate.interview_at)].filter(Boolean).join(' · ')}
      </Typography>
      <Paper variant="outlined" component="section" aria-labelledby="panel-candidate-answers" sx={{ p: 2, mt: 3 }}>
        <Typography variant="h6" component="h2" id="panel-candidate-answers" gutterBottom>
          {TEXT.applicationHeading}
        </Typography>
        <Fields>
          <Field label={TEXT.linkedin}>
            {candidate.linkedin_profile && (
              <Link href={candidate.linkedin_profile} target="_blank" rel="noopener noreferrer">
                {candidate.linkedin_profile}
              </Link>
            )}
          </Field>
          {rows.map(([label, value]) => (
            <Field key={label} label={label}>
              {value}
            </Field>
          ))}
        </Fields>
      </Paper>
    </>
  );
}
