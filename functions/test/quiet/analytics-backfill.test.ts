// The one-off backfill of stage histories (docs/features/analytics.md): an application stored
// before histories gets the one its fields allow, marked approximate, and the pipeline figures keep
// leaving it out of the times once it has one. Quiet: the backfill writes every application of the
// flow without a history, which would change other files' applications under their checks.
import type { AnalyticsReport } from '@careers/domain/analytics';
import { recruitingApplicationId, type RecruitingApplication } from '@careers/domain/recruiting';
import { COLLECTIONS } from '@careers/domain/shared';
import { makeAccount, makeJob } from '@careers/domain/testing';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminDb } from '../../../tests/support/admin-app';
import { call } from '../../../tests/support/api';
import { idTokenFor } from '../../../tests/support/tokens';
import { TRIGGER_WAIT } from '../../../tests/support/triggers';
import { createAccount, createApplication, writeJob } from '../../../tests/support/writers';
import { backfillStageHistories } from '../../src/decisions/analytics/backfill';
import { reconcileAnalytics } from '../../src/decisions/analytics/reconcile';

let adminToken: string;

beforeAll(async () => {
  const admin = makeAccount({ admin: true });
  await createAccount(admin);
  adminToken = await idTokenFor(admin);
});

const HOUR = 3_600_000;
const CREATED = new Date('2026-04-06T08:00:00Z');
const at = (hours: number) => new Date(CREATED.getTime() + hours * HOUR);

/** The stored history of application `id`, each time as milliseconds, and its mark. */
async function storedHistory(id: string) {
  const data = (await adminDb.collection(COLLECTIONS.recruitingApplications).doc(id).get()).data()!;
  const history = data.stage_history as Record<string, { toMillis(): number }> | undefined;
  return {
    history: history && Object.fromEntries(Object.entries(history).map(([stage, time]) => [stage, time.toMillis()])),
    approximate: data.stage_history_approximate as boolean | undefined,
  };
}

describe('backfillStageHistories', () => {
  it('gives an application stored before histories its approximate one, which the times leave out', async () => {
    const job = makeJob({ flow: 'recruiting' });
    await writeJob(job);
    const write = async (status: RecruitingApplication['status'], overrides: Partial<RecruitingApplication>) => {
      const account = makeAccount();
      const id = recruitingApplicationId(account.uid, job.id);
      await createApplication(account, status, { id, job_slug: job.id, created_at: CREATED, ...overrides });
      return id;
    };
    // Stored before histories: a hire last updated 100 hours after it came in (its NDA signed an
    // hour in and its interview booked, as the factory has it; nothing says when it was
    // interviewed), and one that failed the criteria, updated 5 hours in.
    const hired = await write('hired', { updated_at: at(100) });
    const failed = await write('criteria_failed', { updated_at: at(5) });
    // With an exact history: 3 h to the NDA, 7 h booked, 38 h interviewed, hired 48 h in.
    const exact = await write('hired', {
      updated_at: at(48),
      stage_history: {
        applied: at(0),
        criteria_met: at(0),
        nda_signed: at(3),
        interview_booked: at(3),
        interviewed: at(10),
        hired: at(48),
      },
    });

    const first = await backfillStageHistories('recruiting');
    expect(first.applications).toBeGreaterThanOrEqual(3);
    expect(await storedHistory(hired)).toEqual({
      history: {
        applied: at(0).getTime(),
        criteria_met: at(0).getTime(),
        nda_signed: at(1).getTime(),
        interview_booked: at(100).getTime(),
        hired: at(100).getTime(),
      },
      approximate: true,
    });
    expect(await storedHistory(failed)).toEqual({
      history: { applied: at(0).getTime(), criteria_failed: at(5).getTime() },
      approximate: true,
    });
    expect((await storedHistory(exact)).approximate).toBeUndefined();
    // Every application has a history now: a second run gives none.
    expect((await backfillStageHistories('recruiting')).backfilled).toBe(0);

    // The counts as the backfilled applications now stand (the trigger does the same a moment later).
    for (const id of [hired, failed, exact]) await reconcileAnalytics('recruiting', id);
    const report = await vi.waitFor(async () => {
      const answer = await call<AnalyticsReport>('GET', `/api/admin/analytics?job_slug=${job.id}`, {
        token: adminToken,
      });
      if (answer.body.funnel?.[0]?.count !== 3) throw new Error(`not counted yet: ${JSON.stringify(answer.body)}`);
      return answer.body;
    }, TRIGGER_WAIT);
    expect(report.funnel.map((stage) => stage.count)).toEqual([3, 2, 2, 2, 2, 2]);
    expect(report.approximate).toBe(2);
    // Only the exact application's times. Buckets: 1 + floor(4 log2(hours)), each the middle
    // 2^((bucket - 0.5) / 4) hours: 3 h -> 7 (3.08), 7 h -> 12 (7.34), 38 h -> 21 (34.9),
    // 48 h -> 23 (49.35 h, 2.06 days).
    expect(report.time_in_stage).toEqual([
      { stage: 'applied', count: 1, median_hours: 0.5, p90_hours: 0.5 },
      { stage: 'criteria_met', count: 1, median_hours: 3.08, p90_hours: 3.08 },
      { stage: 'nda_signed', count: 1, median_hours: 0.5, p90_hours: 0.5 },
      { stage: 'interview_booked', count: 1, median_hours: 7.34, p90_hours: 7.34 },
      { stage: 'interviewed', count: 1, median_hours: 34.9, p90_hours: 34.9 },
      { stage: 'hired', count: 0, median_hours: null, p90_hours: null },
    ]);
    expect(report.time_to_hire).toEqual({ count: 1, median_days: 2.06, p90_days: 2.06 });
  });
});
