import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MyInterview } from '@careers/domain/team';
import { useId, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { ListPage } from '../../../components/ListPage';
import { errorMessage } from '../../../lib/api';
import { formatDayTime } from '../../../lib/dates';
import { useMyInterviews } from '../api/team-api';
import { MY_INTERVIEWS_TEXT } from '../content';
import { interviewPath } from '../routes';
import { groupInterviews, type InterviewGroup } from '../interview-groups';
import { ScorecardStatusChip } from './ScorecardParts';

const TEXT = MY_INTERVIEWS_TEXT;

/** /team/interviews: the candidates of the caller's panels, by the interview's day, each with its scorecard. */
export default function MyInterviewsPage() {
  const interviews = useMyInterviews();
  return (
    <ListPage
      title={TEXT.title}
      subtitle={TEXT.subtitle}
      list={interviews}
      states={{
        loading: TEXT.loading,
        failed: interviews.status === 'error' ? errorMessage(interviews.error, TEXT.loadFailed) : '',
        retry: { label: TEXT.tryAgain, onClick: interviews.retry },
        empty: TEXT.empty,
      }}
    >
      {(list) => <Groups interviews={list} />}
    </ListPage>
  );
}

function Groups({ interviews }: { interviews: readonly MyInterview[] }) {
  // Grouped against the time the list arrived: a page left open overnight keeps its groups until
  // the list is asked again.
  const groups = useMemo(() => groupInterviews(interviews), [interviews]);
  return (
    <Stack spacing={4}>
      {groups.map(({ group, interviews: rows }) => (
        <Group key={group} group={group} interviews={rows} />
      ))}
    </Stack>
  );
}

function Group({ group, interviews }: { group: InterviewGroup; interviews: MyInterview[] }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {TEXT.groups[group]}
      </Typography>
      <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {interviews.map((interview) => (
          <Box component="li" key={interview.application_id} data-testid="interview-row">
            <InterviewRow interview={interview} />
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

function InterviewRow({ interview }: { interview: MyInterview }) {
  const submitted = interview.scorecard_status === 'submitted';
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h3">
            {interview.name}
          </Typography>
          <Typography color="text.secondary">{interview.job_title}</Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {interview.interview_at ? formatDayTime(interview.interview_at) : TEXT.noTime}
          </Typography>
          {interview.linkedin_profile && (
            <Link href={interview.linkedin_profile} target="_blank" rel="noopener noreferrer" variant="body2">
              {TEXT.linkedin}
            </Link>
          )}
        </Box>
        <Stack spacing={1} sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' }, flexShrink: 0 }}>
          <ScorecardStatusChip status={interview.scorecard_status} />
          <Button
            component={RouterLink}
            to={interviewPath(interview.application_id)}
            variant={submitted ? 'outlined' : 'contained'}
            size="small"
          >
            {submitted ? TEXT.view : TEXT.open}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
