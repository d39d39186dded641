import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { MAIL_STATE_LABELS, type MailHistoryEntry } from '@careers/domain/mail';
import { formatDayTime } from '../lib/dates';

/**
 * The mails sent to a candidate, newest first as given: what each was, when it was queued and
 * where its delivery is (with the reason of a failure when `showErrors`). The candidate's message
 * history and the recruiting admin's detail dialog show it.
 */
export function MailHistoryList({
  mails,
  emptyText,
  showErrors = false,
  testId,
}: {
  mails: readonly MailHistoryEntry[];
  emptyText: string;
  showErrors?: boolean;
  testId: string;
}) {
  if (mails.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <List dense data-testid={testId}>
      {mails.map((mail) => (
        <ListItem key={mail.id} disableGutters>
          <ListItemText
            primary={mail.label}
            secondary={[
              formatDayTime(mail.created_at),
              MAIL_STATE_LABELS[mail.delivery.state],
              ...(showErrors && mail.delivery.error ? [mail.delivery.error] : []),
            ].join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}
