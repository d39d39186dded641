// The interviewer's list in groups by the interview's day in the viewer's own time zone: today's,
// the days ahead, and the rest (days gone by, and interviews without a time) under Earlier.
import type { MyInterview } from '@careers/domain/team';

export const INTERVIEW_GROUPS = ['today', 'upcoming', 'earlier'] as const;
export type InterviewGroup = (typeof INTERVIEW_GROUPS)[number];

/** The viewer's local day of `date` (its local midnight), comparable with another's. */
const localDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

const timeOf = (interviewAt: string | null) => {
  const time = interviewAt ? new Date(interviewAt).getTime() : NaN;
  return Number.isNaN(time) ? null : time;
};

/**
 * The group of an interview at `interviewAt`, seen at `now`: one held earlier today stays under
 * Today, where its scorecard is written that day.
 */
export function interviewGroupOf(interviewAt: string | null, now: Date): InterviewGroup {
  const time = timeOf(interviewAt);
  if (time === null) return 'earlier';
  const day = localDay(new Date(time));
  const today = localDay(now);
  return day === today ? 'today' : day > today ? 'upcoming' : 'earlier';
}

/**
 * The groups holding an interview, in the order shown: Today and Upcoming soonest first (as the
 * server answers them), Earlier the most recent first and those without a time last.
 */
export function groupInterviews<T extends Pick<MyInterview, 'interview_at'>>(
  interviews: readonly T[],
  now: Date = new Date(),
): { group: InterviewGroup; interviews: T[] }[] {
  const byGroup: Record<InterviewGroup, T[]> = { today: [], upcoming: [], earlier: [] };
  for (const interview of interviews) byGroup[interviewGroupOf(interview.interview_at, now)].push(interview);
  byGroup.earlier.sort((a, b) => (timeOf(b.interview_at) ?? -Infinity) - (timeOf(a.interview_at) ?? -Infinity) || 0);
  return INTERVIEW_GROUPS.filter((group) => byGroup[group].length > 0).map((group) => ({
    group,
    interviews: byGroup[group],
  }));
}
