// Interview Management's parts that need the interview times' formats (luxon) and MUI's Tabs: loaded
// once the screen's first rows show (RecruitingInterviewsPage), so its first rows come without them.
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { formatInterviewDate, formatWindowTimes } from '@careers/domain/recruiting';
import type { AdminRow } from '../api/admin-api';
import { INTERVIEW_ADMIN_TEXT } from '../content';

/** The screen's two views. */
export type InterviewTab = 'candidates' | 'day';

/** The booked window as the Interview column shows it (Philippines time), or why there is none. */
export function BookedTime({ row }: { row: AdminRow }) {
  const text =
    row.interview_start && row.interview_end
      ? `${formatInterviewDate(row.interview_start)}, ${formatWindowTimes({ start: row.interview_start, end: row.interview_end })}`
      : row.interview_cancellation
        ? INTERVIEW_ADMIN_TEXT.cancelled
        : INTERVIEW_ADMIN_TEXT.noInterview;
  return <Typography variant="body2">{text}</Typography>;
}

/** The candidates and the day's schedule, as tabs. */
export function InterviewTabs({ tab, onChange }: { tab: InterviewTab; onChange: (tab: InterviewTab) => void }) {
  return (
    <Tabs value={tab} onChange={(_event, next: InterviewTab) => onChange(next)} sx={{ mb: 2 }}>
      <Tab value="candidates" label={INTERVIEW_ADMIN_TEXT.candidatesTab} />
      <Tab value="day" label={INTERVIEW_ADMIN_TEXT.dayTab} />
    </Tabs>
  );
}
