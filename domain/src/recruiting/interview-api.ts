// The interview calls (issue 34): their paths, bodies (the schemas the functions and the forms
// share), errors, answers, and the query of booked places. The windows themselves are
// interview-windows.ts's.
import { array, number, string, type InferType } from 'yup';
import { strictObject } from '../http/validation';
import { COLLECTIONS } from '../shared/collections';
import type { QueryDescriptor } from '../shared/query';
import { DEFAULT_RECRUITING_SLUG } from './application-id';
import { jobSlugField, jobSlugQueryField } from './schemas';
import {
  ADDED_WINDOW_PATTERN,
  DAY_PATTERN,
  INTERVIEW_BOOKING,
  WINDOW_TIMES_PATTERN,
  manilaDayRange,
  windowOn,
  type InterviewWindowChoice,
} from './interview-windows';

/** The `error` texts of the interview calls (clients show them as they are). */
export const INTERVIEW_ERRORS = {
  notBookable: 'Your interview can be chosen once you have signed the NDA and before it has taken place',
  noInterview: 'You have no interview booked',
  tooLate: 'Your interview can no longer be changed: changes close one hour before it starts',
  windowNotFound: 'This interview time is not available',
  windowTooSoon: 'This interview time is too soon: choose one that starts at least an hour from now',
  windowFull: 'This interview time is full. Please choose another time.',
  sameWindow: 'You are already booked for this interview time',
  noWindowWithRoom: 'No interview time has room at the moment. Our team will contact you.',
} as const;

const windowTimes = (label: string) =>
  string()
    .strict()
    .typeError(`${label} must hold texts`)
    .required(`${label} must hold texts`)
    .matches(WINDOW_TIMES_PATTERN, `${label} must look like 20:00-22:00`)
    .test('ends-after-start', `${label} must end after it starts`, (value) =>
      value ? windowOn('2026-01-01', value) !== null : false,
    );

const dayField = string()
  .strict()
  .typeError('blocked_days must hold days')
  .required('blocked_days must hold days')
  .matches(DAY_PATTERN, 'blocked_days must hold days like 2026-12-25')
  .test('real-day', 'blocked_days must hold real days', (value) => (value ? manilaDayRange(value) !== null : false));

const addedWindow = string()
  .strict()
  .typeError('added_windows must hold texts')
  .required('added_windows must hold texts')
  .matches(ADDED_WINDOW_PATTERN, 'added_windows must look like 2026-11-27 10:00-12:00')
  .test('real-window', 'added_windows must hold real days and times that end after they start', (value) => {
    const match = value ? ADDED_WINDOW_PATTERN.exec(value) : null;
    return match ? windowOn(match[1]!, match[2]!) !== null : false;
  });

/** PUT /api/admin/interview-schedule body: the whole schedule. */
export const interviewScheduleSchema = strictObject({
  windows: array()
    .of(windowTimes('windows'))
    .strict()
    .typeError('windows must be a list')
    .max(12, 'windows must hold at most 12 windows')
    .required('windows is required'),
  capacity: number()
    .strict()
    .typeError('capacity must be a whole number from 1 to 500')
    .integer('capacity must be a whole number from 1 to 500')
    .min(1, 'capacity must be a whole number from 1 to 500')
    .max(500, 'capacity must be a whole number from 1 to 500')
    .required('capacity is required'),
  blocked_days: array()
    .of(dayField)
    .strict()
    .typeError('blocked_days must be a list')
    .max(400, 'blocked_days must hold at most 400 days')
    .required('blocked_days is required'),
  added_windows: array()
    .of(addedWindow)
    .strict()
    .typeError('added_windows must be a list')
    .max(200, 'added_windows must hold at most 200 windows')
    .required('added_windows is required'),
});
export type InterviewScheduleBody = InferType<typeof interviewScheduleSchema>;

const windowIdField = string()
  .strict()
  .typeError('window_id must be a text')
  .required('window_id is required')
  .matches(/^\d{4}-\d{2}-\d{2}-\d{4}$/, 'window_id must name an interview time');

/** POST /api/admin/interviews/:id/move body. */
export const moveInterviewSchema = strictObject({ window_id: windowIdField });

/**
 * POST /api/interview/move body: the window, and optionally the posting whose application it is
 * (the specification's posting when none is named, as for every recruiting call).
 */
export const moveOwnInterviewSchema = strictObject({ window_id: windowIdField, job_slug: jobSlugField });

/** GET /api/interview/windows query: optionally the posting whose application it is. */
export const interviewWindowsQuerySchema = strictObject({
  job_slug: jobSlugQueryField.default(DEFAULT_RECRUITING_SLUG),
});

/** POST /api/interview/cancel body: the optional reason, and optionally the posting. */
export const cancelInterviewSchema = strictObject({
  job_slug: jobSlugField,
  reason: string()
    .typeError('reason must be a text')
    .trim()
    .max(INTERVIEW_BOOKING.reasonMax, `reason must be at most ${INTERVIEW_BOOKING.reasonMax} characters`)
    .optional(),
});

/** GET /api/admin/interviews/schedule query: the Manila day (today's when absent). */
export const interviewDayQuerySchema = strictObject({
  day: string().strict().matches(DAY_PATTERN, 'day must look like 2026-11-27').optional(),
});

/** The paths of the interview calls. */
export const INTERVIEWS_API = {
  /** The windows the caller may choose (next 14 days, with room). */
  windows: '/api/interview/windows',
  move: '/api/interview/move',
  cancel: '/api/interview/cancel',
  adminSchedule: '/api/admin/interview-schedule',
  adminDay: '/api/admin/interviews/day',
  adminMove: '/api/admin/interviews/:id/move',
} as const;

/** GET /api/interview/windows answer. */
export interface InterviewWindowsResponse {
  current: InterviewWindowChoice | null;
  windows: InterviewWindowChoice[];
}

/** A booking change's answer (move, cancel). */
export interface InterviewChangeResponse {
  success: true;
  application_id: string;
  interview_window_id: string | null;
  interview_start: string | null;
  interview_end: string | null;
}

/** GET /api/admin/interviews/day answer: the day's windows and who is booked. */
export interface InterviewDayResponse {
  day: string;
  capacity: number;
  windows: {
    id: string;
    start: string;
    end: string;
    candidates: { application_id: string; name: string; email: string; status: string }[];
  }[];
}

/** The booked places whose windows open in [from, to), earliest first (the reminders, a day, the choice). */
export function seatsOpeningQuery(from: Date, to: Date): QueryDescriptor {
  return {
    collection: COLLECTIONS.interviewSeats,
    filters: [
      { field: ['start'], op: '>=', value: from },
      { field: ['start'], op: '<', value: to },
    ],
    orderBy: [{ field: ['start'], direction: 'asc' }],
  };
}
