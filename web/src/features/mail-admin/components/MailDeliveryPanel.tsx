import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMailStats } from '../api/mail-admin-api';
import { MAIL_ADMIN_TEXT } from '../content';

function Count({ label, value }: { label: string; value: number | undefined }) {
  const id = `mail-stat-${label.toLowerCase()}`;
  return (
    <Box role="group" aria-labelledby={id}>
      <Typography id={id} variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" data-testid={id}>
        {value ?? '–'}
      </Typography>
    </Box>
  );
}

/** The dashboards' mail counts: waiting (queued or sending), retrying, failed (not sent again). */
export function MailDeliveryPanel() {
  const stats = useMailStats();
  const counts = stats.data?.stats;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="mail-delivery-title">
      <Typography variant="h6" component="h2" id="mail-delivery-title" gutterBottom>
        {MAIL_ADMIN_TEXT.panelTitle}
      </Typography>
      {stats.isError && !counts && <Alert severity="error">{MAIL_ADMIN_TEXT.statsFailed}</Alert>}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2, mb: 1 }}>
        <Count label={MAIL_ADMIN_TEXT.waiting} value={counts?.waiting} />
        <Count label={MAIL_ADMIN_TEXT.retrying} value={counts?.retrying} />
        <Count label={MAIL_ADMIN_TEXT.failed} value={counts?.failed} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {MAIL_ADMIN_TEXT.panelText}
      </Typography>
    </Paper>
  );
}
