import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DownloadIcon from '@mui/icons-material/Download';
import VideocamIcon from '@mui/icons-material/Videocam';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  canChangeInterview,
  formatInterviewDate,
  formatWindowTimes,
  googleCalendarUrl,
  INTERVIEW,
  interviewCalendarDetails,
  interviewCalendarFile,
  type InterviewSlot,
} from '@careers/domain/recruiting';
import { COMPANY } from '@careers/domain/shared';
import { useState } from 'react';
import { ExitLinks } from './ExitLinks';
import { downloadTextFile } from '../../../lib/download';
import { readerTimeZone } from '../../../lib/dates';
import { COMMUNITY_FORUM_URL, INTERVIEW_BOOKING_TEXT, MEETING_URL, STAFF, SUPPORT_MAILTO } from '../content';
import { CancelInterviewDialog, ChooseTimeDialog, windowLabel } from './InterviewBookingDialogs';
import { StaffCard } from './StaffCard';

const NEXT_STEPS = [
  {
    title: 'Attend your interview',
    body: 'Join the video meeting at the scheduled time. Find a quiet place and test your camera and microphone beforehand.',
  },
  {
    title: 'Training and onboarding',
    body: 'Successful candidates start a short paid training, then join their first recruiting campaign.',
  },
];

/** Step 5: the interview booked when the NDA was signed (or moved since), and the changes the candidate may make. */
export function InterviewScheduledStep({
  interview,
  cancelled = false,
  jobSlug,
  jobTitle,
}: {
  interview: InterviewSlot | null;
  cancelled?: boolean;
  /** The posting whose application it is (the interview calls name it). */
  jobSlug: string;
  /** Its title, for the calendar entry. */
  jobTitle: string;
}) {
  const calendarDetails = interviewCalendarDetails(MEETING_URL, jobTitle);
  const [choosing, setChoosing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const zone = readerTimeZone();
  const changeable = interview ? canChangeInterview(interview.start, new Date()) : true;
  return (
    <Stack spacing={4}>
      <Box>
        <Typography variant="h5" component="h3" gutterBottom>
          Your Interview Is Scheduled
        </Typography>
        <Typography color="text.secondary">Thank you for signing the NDA. We look forward to meeting you.</Typography>
      </Box>

      {interview ? (
        <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-label="Interview details">
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { sm: '120px 1fr' }, gap: 1, m: 0, mb: 3 }}>
            <Typography component="dt" color="text.secondary">
              Date
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid="interview-date">
              {formatInterviewDate(interview.start)}
            </Typography>
            <Typography component="dt" color="text.secondary">
              Time
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid="interview-time">
              {formatWindowTimes(interview)} {INTERVIEW.timeZoneLabel}
            </Typography>
            <Typography component="dt" color="text.secondary">
              {INTERVIEW_BOOKING_TEXT.yourTime}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }} data-testid="interview-local-time">
              {windowLabel(interview, zone)} ({zone})
            </Typography>
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button
              variant="contained"
              href={MEETING_URL}
              target="_blank"
              rel="noopener noreferrer"
              startIcon={<VideocamIcon />}
            >
              Join Video Meeting
            </Button>
            <Button
              variant="outlined"
              href={googleCalendarUrl(interview, calendarDetails)}
              target="_blank"
              rel="noopener noreferrer"
              startIcon={<CalendarMonthIcon />}
            >
              Add to Google Calendar
            </Button>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() =>
                downloadTextFile(
                  `${COMPANY.name.toLowerCase()}-interview.ics`,
                  interviewCalendarFile(interview, calendarDetails),
                  'text/calendar;charset=utf-8',
                )
              }
            >
              Download .ics
            </Button>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
            <Button variant="text" disabled={!changeable} onClick={() => setChoosing(true)}>
              {INTERVIEW_BOOKING_TEXT.chooseAnother}
            </Button>
            <Button variant="text" color="error" disabled={!changeable} onClick={() => setCancelling(true)}>
              {INTERVIEW_BOOKING_TEXT.cantAttend}
            </Button>
            <Typography variant="body2" color="text.secondary">
              {INTERVIEW_BOOKING_TEXT.changesClosed}
            </Typography>
          </Stack>
        </Paper>
      ) : cancelled ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => setChoosing(true)}>
              {INTERVIEW_BOOKING_TEXT.chooseTime}
            </Button>
          }
        >
          {INTERVIEW_BOOKING_TEXT.cancelledNotice}
        </Alert>
      ) : (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => setChoosing(true)}>
              {INTERVIEW_BOOKING_TEXT.chooseTime}
            </Button>
          }
        >
          We are confirming your interview time. It will appear here shortly.
        </Alert>
      )}
      <ChooseTimeDialog open={choosing} onClose={() => setChoosing(false)} rebook={!interview} jobSlug={jobSlug} />
      <CancelInterviewDialog open={cancelling} onClose={() => setCancelling(false)} jobSlug={jobSlug} />

      <Box component="section" aria-labelledby="next-steps-heading">
        <Typography id="next-steps-heading" variant="h6" component="h4" gutterBottom>
          What Happens Next?
        </Typography>
        <Box component="ol" sx={{ pl: 3, m: 0 }}>
          {NEXT_STEPS.map((step) => (
            <Box component="li" key={step.title} sx={{ mb: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{step.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {step.body}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="team-heading">
        <Typography id="team-heading" variant="h6" component="h4" gutterBottom>
          Meet Our Team
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
          {STAFF.map((member) => (
            <StaffCard key={member.name} member={member} />
          ))}
        </Box>
      </Box>

      <Typography>
        Meet other candidates and our team in the{' '}
        <Link href={COMMUNITY_FORUM_URL} target="_blank" rel="noopener noreferrer">
          community forum
        </Link>
        .
      </Typography>

      <ExitLinks />

      <Typography variant="body2" color="text.secondary">
        Questions about your interview? <Link href={SUPPORT_MAILTO}>Contact support</Link> at {COMPANY.supportEmail}.
      </Typography>
    </Stack>
  );
}
