// GET /api/admin/analytics: the pipeline figures of one flow (optionally one posting and a period
// of submission days), from the counts kept as applications change: one document read a day and
// posting of the period, whatever the number of applicants (docs/features/analytics.md).
import { analyticsReport, type AnalyticsFlow, type AnalyticsReport } from '@careers/domain/analytics';
import { flattenTally, isBackwardsPeriod, PERIOD_MESSAGES, sumTallies } from '@careers/domain/shared';
import { runsPosting, teamEmailKey } from '@careers/domain/team';
import { forbidden, invalid, ok, type Outcome } from '../outcome';
import { readAnalyticsCounts } from '../stores/analytics';
import { readHiringTeam } from '../stores/hiring-teams';
import { readJobTitles } from '../stores/job-titles';

/** The texts of the refusals. */
export const ANALYTICS_MESSAGES = {
  postingRequired: 'job_slug is required: the figures of a posting you run',
  notYourPosting: 'Only an admin or the hiring team running the posting may read its figures',
} as const;

/** Who reads the figures: an admin, or a recruiter or hiring manager by the address Google verified. */
export type AnalyticsReader = 'admin' | { role: 'recruiter' | 'hiring_manager'; email: string };

/** The figures of a flow (by default the posting's, else recruiting) for applications submitted in [from, to]. */
export async function analyticsFor(
  query: { flow?: AnalyticsFlow; job_slug?: string; from?: string; to?: string },
  reader: AnalyticsReader,
): Promise<Outcome<AnalyticsReport>> {
  if (isBackwardsPeriod(query)) return invalid(PERIOD_MESSAGES.backwards);
  if (reader !== 'admin') {
    // A team member reads the figures of a posting whose team names them, and must name it.
    if (!query.job_slug) return invalid(ANALYTICS_MESSAGES.postingRequired);
    const team = await readHiringTeam(query.job_slug);
    if (!runsPosting(team, reader.role, teamEmailKey(reader.email)))
      return forbidden(ANALYTICS_MESSAGES.notYourPosting);
  }
  const posting = query.job_slug ? (await readJobTitles()).jobs[query.job_slug] : undefined;
  const filter = { ...query, flow: query.flow ?? posting?.flow ?? 'recruiting' };
  const documents = await readAnalyticsCounts(filter);
  return ok(analyticsReport(filter, sumTallies(documents.map((document) => flattenTally(document.counts)))));
}
