// The screening admin's reads: the dashboard (the screening tally's shards, so its cost is flat in
// the number of applications), the list (newest first, a status, limit and offset), one application
// with its assessment history and its mails, and the system status (a real health check of the
// configured assessor).
import { isTeamMail, outboxMailSummary } from '@careers/domain/mail';
import {
  checkExistingResponse,
  type ScreeningCheckExistingResponse,
  SCREENING_ERRORS,
  screeningAdminApplication,
  screeningStatsFromTally,
  type AdminScreeningStatus,
  type ScreeningAdminRun,
  type ScreeningApplicationDetailResponse,
  type ScreeningApplicationsResponse,
  type ScreeningDashboardStats,
  type ScreeningSystemStatus,
} from '@careers/domain/screening';
import { postingTally, serialize } from '@careers/domain/shared';
import { isDocumentId } from '../stores/document-id';
import { mailsAbout } from '../stores/mail-outbox';
import {
  assessmentRunsOf,
  newestScreeningApplications,
  readScreeningApplication,
} from '../stores/screening-applications';
import { readTally } from '../stores/tallies';
import { PAGING_MESSAGES } from '@careers/domain/http';
import { invalid, notFound, ok, type Outcome } from '../outcome';
import { decodeTimeCursor, nextCursor } from './cursor';
import type { ScreeningAssessor } from '../adapters/screening/assessors';

/** GET /api/admin/fullstack-screening/dashboard: the stats, from the screening tally; of every posting or of one. */
export async function screeningDashboard(
  query: { job_slug?: string } = {},
  now = new Date(),
): Promise<Outcome<ScreeningDashboardStats>> {
  return ok(screeningStatsFromTally(postingTally(await readTally('screening'), query.job_slug || null), now));
}

/** GET /api/admin/fullstack-screening/applications: newest first, optionally in one status. */
export async function listScreeningApplications(query: {
  status?: AdminScreeningStatus;
  limit: number;
  offset: number;
  after?: string;
}): Promise<Outcome<ScreeningApplicationsResponse>> {
  const after = query.after ? decodeTimeCursor(query.after) : undefined;
  if (after === null) return invalid(PAGING_MESSAGES.invalidAfter);
  if (after && query.offset > 0) return invalid(PAGING_MESSAGES.afterWithOffset);
  const page = await newestScreeningApplications({ ...query, after });
  return ok({
    applications: page.rows.map(screeningAdminApplication),
    next_cursor: nextCursor(page.rows, page.more, (row) => ({ value: row.created_at.toISOString(), id: row.id })),
  });
}

/** GET /api/admin/fullstack-screening/applications/{id}: the application, its runs and its mails. */
export async function screeningApplicationDetail(id: string): Promise<Outcome<ScreeningApplicationDetailResponse>> {
  if (!isDocumentId(id)) return notFound(SCREENING_ERRORS.notFound);
  const [application, runs, mails] = await Promise.all([
    readScreeningApplication(id),
    assessmentRunsOf(id),
    mailsAbout(id),
  ]);
  if (!application) return notFound(SCREENING_ERRORS.notFound);
  return ok({
    application: screeningAdminApplication(application),
    assessment_history: runs.map((run) => serialize(run) as ScreeningAdminRun),
    // A recruiting application to the specification's posting shares the uid as its id: its hiring
    // team's mails are not the screening's.
    emails: mails
      .filter(({ mail }) => !isTeamMail(mail.template.name))
      .map(({ id: mailId, mail }) => outboxMailSummary(mailId, mail)),
  });
}

/**
 * GET /api/admin/fullstack-screening/system-status: whether `assessor` (the configured one) answers
 * its health check now (the provider's model endpoint, or the rubric assessing a blank form), and
 * the database (this call reached it through the admin check).
 */
export async function screeningSystemStatus(assessor: ScreeningAssessor): Promise<Outcome<ScreeningSystemStatus>> {
  const health = await assessor.check();
  return ok({
    assessment_service: health.ok ? 'operational' : 'unavailable',
    assessor: assessor.kind === 'openai' ? 'openai' : 'builtin',
    detail: health.ok ? null : health.detail,
    database: 'connected',
  });
}

/** GET /api/fullstack-screening/check-existing: whether the application `id` exists, its status and message. */
export async function screeningCheckExisting(id: string): Promise<Outcome<ScreeningCheckExistingResponse>> {
  return ok(checkExistingResponse((await readScreeningApplication(id))?.fs_status ?? null));
}

/** Whether the screening application `id` is stored (a submission buys an assessment only for a first one). */
export async function screeningApplicationExists(id: string): Promise<boolean> {
  return (await readScreeningApplication(id)) !== undefined;
}
