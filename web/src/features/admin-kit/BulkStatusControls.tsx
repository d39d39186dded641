// The bulk status change's controls (MUI's Select, through FilterSelect): loaded once the first rows
// show (BulkStatusBar).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BulkReport } from './bulk';
import { FilterSelect } from './FilterFields';

export interface BulkStatusBarProps<Status extends string> {
  /** How many rows are selected (the bar shows only when some are). */
  count: number;
  texts: { selected: string; choose: string; apply: string };
  choices: readonly { value: Status; label: string }[];
  value: Status | '';
  onChange: (status: Status) => void;
  onApply: () => void;
  /** A bulk change is running: Apply waits for it. */
  pending: boolean;
  /** The last change's report: its failures are listed until dismissed. */
  report: { summary: string; failed: BulkReport['failed'] } | null;
  onDismissReport: () => void;
}

/** The bulk status change of an admin table: the selection's size, a status, Apply, and the failures' report. */
export default function BulkStatusControls<Status extends string>(props: BulkStatusBarProps<Status>) {
  const { count, texts, choices, value, onChange, onApply, pending, report, onDismissReport } = props;
  return (
    <>
      {count > 0 && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mb: 2, alignItems: { sm: 'center' } }}
          role="region"
          aria-label="Bulk status change"
        >
          <Typography>{texts.selected}</Typography>
          <FilterSelect<Status | ''>
            id="bulk-status"
            label={texts.choose}
            value={value}
            options={choices}
            onChange={(next) => {
              if (next) onChange(next);
            }}
            minWidth={220}
          />
          <Button variant="contained" disabled={!value || pending} onClick={onApply}>
            {texts.apply}
          </Button>
        </Stack>
      )}
      {report && report.failed.length > 0 && (
        <Alert severity="warning" onClose={onDismissReport} sx={{ mb: 2 }} data-testid="bulk-report">
          {report.summary}
          <ul>
            {report.failed.map((failure) => (
              <li key={failure.id}>
                {failure.name}: {failure.error}
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </>
  );
}
