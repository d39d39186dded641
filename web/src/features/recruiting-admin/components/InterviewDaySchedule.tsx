// Interview Management's day schedule: a Manila day's windows with who is booked into
// each (today's by default), and an admin's move of a candidate to another window.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatWindowTimes,
  INTERVIEW,
  manilaDay,
  type InterviewDayResponse,
  type RecruitingStatus,
} from '@careers/domain/recruiting';
import { useState } from 'react';
import { TextInput } from '../../../components/TextInput';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api';
import { failureOf } from '../../../lib/query';
import { useAdminMoveInterview, useInterviewDay } from '../api/interviews-api';
import { INTERVIEW_ADMIN_TEXT as T } from '../content';
import { RecruitingStatusChip } from './RecruitingStatusChip';

type DayWindow = InterviewDayResponse['windows'][number];
const times = (window: Pick<DayWindow, 'start' | 'end'>) =>
  `${formatWindowTimes({ start: new Date(window.start), end: new Date(window.end) })} ${INTERVIEW.timeZoneLabel}`;

/** A day picker (Manila days) with its label. */
function DayField({ id, value, onChange }: { id: string; value: string; onChange: (day: string) => void }) {
  return (
    <TextInput
      id={id}
      type="date"
      label={T.dayLabel}
      value={value}
      onChange={(event) => event.target.value && onChange(event.target.value)}
      shrinkLabel
      size="small"
    />
  );
}

/** The day's windows and who is booked into each. */
export function InterviewDaySchedule() {
  const [day, setDay] = useState(() => manilaDay(new Date()));
  const schedule = useInterviewDay(day);
  const [moving, setMoving] = useState<{ id: string; name: string } | null>(null);

  return (
    <Box component="section" aria-label="Day schedule">
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <DayField id="interview-day" value={day} onChange={setDay} />
        <Button variant="outlined" onClick={() => setDay(manilaDay(new Date()))}>
          {T.today}
        </Button>
      </Stack>
      {schedule.status === 'loading' ? (
        <Typography role="status">{T.loadingDay}</Typography>
      ) : schedule.status === 'error' || schedule.refreshFailed ? (
        // Asking the day again failed (after a move, say): the windows shown may be out of date.
        <Alert severity="error">{errorMessage(failureOf(schedule), T.dayFailed)}</Alert>
      ) : schedule.data.windows.length === 0 ? (
        <Alert severity="info">{T.noWindows}</Alert>
      ) : (
        <Stack spacing={2}>
          {schedule.data.windows.map((window) => (
            <Paper key={window.id} variant="outlined" sx={{ p: 2 }} data-testid={`day-window-${window.id}`}>
              <Typography variant="h6" component="h2">
                {times(window)}
              </Typography>
              <Typography color="text.secondary">{T.booked(window.booked, schedule.data.capacity)}</Typography>
              {window.candidates.length === 0 ? (
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {T.nobodyBooked}
                </Typography>
              ) : (
                <List dense>
                  {window.candidates.map((candidate) => (
                    <ListItem
                      key={candidate.application_id}
                      secondaryAction={
                        <Button
                          size="small"
                          aria-label={`${T.move} ${candidate.name}`}
                          onClick={() => setMoving({ id: candidate.application_id, name: candidate.name })}
                        >
                          {T.move}
                        </Button>
                      }
                    >
                      <ListItemText primary={candidate.name} secondary={candidate.email} />
                      <Box sx={{ mr: 8 }}>
                        <RecruitingStatusChip status={candidate.status as RecruitingStatus} />
                      </Box>
                    </ListItem>
                  ))}
                </List>
              )}
            </Paper>
          ))}
        </Stack>
      )}
      <AdminMoveDialog candidate={moving} onClose={() => setMoving(null)} initialDay={day} />
    </Box>
  );
}

/** An admin (or the posting's recruiter) moves a candidate: a day, then one of its windows with room. */
export function AdminMoveDialog({
  candidate,
  onClose,
  initialDay,
}: {
  candidate: { id: string; name: string } | null;
  onClose: () => void;
  initialDay: string;
}) {
  const [day, setDay] = useState(initialDay);
  const schedule = useInterviewDay(candidate ? day : null);
  const shown = schedule.status === 'success' ? schedule.data : undefined;
  const move = useAdminMoveInterview();

  const onMove = async (windowId: string) => {
    if (!candidate) return;
    try {
      await move.mutateAsync({ id: candidate.id, windowId });
      toast.success(T.moved);
      onClose();
    } catch (failure) {
      toast.error(errorMessage(failure, T.moveFailed));
    }
  };

  return (
    <Dialog open={candidate !== null} onClose={onClose} aria-labelledby="admin-move-title" fullWidth maxWidth="sm">
      <DialogTitle id="admin-move-title">{candidate ? T.moveTitle(candidate.name) : ''}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{T.moveIntro}</DialogContentText>
        <DayField id="admin-move-day" value={day} onChange={setDay} />
        <Stack spacing={1} sx={{ mt: 2 }}>
          {shown?.windows.map((window) => {
            const full = window.booked >= shown.capacity;
            return (
              <Stack key={window.id} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Typography sx={{ flex: 1 }}>
                  {times(window)} · {T.booked(window.booked, shown.capacity)}
                </Typography>
                <Button
                  variant="outlined"
                  size="small"
                  disabled={full || move.isPending}
                  onClick={() => void onMove(window.id)}
                >
                  {full ? T.full : T.moveTo}
                </Button>
              </Stack>
            );
          })}
          {shown && shown.windows.length === 0 && <Alert severity="info">{T.noWindows}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
