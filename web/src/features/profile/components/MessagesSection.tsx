import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { MAIL_MESSAGES } from '@careers/domain/mail';
import { Suspense, useEffect } from 'react';
import { firstRowsShown, lazyPreloadable } from '../../../lib/first-rows';
import { useMyMails } from '../api/mail-api';
import { MAIL_SECTION_TEXT } from '../mail-content';

/** The list of mails (MUI's List): loaded once the profile's buttons have shown, shown once the mails have come. */
const MailHistoryList = lazyPreloadable(async () => ({
  default: (await import('../../../components/MailHistoryList')).MailHistoryList,
}));

/** /profile's "Messages": the mails sent to the candidate, newest first, with their delivery state. */
export function MessagesSection() {
  const mails = useMyMails();
  useEffect(() => void firstRowsShown().then(MailHistoryList.preload), []);
  const loading = <CircularProgress size={24} aria-label="Loading messages" />;
  return (
    <Box component="section" aria-labelledby="messages-title" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" id="messages-title">
        {MAIL_SECTION_TEXT.messagesTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {MAIL_SECTION_TEXT.messagesHelp}
      </Typography>
      {mails.status === 'loading' && loading}
      {mails.status === 'error' && <Alert severity="error">{MAIL_MESSAGES.historyFailed}</Alert>}
      {mails.status === 'success' && (
        // The list's code still coming, the mails read as still loading.
        <Suspense fallback={loading}>
          <MailHistoryList mails={mails.data.mails} emptyText={MAIL_MESSAGES.noMails} testId="my-mails" />
        </Suspense>
      )}
    </Box>
  );
}
