// The detail dialog's Status Management: the new status (any an admin may set), Update Status,
// Reassess and Send Interview Email. Moving a shortlisted, interviewed or hired candidate back to
// Submitted first asks the admin to confirm (needsRescoreConfirmation); the call refuses it
// unconfirmed too, so a stale tab cannot skip the question.
import {
  canReassess,
  isSettableScreeningStatus,
  needsRescoreConfirmation,
  SCREENING_STATUS_LABELS,
  SETTABLE_SCREENING_STATUSES,
  type AdminScreeningStatus,
} from '@careers/domain/screening';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { useChangeStatus, useReassess, type AdminApplication } from '../api/screening-admin-api';
import { DETAIL_TEXT, SCREENING_ADMIN_MESSAGES, candidateStatusUpdatedMessage } from '../content';
import { DetailSection } from './DetailSection';
import { ScreeningInterviewEmailDialog } from './ScreeningInterviewEmailDialog';

export function StatusManagement({ application }: { application: AdminApplication }) {
  const current = application.fs_status;
  const [chosen, setChosen] = useState<AdminScreeningStatus>(current);
  const [confirming, setConfirming] = useState(false);
  const [emailFor, setEmailFor] = useState<AdminApplication | null>(null);
  const change = useChangeStatus();
  const reassess = useReassess();
  // The statuses offered; the current one stays listed (disabled) when an admin may not set it.
  const options = isSettableScreeningStatus(current)
    ? SETTABLE_SCREENING_STATUSES
    : [current, ...SETTABLE_SCREENING_STATUSES];
  // Awaited rather than mutate()'s callbacks: this section remounts when the live document shows
  // the new status (its key), often before the call answers, and mutate()'s callbacks do not
  // run after an unmount. The toast must show either way.
  const update = async (confirmRescore = false) => {
    setConfirming(false);
    try {
      await change.mutateAsync({ id: application.id, status: chosen, confirmRescore });
      toast.success(candidateStatusUpdatedMessage(chosen));
    } catch {
      toast.error(SCREENING_ADMIN_MESSAGES.statusUpdateFailed);
    }
  };
  const startReassess = async () => {
    try {
      await reassess.mutateAsync(application.id);
      toast.success(SCREENING_ADMIN_MESSAGES.reassessStartedDetail);
    } catch {
      toast.error(SCREENING_ADMIN_MESSAGES.reassessFailed);
    }
  };
  return (
    <DetailSection title={DETAIL_TEXT.management}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="detail-status-label">{DETAIL_TEXT.newStatus}</InputLabel>
          <Select
            labelId="detail-status-label"
            label={DETAIL_TEXT.newStatus}
            value={chosen}
            onChange={(event) => setChosen(event.target.value as AdminScreeningStatus)}
          >
            {options.map((status) => (
              <MenuItem key={status} value={status} disabled={!isSettableScreeningStatus(status)}>
                {SCREENING_STATUS_LABELS[status]} ({status})
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Button
          variant="contained"
          onClick={() => (needsRescoreConfirmation(current, chosen) ? setConfirming(true) : void update())}
          disabled={chosen === current || change.isPending}
        >
          {DETAIL_TEXT.updateStatus}
        </Button>
        <Button
          variant="outlined"
          onClick={() => void startReassess()}
          disabled={!canReassess(current) || reassess.isPending}
        >
          {DETAIL_TEXT.reassess}
        </Button>
        <Button variant="outlined" onClick={() => setEmailFor(application)} disabled={!application.user_email}>
          {DETAIL_TEXT.sendEmail}
        </Button>
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="rescore-title">
        <DialogTitle id="rescore-title">{DETAIL_TEXT.rescoreTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{DETAIL_TEXT.rescoreBody(SCREENING_STATUS_LABELS[current])}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{DETAIL_TEXT.cancel}</Button>
          <Button variant="contained" onClick={() => void update(true)}>
            {DETAIL_TEXT.rescoreConfirm}
          </Button>
        </DialogActions>
      </Dialog>
      <ScreeningInterviewEmailDialog application={emailFor} onClose={() => setEmailFor(null)} />
    </DetailSection>
  );
}
