import { isBackwardsPeriod } from '@careers/domain/shared';
import { TextInput } from '../../components/TextInput';

/** A day filter: a native date input (the browser's own picker, keyboard and screen reader support). */
function DayField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
  error?: string;
}) {
  return (
    <TextInput
      type="date"
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      // A date input always shows its own mask: its label must stay above it, empty or not.
      shrinkLabel
      sx={{ minWidth: 170 }}
    />
  );
}

/** A period's From and To fields; To says so when the period ends before it starts. */
export function PeriodFields({
  from,
  to,
  labels,
  onChange,
}: {
  from: string;
  to: string;
  labels: { from: string; to: string; backwards: string };
  onChange: (end: 'from' | 'to', day: string) => void;
}) {
  return (
    <>
      <DayField label={labels.from} value={from} onChange={(day) => onChange('from', day)} />
      <DayField
        label={labels.to}
        value={to}
        onChange={(day) => onChange('to', day)}
        error={isBackwardsPeriod({ from, to }) ? labels.backwards : undefined}
      />
    </>
  );
}
