import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type JobSummary } from '@careers/domain/jobs';
import { jobPath } from '@careers/domain/shared';
import { HOME_TEXT, JOB_PAGE_TEXT } from '../content';
import { Link as RouterLink } from 'react-router';
import { LinkButton } from '../../../components/LinkButton';
import type { Live } from '../../../lib/firebase/live';
import { JobBadge } from './JobBadge';

function JobCard({ job }: { job: JobSummary }) {
  return (
    <Box
      component="article"
      aria-labelledby={`job-${job.id}`}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: 3,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
        <Typography id={`job-${job.id}`} variant="h6" component="h3" sx={{ fontWeight: 700 }}>
          <Link component={RouterLink} to={jobPath(job.id)} underline="hover" color="inherit">
            {job.title}
          </Link>
        </Typography>
        <JobBadge label={JOB_PAGE_TEXT.openBadge} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {job.company} · {job.type} · {job.location}
      </Typography>
      <Typography sx={{ flexGrow: 1 }}>{job.description}</Typography>
      <Box>
        <LinkButton to={jobPath(job.id)} look="outlined" aria-label={`${HOME_TEXT.viewDetails}: ${job.title}`}>
          {HOME_TEXT.viewDetails}
        </LinkButton>
      </Box>
    </Box>
  );
}

/** The active jobs, each linking to its page (the home page waits for them to load). */
export function OpenPositions({ jobs }: { jobs: Exclude<Live<JobSummary[]>, { status: 'loading' }> }) {
  if (jobs.status === 'error') return <Typography role="alert">{HOME_TEXT.positionsLoadFailed}</Typography>;
  if (jobs.data.length === 0) return <Typography color="text.secondary">{HOME_TEXT.noPositions}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
      {jobs.data.map((job) => (
        <JobCard key={job.id} job={job} />
      ))}
    </Box>
  );
}
