// A period of days ('YYYY-MM-DD', either end optional) as the figures' calls take it: one rule for
// a period that ends before it starts, which the server refuses and the screens do not ask.

/** A period's ends; a missing one is open. */
export interface DayPeriod {
  from?: string;
  to?: string;
}

/** What the calls answer to a period that ends before it starts (400); the screens word it as the fields. */
export const PERIOD_MESSAGES = {
  backwards: 'from must not be after to',
  backwardsFields: 'From must not be after To',
} as const;

/** Whether the period ends before it starts (days compare as text). */
export const isBackwardsPeriod = ({ from, to }: DayPeriod): boolean => Boolean(from && to && from > to);
