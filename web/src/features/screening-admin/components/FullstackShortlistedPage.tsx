import {
  formatScore,
  SCREENING_STATUS_LABELS,
  SECTION_TITLES,
  scorePercent,
  SHORTLIST_STATUSES,
  shortlistQuickActions,
  shortlistScoreColor,
  type AdminScreeningStatus,
  type ScreeningDashboardStats,
  type ScreeningSectionKey,
} from '@careers/domain/screening';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { toast } from '../../../lib/toast';
import { CenteredMessage } from '../../../components/CenteredMessage';
import { TablePager } from '../../admin-kit';
import {
  useChangeStatus,
  useScreeningDashboard,
  useScreeningPostings,
  useScreeningTable,
  type AdminApplication,
} from '../api/screening-admin-api';
import { ScreeningPostingBar } from './ScreeningPostingBar';
import { SHORTLIST_TEXT, SCREENING_ADMIN_MESSAGES, candidateStatusUpdatedMessage } from '../content';
import { ScreeningApplicationDialog } from './dialogs';
import { ScoreBadge } from './ScoreBadge';
import { ScreeningStatusChip } from './ScreeningStatusChip';
import { CardGrid, StatCard } from '../../../components/StatCard';
import { useFirstRowsShown } from '../../../lib/first-rows';

function Candidate({ row, posting, onView }: { row: AdminApplication; posting?: string; onView: () => void }) {
  const change = useChangeStatus();
  // mutateAsync, not mutate's callbacks: the card leaves the list when its status changes (an
  // interviewed candidate rejected), and TanStack drops an unmounted caller's callbacks.
  const move = async (status: AdminScreeningStatus) => {
    try {
      await change.mutateAsync({ id: row.id, status });
      toast.success(candidateStatusUpdatedMessage(status));
    } catch {
      toast.error(SCREENING_ADMIN_MESSAGES.statusUpdateFailed);
    }
  };
  const percent = row.fs_overall_score == null ? null : scorePercent(row.fs_overall_score);
  return (
    <Card variant="outlined" data-testid={`shortlist-${row.id}`}>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Box>
            <Typography variant="h6" component="h3">
              <Button variant="text" onClick={onView} sx={{ p: 0, textTransform: 'none', fontSize: 'inherit' }}>
                {row.user_name || row.user_email}
              </Button>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {row.user_email}
            </Typography>
            {posting && (
              <Typography variant="body2" data-testid="shortlist-posting">
                {posting}
              </Typography>
            )}
            <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
              <ScreeningStatusChip status={row.fs_status} />
              {percent !== null && (
                <ScoreBadge
                  testId="shortlist-score"
                  text={`${percent.toFixed(1)}%`}
                  color={shortlistScoreColor(percent)}
                />
              )}
            </Stack>
            <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 0.5 }}>
              {Object.entries(row.fs_section_scores ?? {}).map(([key, score]) => (
                <ScoreBadge
                  key={key}
                  text={`${SECTION_TITLES[key as ScreeningSectionKey] ?? key}: ${formatScore(score)}`}
                  color={shortlistScoreColor(scorePercent(score))}
                />
              ))}
            </Stack>
          </Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            {shortlistQuickActions(row.fs_status).map((status) => (
              <Button
                key={status}
                variant={status === 'rejected' ? 'outlined' : 'contained'}
                color={status === 'rejected' ? 'error' : 'primary'}
                disabled={change.isPending}
                onClick={() => void move(status)}
              >
                {SHORTLIST_TEXT.moveTo(SCREENING_STATUS_LABELS[status])}
              </Button>
            ))}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The shortlist's cards: the four pipeline statuses, newest first, 50 a page. */
const SHORTLIST_VIEW = {
  statuses: SHORTLIST_STATUSES,
  search: '',
  sort: 'created_at',
  direction: 'desc',
  pageSize: 50,
} as const;

/** Each pipeline status's count on the dashboard stats (the screening tally: exact at any size). */
const SHORTLIST_COUNT = {
  screening_passed: 'screening_passed',
  shortlisted: 'shortlisted',
  interviewed: 'interviewed',
  hired: 'hired',
} as const satisfies Record<(typeof SHORTLIST_STATUSES)[number], keyof ScreeningDashboardStats>;

/**
 * /fullstack-admin/shortlisted: the four pipeline statuses counted, their candidates with quick
 * actions, live; with screening postings besides the full-stack one, each card names its posting
 * and a posting filter narrows the counts and the candidates.
 */
export default function FullstackShortlistedPage() {
  const postings = useScreeningPostings();
  const [posting, setPosting] = useState<string | undefined>();
  const view = useMemo(() => ({ ...SHORTLIST_VIEW, posting }), [posting]);
  const table = useScreeningTable(view);
  const live = table.live;
  const counts = useScreeningDashboard(0, posting);
  const [viewing, setViewing] = useState<string | null>(null);
  const failed = live.status === 'error';
  useFirstRowsShown(live.status !== 'loading');
  useEffect(() => {
    if (failed) toast.error(SCREENING_ADMIN_MESSAGES.loadShortlistFailed);
  }, [failed]);
  if (live.status === 'loading') return <CenteredMessage text="Loading candidates..." />;
  if (live.status === 'error') {
    return (
      <Box sx={{ p: 4 }}>
        <Alert severity="error">{SCREENING_ADMIN_MESSAGES.loadShortlistFailed}</Alert>
      </Box>
    );
  }
  const rows = table.rows;
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {SHORTLIST_TEXT.title}
      </Typography>
      <ScreeningPostingBar postings={postings} value={posting} onChange={setPosting} />
      <CardGrid>
        {SHORTLIST_STATUSES.map((status) => (
          <StatCard
            key={status}
            testId={`count-${status}`}
            title={SCREENING_STATUS_LABELS[status]}
            value={counts.status === 'success' ? counts.data[SHORTLIST_COUNT[status]] : '…'}
          />
        ))}
      </CardGrid>
      {rows.length === 0 && <Typography>{SHORTLIST_TEXT.empty}</Typography>}
      <Stack spacing={2}>
        {rows.map((row) => (
          <Candidate
            key={row.id}
            row={row}
            posting={postings.shownTitleOf(row.job_slug)}
            onView={() => setViewing(row.id)}
          />
        ))}
      </Stack>
      <TablePager table={table} />
      <ScreeningApplicationDialog applicationId={viewing} onClose={() => setViewing(null)} />
    </Box>
  );
}
