import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CardGrid, StatCard } from '../../../components/StatCard';
import { useMailStats } from '../api/mail-admin-api';
import { MAIL_ADMIN_TEXT } from '../content';

/** The dashboards' mail counts: waiting (queued or sending), retrying, failed (not sent again). */
export function MailDeliveryPanel() {
  const stats = useMailStats();
  const counts = stats.status === 'success' ? stats.data.stats : undefined;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="mail-delivery-title">
      <Typography variant="h6" component="h2" id="mail-delivery-title" gutterBottom>
        {MAIL_ADMIN_TEXT.panelTitle}
      </Typography>
      {stats.status === 'error' && <Alert severity="error">{MAIL_ADMIN_TEXT.statsFailed}</Alert>}
      <CardGrid columns={3}>
        <StatCard title={MAIL_ADMIN_TEXT.waiting} value={counts?.waiting} testId="mail-stat-waiting" />
        <StatCard title={MAIL_ADMIN_TEXT.retrying} value={counts?.retrying} testId="mail-stat-retrying" />
        <StatCard title={MAIL_ADMIN_TEXT.failed} value={counts?.failed} testId="mail-stat-failed" />
      </CardGrid>
      <Typography variant="body2" color="text.secondary">
        {MAIL_ADMIN_TEXT.panelText}
      </Typography>
    </Paper>
  );
}
