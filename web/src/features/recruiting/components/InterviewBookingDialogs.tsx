// Step 5's booking changes: choosing another interview time among the windows with room
// (shown in the candidate's own time zone, with Philippines time beside it), and "I can't attend".
// The server decides (capacity, the one-hour cutoff) and its message is shown as it is.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { formatWindowDay, formatWindowTimes, INTERVIEW, INTERVIEW_BOOKING } from '@careers/domain/recruiting';
import { useState } from 'react';
import { TextInput } from '../../../components/TextInput';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api';
import { readerTimeZone } from '../../../lib/dates';
import { failureOf } from '../../../lib/query';
import { useCancelInterview, useInterviewWindows, useMoveInterview } from '../api/recruiting-api';
import { INTERVIEW_BOOKING_TEXT as T } from '../content';

const slot = (window: { start: string; end: string }) => ({ start: new Date(window.start), end: new Date(window.end) });

/** "Friday, November 27, 2026, 7:00 AM - 9:00 AM" in `timeZone`. */
export function windowLabel(window: { start: Date; end: Date }, timeZone: string): string {
  return `${formatWindowDay(window.start, timeZone)}, ${formatWindowTimes(window, timeZone)}`;
}

/** The windows with room, to book one (a move, or a new booking after a cancellation). */
export function ChooseTimeDialog({
  open,
  onClose,
  rebook,
  jobSlug,
}: {
  open: boolean;
  onClose: () => void;
  rebook: boolean;
  jobSlug: string;
}) {
  const zone = readerTimeZone();
  const windows = useInterviewWindows(open, jobSlug);
  const move = useMoveInterview(jobSlug);
  const [chosen, setChosen] = useState('');

  const onBook = async () => {
    try {
      await move.mutateAsync(chosen);
      toast.success(rebook ? T.booked : T.moved);
      setChosen('');
      onClose();
    } catch (failure) {
      toast.error(errorMessage(failure, T.moveFailed));
      windows.retry();
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="choose-time-title" fullWidth maxWidth="sm">
      <DialogTitle id="choose-time-title">{T.chooseTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{T.chooseIntro(zone)}</DialogContentText>
        {windows.status === 'loading' ? (
          <Typography role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CircularProgress size={18} /> {T.loadingWindows}
          </Typography>
        ) : windows.status === 'error' || windows.refreshFailed ? (
          // Asking again failed (after a failed booking, say): the windows shown may be full by now.
          <Alert severity="error">{errorMessage(failureOf(windows), T.windowsFailed)}</Alert>
        ) : windows.data.windows.length === 0 ? (
          <Alert severity="info">{T.noWindows}</Alert>
        ) : (
          <RadioGroup
            aria-labelledby="choose-time-title"
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            {windows.data.windows.map((window) => (
              <FormControlLabel
                key={window.id}
                value={window.id}
                control={<Radio />}
                data-testid={`window-${window.id}`}
                label={
                  <span>
                    <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                      {windowLabel(slot(window), zone)}
                    </Typography>
                    <Typography component="span" variant="body2" color="text.secondary">
                      {formatWindowTimes(slot(window))} {INTERVIEW.timeZoneLabel} · {T.placesLeft(window.places_left)}
                    </Typography>
                  </span>
                }
              />
            ))}
          </RadioGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.close}</Button>
        <Button variant="contained" disabled={!chosen || move.isPending} onClick={() => void onBook()}>
          {T.book}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** "I can't attend": cancels the interview, with an optional reason. */
export function CancelInterviewDialog({
  open,
  onClose,
  jobSlug,
}: {
  open: boolean;
  onClose: () => void;
  jobSlug: string;
}) {
  const cancel = useCancelInterview(jobSlug);
  const [reason, setReason] = useState('');

  const onCancel = async () => {
    try {
      await cancel.mutateAsync(reason);
      toast.success(T.cancelled);
      setReason('');
      onClose();
    } catch (failure) {
      toast.error(errorMessage(failure, T.cancelFailed));
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="cancel-interview-title" fullWidth maxWidth="sm">
      <DialogTitle id="cancel-interview-title">{T.cancelTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{T.cancelText}</DialogContentText>
        <TextInput
          label={T.cancelReasonLabel}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          htmlInput={{ maxLength: INTERVIEW_BOOKING.reasonMax }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.keep}</Button>
        <Button color="error" variant="contained" disabled={cancel.isPending} onClick={() => void onCancel()}>
          {T.confirmCancel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
