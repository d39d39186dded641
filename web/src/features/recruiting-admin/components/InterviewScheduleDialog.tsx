// The admins' interview schedule: the recurring windows, the capacity of a window, the
// blocked days and the added windows, checked by the domain's schema before the call (the server
// checks it again) and saved with PUT /api/admin/interview-schedule.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { interviewScheduleSchema, type InterviewSchedule } from '@careers/domain/recruiting';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { ValidationError } from 'yup';
import { errorMessage } from '../../../lib/api';
import { useInterviewSchedule, useSaveInterviewSchedule } from '../api/admin-api';
import { INTERVIEW_ADMIN_TEXT as T } from '../content';

interface Fields {
  windows: string;
  capacity: string;
  blocked: string;
  added: string;
}

const fieldsOf = (schedule: InterviewSchedule): Fields => ({
  windows: schedule.windows.join(', '),
  capacity: String(schedule.capacity),
  blocked: schedule.blocked_days.join(', '),
  added: schedule.added_windows.join('\n'),
});

const list = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

/** The schedule's form, once the stored schedule is read. */
function ScheduleForm({ schedule, onClose }: { schedule: InterviewSchedule; onClose: () => void }) {
  const [fields, setFields] = useState(() => fieldsOf(schedule));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveInterviewSchedule();
  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const onSave = async () => {
    setProblem(null);
    const body = {
      windows: list(fields.windows, /,/),
      capacity: Number(fields.capacity),
      blocked_days: list(fields.blocked, /,/),
      added_windows: list(fields.added, /\n/),
    };
    try {
      await interviewScheduleSchema.validate(body);
      await save.mutateAsync(body);
      toast.success(T.saved);
      onClose();
    } catch (failure) {
      setProblem(failure instanceof ValidationError ? failure.message : errorMessage(failure, T.saveFailed));
    }
  };

  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{T.scheduleIntro}</DialogContentText>
        <Stack spacing={2}>
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          <TextField label={T.windowsLabel} value={fields.windows} onChange={set('windows')} fullWidth />
          <TextField
            label={T.capacityLabel}
            value={fields.capacity}
            onChange={set('capacity')}
            type="number"
            slotProps={{ htmlInput: { min: 1, max: 500, step: 1 } }}
          />
          <TextField label={T.blockedLabel} value={fields.blocked} onChange={set('blocked')} fullWidth />
          <TextField
            label={T.addedLabel}
            value={fields.added}
            onChange={set('added')}
            multiline
            minRows={2}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.close}</Button>
        <Button variant="contained" disabled={save.isPending} onClick={() => void onSave()}>
          {T.save}
        </Button>
      </DialogActions>
    </>
  );
}

/** The "Interview windows" button and its dialog. */
export function InterviewScheduleButton() {
  const [open, setOpen] = useState(false);
  const schedule = useInterviewSchedule(open);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {T.scheduleButton}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="interview-schedule-title" fullWidth maxWidth="sm">
        <DialogTitle id="interview-schedule-title">{T.scheduleTitle}</DialogTitle>
        {schedule.isPending ? (
          <DialogContent>
            <Typography role="status">{T.loadingSchedule}</Typography>
          </DialogContent>
        ) : schedule.isError ? (
          <DialogContent>
            <Alert severity="error">{errorMessage(schedule.error, T.saveFailed)}</Alert>
          </DialogContent>
        ) : (
          <ScheduleForm key={String(schedule.dataUpdatedAt)} schedule={schedule.data.schedule} onClose={close} />
        )}
      </Dialog>
    </>
  );
}
