import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { RecruitingApplication } from '@careers/domain/recruiting';
import type { ReactNode } from 'react';
import type { WithId } from '../../../lib/firebase/firestore';
import type { Live } from '../../../lib/firebase/live';
import { ADMIN_MESSAGES } from '../content';

/** One field of an application's detail: its label over its value (a dash for none). */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Typography>
    </Box>
  );
}

/** The fields of a detail, two columns from the small breakpoint. */
export const Fields = ({ children }: { children: ReactNode }) => (
  <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, m: 0 }}>
    {children}
  </Box>
);

/**
 * The dialog of one application, live: its name as the title, a spinner while it loads, the
 * failure when it cannot be read (or is gone), else what `children` shows of it.
 */
export function ApplicationDialog({
  id,
  application,
  onClose,
  children,
}: {
  id: string | null;
  application: Live<WithId<RecruitingApplication> | null>;
  onClose: () => void;
  children: (application: WithId<RecruitingApplication>) => ReactNode;
}) {
  const app = application.status === 'success' ? application.data : null;
  return (
    <Dialog open={id !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="application-detail-title">
      <DialogTitle id="application-detail-title">{app ? app.name : 'Application'}</DialogTitle>
      <DialogContent dividers>
        {application.status === 'loading' && <CircularProgress aria-label="Loading application" />}
        {(application.status === 'error' || (application.status === 'success' && !app)) && (
          <Alert severity="error">{ADMIN_MESSAGES.applicationEmpty}</Alert>
        )}
        {app && children(app)}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
