// The screening status chip: each status's tone (waiting blue, errors amber, not selected red, on
// the way green) in readable colours.
import Chip from '@mui/material/Chip';
import { screeningStatusLabel, type StoredScreeningStatus } from '@careers/domain/screening';

/** MUI chip colours of the statuses. */
type StatusChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

/** How each status's chip is coloured: waiting blue, errors amber, not selected red, on the way green. */
export const SCREENING_STATUS_COLORS: Record<StoredScreeningStatus, StatusChipColor> = {
  submitted: 'info',
  assessing: 'info',
  assessment_failed: 'warning',
  needs_review: 'warning',
  screening_failed: 'error',
  screening_passed: 'success',
  shortlisted: 'primary',
  interviewed: 'secondary',
  hired: 'success',
  rejected: 'error',
};

/**
 * Readable (WCAG AA) chip colours for each status tone: dark text on a light tint (MUI's filled
 * info and warning chips put white text on 3:1 to 4.1:1 backgrounds).
 */
const STATUS_TONE_STYLE: Record<StatusChipColor, { color: string; bgcolor: string }> = {
  info: { color: '#0d47a1', bgcolor: '#e3f2fd' },
  warning: { color: '#6d4c00', bgcolor: '#fff3cd' },
  error: { color: '#b71c1c', bgcolor: '#ffebee' },
  success: { color: '#1b5e20', bgcolor: '#e8f5e9' },
  primary: { color: '#1d4ed8', bgcolor: '#e8eefc' },
  secondary: { color: '#0f5e58', bgcolor: '#e0f2f1' },
  default: { color: '#37474f', bgcolor: '#eceff1' },
};

/** A status as a coloured chip with its label. */
export function ScreeningStatusChip({ status }: { status: StoredScreeningStatus }) {
  const tone = SCREENING_STATUS_COLORS[status] ?? 'default';
  return (
    <Chip
      size="small"
      label={screeningStatusLabel(status)}
      data-tone={tone}
      sx={{ ...STATUS_TONE_STYLE[tone], fontWeight: 600 }}
    />
  );
}
