// Runs that never end: the assessment trigger claims a run (`assessing`) with a lease
// (ASSESSMENT_LEASE_MS); a function instance that dies mid-run (killed, over its time limit) leaves
// it `assessing` past the lease. The sweep (a scheduled function every 5 minutes, and `npm run
// assessments:sweep`) asks for such a run again, back to `submitted` for the trigger to claim,
// until it was claimed MAX_ASSESSMENT_CLAIMS times; then the run ends in `assessment_failed` with
// the reason, which an admin can reassess.
import {
  ASSESSMENT_FAILURES,
  MAX_ASSESSMENT_CLAIMS,
  SCREENING_ASSESSOR_ACTOR,
  screeningStatusDocument,
  type ScreeningApplication,
  type ScreeningAssessmentRun,
  type ScreeningStatusDocument,
} from '@careers/domain/screening';
import { auditEntry, COLLECTIONS, type AuditLogEntry } from '@careers/domain/shared';
import { appendAuditEntry } from '../../stores/audit-log';
import { inTransaction } from '../../stores/firestore';
import {
  assessingApplicationIds,
  readScreeningApplicationIn,
  updateAssessmentRunIn,
  updateScreeningApplicationIn,
} from '../../stores/screening-applications';
import { writeScreeningStatusIn } from '../../stores/screening-status';

/** What the sweep writes for one lapsed run. */
export interface ExpiredAssessment {
  update: Partial<ScreeningApplication>;
  run: Partial<ScreeningAssessmentRun>;
  mirror: ScreeningStatusDocument;
  audit: AuditLogEntry;
}

/**
 * What becomes of an application whose run may have lapsed (pure): nothing unless it is
 * `assessing` with a lease that ended before `now` (an application stored before leases has none:
 * it is left alone). Claimed fewer than MAX_ASSESSMENT_CLAIMS times: back to `submitted`, the same
 * run requested again. Else `assessment_failed` with ASSESSMENT_FAILURES.stalled.
 */
export function decideExpiredAssessment(application: ScreeningApplication, now: Date): ExpiredAssessment | null {
  const lease = application.fs_assessment_lease_until;
  if (application.fs_status !== 'assessing' || !lease || lease.getTime() > now.getTime()) return null;
  const claims = application.fs_assessment_claims ?? 1;
  const runId = application.fs_assessment_run_id;
  const audit = (to: 'submitted' | 'assessment_failed') =>
    auditEntry({
      action: 'screening_lease_expired',
      actor: SCREENING_ASSESSOR_ACTOR,
      target: { collection: COLLECTIONS.screeningApplications, id: application.id },
      from: 'assessing',
      to,
      at: now,
      detail: `${runId}: claim ${claims} of ${MAX_ASSESSMENT_CLAIMS} ended without a result at ${lease.toISOString()}`,
    });
  if (claims < MAX_ASSESSMENT_CLAIMS) {
    return {
      update: { fs_status: 'submitted', fs_assessment_lease_until: null, updated_at: now },
      run: { state: 'requested' },
      mirror: screeningStatusDocument('submitted', now),
      audit: audit('submitted'),
    };
  }
  const reason = ASSESSMENT_FAILURES.stalled(claims);
  return {
    update: {
      fs_status: 'assessment_failed',
      fs_assessment_lease_until: null,
      fs_overall_score: null,
      fs_section_scores: null,
      fs_failure_reason: reason,
      fs_openai_assessment: null,
      fs_assessed_at: now,
      updated_at: now,
    },
    run: { state: 'failed', failure_reason: reason, finished_at: now, outcome: 'assessment_failed' },
    mirror: screeningStatusDocument('assessment_failed', now),
    audit: audit('assessment_failed'),
  };
}

/** What one sweep did: runs asked for again, runs ended in assessment_failed. */
export interface SweepReport {
  requested: number;
  failed: number;
}

/**
 * Returns every lapsed run (decideExpiredAssessment), each in a transaction of its own that
 * reads the application again (a run that ended meanwhile is left alone).
 */
export async function returnExpiredAssessments(now: Date = new Date()): Promise<SweepReport> {
  const report: SweepReport = { requested: 0, failed: 0 };
  for (const id of await assessingApplicationIds()) {
    const outcome = await inTransaction(async (tx) => {
      const application = await readScreeningApplicationIn(tx, id);
      const expired = application && decideExpiredAssessment(application, now);
      if (!application || !expired) return null;
      updateScreeningApplicationIn(tx, id, expired.update);
      updateAssessmentRunIn(tx, id, application.fs_assessment_run_id, expired.run);
      writeScreeningStatusIn(tx, id, expired.mirror);
      appendAuditEntry(tx, expired.audit);
      return expired.mirror.status;
    });
    if (outcome === 'submitted') report.requested += 1;
    if (outcome === 'assessment_failed') report.failed += 1;
  }
  return report;
}
