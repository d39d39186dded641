// The bodies of the interview calls: the schemas the functions and the forms share. Apart
// from their paths and answers (interview-api.ts), so that naming a path carries no yup.
import { array, number, string, type InferType } from 'yup';
import { strictObject } from '../http/validation';
import { DEFAULT_RECRUITING_SLUG } from './application-id';
import {
  ADDED_WINDOW_PATTERN,
  DAY_PATTERN,
  INTERVIEW_BOOKING,
  WINDOW_TIMES_PATTERN,
  manilaDayRange,
  windowOn,
} from './interview-windows';
import { jobSlugField, jobSlugQueryField } from './schemas';

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
