// The admins' interview schedule: the recurring windows, the capacity of a window, the blocked days
// and the windows added on one day, one row each with the admin's date and time fields (a Formik
// form), checked by the domain's schema before the call (the server checks it again) and saved with
// PUT /api/admin/interview-schedule.
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ADDED_WINDOW_PATTERN,
  interviewScheduleSchema,
  WINDOW_TIMES_PATTERN,
  type InterviewSchedule,
} from '@careers/domain/recruiting';
import { FieldArray, FormikProvider, useFormik } from 'formik';
import { useState, type ReactNode } from 'react';
import { ValidationError } from 'yup';
import { TextInput } from '../../../components/TextInput';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api';
import { useInterviewSchedule, useSaveInterviewSchedule } from '../api/interviews-api';
import { INTERVIEW_ADMIN_TEXT as T } from '../content';

interface Times {
  start: string;
  end: string;
}

/** The form's values: the schedule as rows (times 'HH:mm', days 'YYYY-MM-DD'). */
interface ScheduleValues {
  windows: Times[];
  capacity: string;
  blocked: { day: string }[];
  added: (Times & { day: string })[];
}

const timesOf = (text: string): Times => {
  const match = WINDOW_TIMES_PATTERN.exec(text);
  return match ? { start: `${match[1]}:${match[2]}`, end: `${match[3]}:${match[4]}` } : { start: '', end: '' };
};

const valuesOf = (schedule: InterviewSchedule): ScheduleValues => ({
  windows: schedule.windows.map(timesOf),
  capacity: String(schedule.capacity),
  blocked: schedule.blocked_days.map((day) => ({ day })),
  added: schedule.added_windows.map((entry) => {
    const match = ADDED_WINDOW_PATTERN.exec(entry);
    return { day: match?.[1] ?? '', ...timesOf(match?.[2] ?? '') };
  }),
});

/** The call's body from the rows. */
const bodyOf = (values: ScheduleValues) => ({
  windows: values.windows.map(({ start, end }) => `${start}-${end}`),
  capacity: Number(values.capacity),
  blocked_days: values.blocked.map(({ day }) => day),
  added_windows: values.added.map(({ day, start, end }) => `${day} ${start}-${end}`),
});

/** A titled list of rows with a button that adds one. */
function Rows({
  title,
  onAdd,
  addLabel,
  children,
}: {
  title: string;
  onAdd: () => void;
  addLabel: string;
  children: ReactNode;
}) {
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {title}
      </Typography>
      {children}
      <Button onClick={onAdd} sx={{ alignSelf: 'flex-start' }}>
        {addLabel}
      </Button>
    </Stack>
  );
}

/** The schedule's form, once the stored schedule is read. */
function ScheduleForm({ schedule, onClose }: { schedule: InterviewSchedule; onClose: () => void }) {
  const save = useSaveInterviewSchedule();
  const formik = useFormik<ScheduleValues>({
    initialValues: valuesOf(schedule),
    onSubmit: async (values, { setStatus }) => {
      setStatus(null);
      const body = bodyOf(values);
      try {
        await interviewScheduleSchema.validate(body);
        await save.mutateAsync(body);
        toast.success(T.saved);
        onClose();
      } catch (failure) {
        setStatus(failure instanceof ValidationError ? failure.message : errorMessage(failure, T.saveFailed));
      }
    },
  });
  const { values, handleChange } = formik;
  const problem = formik.status as string | null | undefined;
  const time = (name: string, label: string, value: string) => (
    <TextInput type="time" name={name} label={label} value={value} onChange={handleChange} size="small" shrinkLabel />
  );
  const day = (name: string, label: string, value: string) => (
    <TextInput type="date" name={name} label={label} value={value} onChange={handleChange} size="small" shrinkLabel />
  );
  const remove = (label: string, onClick: () => void) => (
    <IconButton aria-label={label} onClick={onClick} size="small">
      <DeleteOutlineIcon fontSize="small" />
    </IconButton>
  );

  return (
    <FormikProvider value={formik}>
      <form onSubmit={formik.handleSubmit} noValidate>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{T.scheduleIntro}</DialogContentText>
          <Stack spacing={3}>
            {problem && (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            )}
            <FieldArray name="windows">
              {({ push, remove: drop }) => (
                <Rows title={T.everyDay} addLabel={T.addWindow} onAdd={() => push({ start: '', end: '' })}>
                  {values.windows.map((window, i) => (
                    <Stack direction="row" spacing={1} key={i} sx={{ alignItems: 'center' }}>
                      {time(`windows.${i}.start`, T.windowOpens(i + 1), window.start)}
                      {time(`windows.${i}.end`, T.windowCloses(i + 1), window.end)}
                      {remove(T.removeWindow(i + 1), () => drop(i))}
                    </Stack>
                  ))}
                </Rows>
              )}
            </FieldArray>
            <TextInput
              name="capacity"
              label={T.capacityLabel}
              value={values.capacity}
              onChange={handleChange}
              type="number"
              htmlInput={{ min: 1, max: 500, step: 1 }}
              sx={{ maxWidth: 220 }}
            />
            <FieldArray name="blocked">
              {({ push, remove: drop }) => (
                <Rows title={T.blockedDays} addLabel={T.addBlockedDay} onAdd={() => push({ day: '' })}>
                  {values.blocked.map((blocked, i) => (
                    <Stack direction="row" spacing={1} key={i} sx={{ alignItems: 'center' }}>
                      {day(`blocked.${i}.day`, T.blockedDay(i + 1), blocked.day)}
                      {remove(T.removeBlockedDay(i + 1), () => drop(i))}
                    </Stack>
                  ))}
                </Rows>
              )}
            </FieldArray>
            <FieldArray name="added">
              {({ push, remove: drop }) => (
                <Rows title={T.addedWindows} addLabel={T.addAdded} onAdd={() => push({ day: '', start: '', end: '' })}>
                  {values.added.map((added, i) => (
                    <Stack direction="row" spacing={1} key={i} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      {day(`added.${i}.day`, T.addedDay(i + 1), added.day)}
                      {time(`added.${i}.start`, T.addedOpens(i + 1), added.start)}
                      {time(`added.${i}.end`, T.addedCloses(i + 1), added.end)}
                      {remove(T.removeAdded(i + 1), () => drop(i))}
                    </Stack>
                  ))}
                </Rows>
              )}
            </FieldArray>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{T.close}</Button>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            {T.save}
          </Button>
        </DialogActions>
      </form>
    </FormikProvider>
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
        {schedule.status === 'loading' ? (
          <DialogContent>
            <Typography role="status">{T.loadingSchedule}</Typography>
          </DialogContent>
        ) : schedule.status === 'error' ? (
          <DialogContent>
            <Alert severity="error">{errorMessage(schedule.error, T.saveFailed)}</Alert>
          </DialogContent>
        ) : (
          <ScheduleForm schedule={schedule.data.schedule} onClose={close} />
        )}
      </Dialog>
    </>
  );
}
