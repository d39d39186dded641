import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { RECRUITING_STATUS_LABELS, type CandidateStanding } from '@careers/domain/recruiting';
import { Fragment } from 'react';
import { JobTitle } from '../../jobs';
import { MyScreeningApplications } from '../../screening';

/**
 * Where the candidate stands, once they asked on /profile: each recruiting application (one per
 * posting), then the screening applications, live. Nothing of it shows before the ask, so the
 * profile loads it once its buttons have shown (ProfilePage).
 */
export function ApplicationViews({ views }: { views: readonly CandidateStanding[] }) {
  return (
    <>
      {views.map((view) => (
        <Fragment key={view.applicationId ?? view.jobSlug}>
          <Divider sx={{ my: 3 }} />
          <Box component="section" aria-label="Application status">
            <Typography variant="h6" component="h2" data-testid="profile-job-title">
              <JobTitle slug={view.jobSlug} />
            </Typography>
            <Chip
              label={RECRUITING_STATUS_LABELS[view.status]}
              sx={{ my: 1 }}
              data-testid="profile-application-status"
            />
            <Typography color="text.secondary" data-testid="profile-application-message">
              {view.message}
            </Typography>
          </Box>
        </Fragment>
      ))}
      {/* The screening applications, one per posting, once the candidate asked (then live). */}
      <MyScreeningApplications />
    </>
  );
}
