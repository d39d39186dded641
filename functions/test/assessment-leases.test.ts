// Runs that never end, against the emulators: a run whose lease lapsed is asked for again and the
// deployed trigger scores it; at its third lapsed claim it ends in assessment_failed; a claim that
// was taken over cannot record its result. The sweep is the scheduled function's handler.
import { makeAccount } from '@careers/domain/testing';
import { describe, expect, it } from 'vitest';
import {
  auditEntries,
  storedAssessmentRuns,
  storedScreeningApplication,
  storedScreeningStatus,
} from '../../tests/support/readers';
import { createScreeningApplication } from '../../tests/support/writers';
import { runClaimedAssessment } from '../src/decisions/screening/assessment';
import { builtinAssessor } from '../src/adapters/screening/assessors';
import { returnExpiredAssessments } from '../src/decisions/screening/leases';
import { TRIGGER_WAIT } from '../../tests/support/triggers';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('the lease sweep', () => {
  it('asks for a lapsed run again, which the trigger then scores; a run within its lease is left alone', async () => {
    const lapsed = makeAccount();
    const running = makeAccount();
    await createScreeningApplication(lapsed, 'assessing', undefined, {
      fs_assessment_claims: 1,
      fs_assessment_lease_until: minutesAgo(1),
    });
    await createScreeningApplication(running, 'assessing', undefined, {
      fs_assessment_claims: 1,
      fs_assessment_lease_until: new Date(Date.now() + 5 * 60_000),
    });
    const report = await returnExpiredAssessments();
    expect(report.requested).toBeGreaterThanOrEqual(1);
    await expect
      .poll(async () => (await storedScreeningApplication(lapsed.uid))?.fs_status, TRIGGER_WAIT)
      .toBe('screening_passed');
    const application = await storedScreeningApplication(lapsed.uid);
    expect(application?.fs_assessment_claims).toBe(2);
    expect(application?.fs_assessment_lease_until).toBeNull();
    expect((await storedAssessmentRuns(lapsed.uid)).map((run) => [run.run_id, run.state])).toEqual([
      ['run-0001', 'scored'],
    ]);
    const audit = await auditEntries(lapsed.uid);
    expect(audit.filter((entry) => entry.action === 'screening_lease_expired')).toMatchObject([
      { from: 'assessing', to: 'submitted', actor_uid: 'system:screening-assessment' },
    ]);
    expect((await storedScreeningApplication(running.uid))?.fs_status).toBe('assessing');
  });

  it('ends a run whose third claim lapsed in assessment_failed, with the reason, for an admin to reassess', async () => {
    const account = makeAccount();
    await createScreeningApplication(account, 'assessing', undefined, {
      fs_assessment_claims: 3,
      fs_assessment_lease_until: minutesAgo(2),
    });
    expect((await returnExpiredAssessments()).failed).toBeGreaterThanOrEqual(1);
    const reason = 'The assessment stopped without a result 3 times (each run outlived its 10-minute lease)';
    expect(await storedScreeningApplication(account.uid)).toMatchObject({
      fs_status: 'assessment_failed',
      fs_failure_reason: reason,
      fs_assessment_lease_until: null,
    });
    expect(await storedScreeningStatus(account.uid)).toMatchObject({ status: 'assessment_failed' });
    expect((await storedAssessmentRuns(account.uid))[0]).toMatchObject({ state: 'failed', failure_reason: reason });
    // A second sweep finds nothing more to do for it.
    await returnExpiredAssessments();
    expect((await auditEntries(account.uid)).filter((e) => e.action === 'screening_lease_expired')).toHaveLength(1);
  });

  it('drops the result of a claim that outlived its lease and was taken over', async () => {
    const account = makeAccount();
    const { application } = await createScreeningApplication(account, 'assessing', undefined, {
      fs_assessment_claims: 2,
      fs_assessment_lease_until: new Date(Date.now() + 5 * 60_000),
    });
    // The first claim's run comes back late: the stored claim is the second.
    expect(await runClaimedAssessment({ ...application, fs_assessment_claims: 1 }, builtinAssessor())).toBeNull();
    expect((await storedScreeningApplication(account.uid))?.fs_status).toBe('assessing');
    expect(await runClaimedAssessment(application, builtinAssessor())).toBe('screening_passed');
  });
});
