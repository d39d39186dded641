import { DateTime } from 'luxon';
import { COMPANY } from '../shared/company';

/** The start date of an offer accepted at `acceptedAt`: that day in the company's time zone, as YYYY-MM-DD. */
export function startDateFor(acceptedAt: Date): string {
  return DateTime.fromJSDate(acceptedAt, { zone: COMPANY.timeZone }).toISODate()!;
}

/** A start date as the candidate reads it: "Monday, November 23, 2026". */
export function formatStartDate(startDate: string): string {
  return DateTime.fromISO(startDate, { zone: COMPANY.timeZone }).toFormat('cccc, LLLL d, yyyy');
}
