// How the admin screens write dates (the viewer's time zone, US English month names).

const toDate = (value: Date | string | null | undefined) =>
  value == null ? null : value instanceof Date ? value : new Date(value);

/** 'May 1, 2025'; '' when there is no date. */
export function formatDay(value: Date | string | null | undefined): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) : '';
}

/** 'Nov 16, 2026': a UTC day (the weekly chart's weeks start at UTC midnight) as that day, in any time zone. */
export function formatUtcDay(value: Date): string {
  return value.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** 'May 1, 2025, 10:00 AM'; '' when there is no date. */
export function formatDayTime(value: Date | string | null | undefined): string {
  const date = toDate(value);
  return date
    ? date.toLocaleString('en-US', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      })
    : '';
}
