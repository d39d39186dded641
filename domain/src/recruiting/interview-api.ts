// The interview calls: their paths, errors, answers, and the query of booked places.
// Their bodies (the schemas the functions and the forms share) are interview-schemas.ts's, apart,
// so that an admin screen naming a path does not carry yup; the windows are interview-windows.ts's.
import { COLLECTIONS } from '../shared/collections';
import type { QueryDescriptor } from '../shared/query';
import type { InterviewWindowChoice } from './interview-windows';

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

/**
 * GET /api/admin/interviews/day answer: the day's windows, how many places each has taken, and who
 * is booked (to a recruiter, only the candidates of the postings they run).
 */
export interface InterviewDayResponse {
  day: string;
  capacity: number;
  windows: {
    id: string;
    start: string;
    end: string;
    booked: number;
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
