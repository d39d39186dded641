// The admins' mail calls as hooks: "Send again" of a failed mail (POST /api/admin/mails/{id}/resend)
// and the dashboards' counts (GET /api/admin/mails/stats, asked again every 30 s: a count() of the
// outbox, which clients cannot read).
import { MAIL_API, type MailStatsResponse, type ResendMailResponse } from '@careers/domain/mail';
import { fillPath } from '@careers/domain/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { liveAnswer } from '../../../lib/query';

const keys = { stats: ['admin', 'mail-stats'] as const };

/** How often the dashboards ask for the mail counts again. */
export const MAIL_STATS_REFRESH_MS = 30_000;

/** The outbox's counts: waiting, retrying, failed (not sent again). */
export function useMailStats() {
  return liveAnswer(
    useQuery({
      queryKey: keys.stats,
      queryFn: () => apiRequest<MailStatsResponse>(MAIL_API.adminMailStats),
      refetchInterval: MAIL_STATS_REFRESH_MS,
      retry: 1,
    }),
  );
}

/** POST .../mails/{id}/resend with an empty body; the counts are asked again after it. */
export function useResendMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<ResendMailResponse>(fillPath(MAIL_API.adminResendMail, { id }), { method: 'POST', body: {} }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.stats }),
  });
}
