import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { MAIL_MESSAGES } from '@careers/domain/mail';
import { MailHistoryList } from '../../../components/MailHistoryList';
import { useMyMails } from '../api/mail-api';
import { MAIL_SECTION_TEXT } from '../mail-content';

/** /profile's "Messages": the mails sent to the candidate, newest first, with their delivery state. */
export function MessagesSection() {
  const mails = useMyMails();
  return (
    <Box component="section" aria-labelledby="messages-title" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" id="messages-title">
        {MAIL_SECTION_TEXT.messagesTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {MAIL_SECTION_TEXT.messagesHelp}
      </Typography>
      {mails.status === 'loading' && <CircularProgress size={24} aria-label="Loading messages" />}
      {mails.status === 'error' && <Alert severity="error">{MAIL_MESSAGES.historyFailed}</Alert>}
      {mails.status === 'success' && (
        <MailHistoryList mails={mails.data.mails} emptyText={MAIL_MESSAGES.noMails} testId="my-mails" />
      )}
    </Box>
  );
}
