import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { RecruitingApplication } from '@careers/domain/recruiting';
import type { ReactNode } from 'react';
import type { WithId } from '../../../lib/firebase/firestore';
import type { Live } from '../../../lib/firebase/live';
import { ADMIN_MESSAGES } from '../content';

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
