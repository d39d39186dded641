// How every screen writes dates: the viewer's time zone, US English month names ('May 1, 2025').
// The one date formatter of the web app (the offer's start date, a day in Manila, is the domain's
// formatStartDate; the interview's, with its time zone, formatInterviewDate), the days in file
// names and watermarks ('2025-05-01') included.

import { COMPANY } from '@careers/domain/shared';

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

/**
 * 'March 4, 2026 at 5:06 AM' in the reader's own locale and time zone: the sales confirmation,
 * which a visitor reads about their own submission.
 */
export function formatReaderDayTime(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
}

/** '10:06:03 AM': a time of today in the reader's own locale and time zone (when the screening draft was saved). */
export function formatReaderTime(value: Date): string {
  return value.toLocaleTimeString();
}

/** '2025-05-01': the UTC day of `value` (now by default), as file names and the documents' watermark write it. */
export function isoDay(value: Date = new Date()): string {
  return value.toISOString().slice(0, 10);
}

/** The reader's own time zone, as the browser names it ('America/New_York'); the company's when the browser names none. */
export function readerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || COMPANY.timeZone;
}
