import { interviewEmail } from '@careers/domain/mail';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { DEFAULT_SCREENING_SLUG } from '@careers/domain/screening';
import { toast } from '../../../lib/toast';
import { useJobTitles } from '../../jobs-admin';
import { deliveryOutcome, useSendInterviewEmail, type AdminApplication } from '../api/screening-admin-api';
import { EMAIL_DIALOG_TEXT, SCREENING_ADMIN_MESSAGES } from '../content';

export interface Props {
  application: (Pick<AdminApplication, 'id' | 'user_email' | 'user_name'> & { job_slug?: string }) | null;
  onClose: () => void;
}

/**
 * The confirmation before an interview invitation is sent: the recipient and the message as it
 * will be delivered. Sending queues the mail; the toast follows its delivery (sent, retrying, or failed).
 */
export function ScreeningInterviewEmailDialog({ application, onClose }: Props) {
  const send = useSendInterviewEmail();
  const email = application?.user_email ?? '';
  const postings = useJobTitles();
  // Another screening posting than the specification's is named by its title, as the mail will be.
  const jobSlug = application?.job_slug;
  const jobTitle = jobSlug && jobSlug !== DEFAULT_SCREENING_SLUG ? postings.titleOf(jobSlug) : null;
  const mail = application ? interviewEmail({ name: application.user_name, email, jobTitle }) : null;

  const confirm = () => {
    if (!application) return;
    send.mutate(application.id, {
      onSuccess: (answer) => {
        onClose();
        void deliveryOutcome(application.id, answer.mail_id)
          .catch(() => 'error' as const)
          .then((outcome) => {
            if (outcome === 'sent') toast.success(SCREENING_ADMIN_MESSAGES.emailSent);
            else if (outcome === 'retrying') toast.warning(EMAIL_DIALOG_TEXT.retrying);
            else toast.error(SCREENING_ADMIN_MESSAGES.emailFailed);
          });
      },
      onError: () => toast.error(SCREENING_ADMIN_MESSAGES.emailFailed),
    });
  };

  return (
    <Dialog open={application !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="send-email-title">
      <DialogTitle id="send-email-title">{EMAIL_DIALOG_TEXT.title}</DialogTitle>
      <DialogContent dividers>
        {mail && (
          <>
            <Typography variant="body2" gutterBottom>
              <strong>{EMAIL_DIALOG_TEXT.to}:</strong> <span data-testid="email-recipient">{email}</span>
            </Typography>
            <Typography variant="body2" gutterBottom>
              <strong>{EMAIL_DIALOG_TEXT.subject}:</strong> {mail.subject}
            </Typography>
            <Box
              component="pre"
              data-testid="email-message"
              sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', bgcolor: 'grey.50', p: 2, borderRadius: 1, m: 0 }}
            >
              {mail.text}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{EMAIL_DIALOG_TEXT.cancel}</Button>
        <Button variant="contained" onClick={confirm} disabled={send.isPending || !email}>
          {send.isPending ? EMAIL_DIALOG_TEXT.sending : EMAIL_DIALOG_TEXT.send}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
