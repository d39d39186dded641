import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatScore, SCREENING_STATUS_LABELS, type HumanReviewRequest } from '@careers/domain/screening';
import { useState } from 'react';
import { ListPage } from '../../../components/ListPage';
import { errorMessage } from '../../../lib/api';
import { formatDayTime } from '../../../lib/dates';
import { useFirstRowsShown } from '../../../lib/first-rows';
import { useHumanReviews } from '../api/screening-admin-api';
import { HUMAN_REVIEWS_TEXT as TEXT } from '../content';
import { ScreeningApplicationDialog } from './dialogs';
import { ScreeningStatusChip } from './ScreeningStatusChip';

/**
 * /admin/fullstack-screening/human-reviews: the candidates' requests for a person to review the
 * assessment's decision, oldest first; each opens its application, where the admin decides with
 * the status change (which mails the candidate the outcome).
 */
export default function HumanReviewsPage() {
  const queue = useHumanReviews();
  const [openId, setOpenId] = useState<string | null>(null);
  useFirstRowsShown(queue.status !== 'loading');
  const requests = queue.status === 'success' ? { status: 'success' as const, data: queue.data.requests } : queue;
  return (
    <>
      <ListPage
        title={TEXT.title}
        subtitle={TEXT.intro}
        maxWidth="lg"
        list={requests}
        states={{
          loading: TEXT.loading,
          failed: queue.status === 'error' ? errorMessage(queue.error, TEXT.failed) : '',
          retry: { label: TEXT.tryAgain, onClick: queue.retry },
          empty: TEXT.empty,
        }}
      >
        {(items) => (
          <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {items.map((request) => (
              <Box component="li" key={request.application_id} data-testid="human-review-request">
                <RequestCard request={request} onOpen={() => setOpenId(request.application_id)} />
              </Box>
            ))}
          </Stack>
        )}
      </ListPage>
      {queue.status === 'success' && (
        <Typography color="text.secondary" sx={{ px: { xs: 2, md: 3 }, pb: 4 }} data-testid="human-review-median">
          {TEXT.median(queue.data.median_hours_to_decision, queue.data.decided)}
        </Typography>
      )}
      <ScreeningApplicationDialog applicationId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

function RequestCard({ request, onOpen }: { request: HumanReviewRequest; onOpen: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, mb: 1 }}>
        <Link component="button" type="button" onClick={onOpen} sx={{ fontWeight: 600, textAlign: 'left' }}>
          {request.user_name || request.user_email || request.application_id}
        </Link>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {request.user_email}
        </Typography>
        <ScreeningStatusChip status={request.status} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {TEXT.requestedAt}: {formatDayTime(request.requested_at)} · {TEXT.fromStatus}:{' '}
        {SCREENING_STATUS_LABELS[request.status_at_request]} · {TEXT.score}: {formatScore(request.score)}
      </Typography>
      <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>{request.reason || TEXT.noReason}</Typography>
    </Paper>
  );
}
