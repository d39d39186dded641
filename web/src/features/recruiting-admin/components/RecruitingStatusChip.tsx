import Chip from '@mui/material/Chip';
import { RECRUITING_STATUS_LABELS, type RecruitingStatus } from '@careers/domain/recruiting';

// Colours with white text at 4.5:1 or more (MUI's 'info' and 'warning' are not).
const COLORS: Partial<Record<RecruitingStatus, 'default' | 'primary' | 'success' | 'error' | 'secondary'>> = {
  criteria_failed: 'error',
  meeting_scheduled: 'primary',
  interviewed: 'secondary',
  hired: 'success',
  rejected_after_interview: 'default',
};

/** A recruiting application's status badge, worded by the domain's labels. */
export function RecruitingStatusChip({ status }: { status: RecruitingStatus }) {
  return (
    <Chip
      size="small"
      label={RECRUITING_STATUS_LABELS[status] ?? status}
      color={COLORS[status] ?? 'default'}
      data-testid="application-status"
    />
  );
}
