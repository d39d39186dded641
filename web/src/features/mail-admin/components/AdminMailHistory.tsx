import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { MAIL_STATE_LABELS, type OutboxMailSummary } from '@careers/domain/mail';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api';
import { formatDayTime } from '../../../lib/dates';
import { useResendMail } from '../api/mail-admin-api';
import { MAIL_ADMIN_TEXT } from '../content';

/** The lines under a mail's name: to whom and when, its state and attempts, the last answer, what an admin did. */
export function mailDeliveryLines(mail: OutboxMailSummary): string[] {
  const { delivery } = mail;
  const history = delivery.history ?? [];
  const last = history.at(-1);
  const state = [MAIL_STATE_LABELS[delivery.state] ?? delivery.state, MAIL_ADMIN_TEXT.attempts(delivery.attempts)];
  if (delivery.state === 'retrying' && delivery.due_time) {
    state.push(MAIL_ADMIN_TEXT.nextAttempt(formatDayTime(delivery.due_time)));
  }
  if (delivery.state === 'sent' && delivery.end_time)
    state.push(MAIL_ADMIN_TEXT.sentAt(formatDayTime(delivery.end_time)));
  const answer = last?.answer ?? delivery.error;
  return [
    `${mail.to} · ${MAIL_ADMIN_TEXT.queuedAt(formatDayTime(mail.created_at))}`,
    state.join(' · '),
    ...(answer ? [`${MAIL_ADMIN_TEXT.lastAnswer}: ${answer}`] : []),
    ...(delivery.state === 'error' && last?.outcome === 'unknown' && !mail.resent_as
      ? [MAIL_ADMIN_TEXT.mayHaveArrived]
      : []),
    ...(mail.resend_of ? [MAIL_ADMIN_TEXT.resendOf] : []),
    ...(mail.resent_as ? [MAIL_ADMIN_TEXT.resentAs] : []),
  ];
}

/**
 * The mails about a candidate or an application, newest first as given, each with its delivery:
 * state, attempts, the last answer; a failed mail no admin sent again offers "Send again" (one new
 * delivery, however often it is clicked: the server keeps it to one). Both admin detail dialogs show it.
 */
export function AdminMailHistory({
  mails,
  emptyText,
  testId,
  onResent,
}: {
  mails: readonly OutboxMailSummary[];
  emptyText: string;
  testId: string;
  /** Called once a mail was queued again (the dialog asks for its mails again). */
  onResent?: () => void;
}) {
  const resend = useResendMail();
  if (mails.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  const sendAgain = async (id: string) => {
    try {
      await resend.mutateAsync(id);
      toast.success(MAIL_ADMIN_TEXT.resent);
      onResent?.();
    } catch (error) {
      toast.error(errorMessage(error, MAIL_ADMIN_TEXT.resendFailed));
      onResent?.();
    }
  };
  return (
    <List dense data-testid={testId}>
      {mails.map((mail) => {
        const canResend = mail.delivery.state === 'error' && !mail.resent_as;
        const sending = resend.isPending && resend.variables === mail.id;
        return (
          <ListItem
            key={mail.id}
            disableGutters
            data-testid={`mail-${mail.id}`}
            sx={{ alignItems: 'flex-start', gap: 2 }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {mail.label}
              </Typography>
              {mailDeliveryLines(mail).map((line, index) => (
                <Typography key={index} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {line}
                </Typography>
              ))}
            </Box>
            {canResend && (
              <Button
                size="small"
                variant="outlined"
                aria-label={MAIL_ADMIN_TEXT.sendAgainLabel(mail.label)}
                disabled={sending}
                onClick={() => void sendAgain(mail.id)}
                sx={{ flexShrink: 0 }}
              >
                {sending ? MAIL_ADMIN_TEXT.sending : MAIL_ADMIN_TEXT.sendAgain}
              </Button>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
