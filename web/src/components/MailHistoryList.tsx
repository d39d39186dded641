import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { MAIL_STATE_LABELS, type MailHistoryEntry } from '@careers/domain/mail';
import { formatDayTime } from '../lib/dates';

/**
 * The mails sent to a candidate, newest first as given: what each was, when it was queued and
 * where its delivery is. The candidate's message history shows it (the admins' dialogs show each
 * mail's attempts and answers: features/mail-admin).
 */
export function MailHistoryList({
  mails,
  emptyText,
  testId,
}: {
  mails: readonly MailHistoryEntry[];
  emptyText: string;
  testId: string;
}) {
  if (mails.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <List dense data-testid={testId}>
      {mails.map((mail) => (
        <ListItem key={mail.id} disableGutters>
          <ListItemText
            primary={mail.label}
            secondary={[formatDayTime(mail.created_at), MAIL_STATE_LABELS[mail.delivery.state]].join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}
