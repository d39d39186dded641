import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { professionalAnswerRows } from '@careers/domain/recruiting';
import type { PanelCandidate } from '@careers/domain/team';
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
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, m: 0 }}>
          <Box>
            <Typography variant="caption" color="text.secondary" component="dt">
              {TEXT.linkedin}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {candidate.linkedin_profile ? (
                <Link href={candidate.linkedin_profile} target="_blank" rel="noopener noreferrer">
                  {candidate.linkedin_profile}
                </Link>
              ) : (
                TEXT.notAnswered
              )}
            </Typography>
          </Box>
          {rows.map(([label, value]) => (
            <Box key={label}>
              <Typography variant="caption" color="text.secondary" component="dt">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
    </>
  );
}
