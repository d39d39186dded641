import { DateTime } from 'luxon';

/** Offers start in Philippines time: the start date is the acceptance day there. */
export const OFFER_TIME_ZONE = 'Asia/Manila';

/** The start date of an offer accepted at `acceptedAt`: that day in Philippines time, as YYYY-MM-DD. */
export function startDateFor(acceptedAt: Date): string {
  return DateTime.fromJSDate(acceptedAt, { zone: OFFER_TIME_ZONE }).toISODate()!;
}

/** A start date as the candidate reads it: "Monday, November 23, 2026". */
export function formatStartDate(startDate: string): string {
  return DateTime.fromISO(startDate, { zone: OFFER_TIME_ZONE }).toFormat('cccc, LLLL d, yyyy');
}
