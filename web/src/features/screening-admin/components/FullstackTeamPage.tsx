import {
  formatScore,
  isHighPerformer,
  SECTION_TITLES,
  teamScoreColor,
  type ScreeningSectionKey,
} from '@careers/domain/screening';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CenteredMessage } from '../../../components/CenteredMessage';
import { useHiredTeam, useScreeningPostings, type AdminApplication } from '../api/screening-admin-api';
import { ScreeningPostingBar } from './ScreeningPostingBar';
import { TEAM_TEXT, scoreLabel } from '../content';
import { ScreeningApplicationDialog } from './dialogs';
import { ScoreBadge } from './ScoreBadge';
import { CardGrid, StatCard } from '../../../components/StatCard';
import { formatDay } from '../../../lib/dates';
import { useFirstRowsShown } from '../../../lib/first-rows';

/** Team cards show up to four section scores (spec section 9). */
const TEAM_SECTION_SCORES = 4;

function Member({ row, posting, onView }: { row: AdminApplication; posting?: string; onView: () => void }) {
  const score = row.fs_overall_score;
  const name = row.user_name || TEAM_TEXT.developer;
  return (
    <Card variant="outlined" data-testid={`team-${row.id}`}>
      <CardContent>
        <Typography variant="h6" component="h3">
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {row.user_email}
        </Typography>
        {posting && (
          <Typography variant="body2" gutterBottom data-testid="team-posting">
            {posting}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <ScoreBadge
            testId="team-score"
            text={score == null ? scoreLabel(score) : `${formatScore(score)}/10 · ${scoreLabel(score)}`}
            color={teamScoreColor(score)}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {TEAM_TEXT.joined(formatDay(row.updated_at ?? row.created_at))}
        </Typography>
        <Box component="ul" sx={{ pl: 2, my: 0 }}>
          {Object.entries(row.fs_section_scores ?? {})
            .slice(0, TEAM_SECTION_SCORES)
            .map(([key, value]) => (
              <li key={key}>
                <Typography variant="body2">
                  {SECTION_TITLES[key as ScreeningSectionKey] ?? key}: {formatScore(value)}
                </Typography>
              </li>
            ))}
        </Box>
      </CardContent>
      <CardActions>
        <Button size="small" onClick={onView} aria-label={`${TEAM_TEXT.view}: ${name}`}>
          {TEAM_TEXT.view}
        </Button>
      </CardActions>
    </Card>
  );
}

/**
 * /fullstack-admin/team: the hired full-stack developers as cards, with their summary, live; with
 * screening postings besides the full-stack one, each card names its posting and a posting filter
 * narrows the team.
 */
export default function FullstackTeamPage() {
  const postings = useScreeningPostings();
  const [posting, setPosting] = useState<string | undefined>();
  const live = useHiredTeam(posting);
  const [viewing, setViewing] = useState<string | null>(null);
  useFirstRowsShown(live.status !== 'loading');
  if (live.status === 'loading') return <CenteredMessage text="Loading team..." />;
  if (live.status === 'error') {
    return (
      <Box sx={{ p: 4 }}>
        <Alert severity="error">{TEAM_TEXT.failed}</Alert>
      </Box>
    );
  }
  const rows = live.data;
  const scored = rows.map((row) => row.fs_overall_score).filter((score): score is number => score != null);
  const average = scored.length ? scored.reduce((sum, score) => sum + score, 0) / scored.length : null;
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {TEAM_TEXT.title}
      </Typography>
      <ScreeningPostingBar postings={postings} value={posting} onChange={setPosting} />
      <CardGrid columns={3}>
        <StatCard testId="team-members" title={TEAM_TEXT.members} value={rows.length} />
        <StatCard
          testId="team-average"
          title={TEAM_TEXT.average}
          value={average == null ? '—' : formatScore(average)}
        />
        <StatCard
          testId="team-high-performers"
          title={TEAM_TEXT.highPerformers}
          value={rows.filter((row) => isHighPerformer(row.fs_overall_score)).length}
        />
      </CardGrid>
      {rows.length === 0 && <Typography>{TEAM_TEXT.empty}</Typography>}
      <CardGrid columns={3}>
        {rows.map((row) => (
          <Member
            key={row.id}
            row={row}
            posting={postings.shownTitleOf(row.job_slug)}
            onView={() => setViewing(row.id)}
          />
        ))}
      </CardGrid>
      <ScreeningApplicationDialog applicationId={viewing} onClose={() => setViewing(null)} />
    </Box>
  );
}
