// The fairness figures against the emulators (docs/features/fairness.md): a population of a fresh
// screening posting with known outcomes, scores and self-identifications, and every figure of the
// table worked out by hand (rates, impact ratios from the exact rates, the scoring rates above the
// median of all, the 2% exclusion, the unknowns); a period that holds only some of them; a
// self-identification changed through the API moving the counts at once; the recruiting flow's
// selection (criteria met). Expected values are written out, never taken from the code.
import type { AiAssessmentSummary, FairnessGroup, FairnessResponse } from '@careers/domain/privacy';
import { recruitingApplicationId } from '@careers/domain/recruiting';
import { COLLECTIONS } from '@careers/domain/shared';
import { makeAccount, makeJob } from '@careers/domain/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../../tests/support/admin-app';
import { call } from '../../tests/support/api';
import { emulatorSession, idTokenFor } from '../../tests/support/tokens';
import { createAccount, createApplication, createScreeningApplication, writeJob } from '../../tests/support/writers';
import { reconcileFairness } from '../src/decisions/fairness/reconcile';

let adminToken: string;
// Two days of submission a week ago (within the published year, whenever the suite runs).
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const DAY_ONE = new Date(`${dayOf(new Date(Date.now() - 8 * 86_400_000))}T09:00:00Z`);
const DAY_TWO = new Date(DAY_ONE.getTime() + 86_400_000);
const DAY_THREE = dayOf(new Date(DAY_TWO.getTime() + 86_400_000));

const figures = (query: string) =>
  call<FairnessResponse & { error?: string }>('GET', `/api/admin/fairness?${query}`, { token: adminToken });

/** A group's figures, as the table gives them. */
const row = (
  dimension: FairnessGroup['dimension'],
  group: string,
  applicants: number,
  selected: number,
  selection_rate: number,
  impact_ratio: number | null,
  scoring_rate: number | null,
  excluded = false,
): FairnessGroup => ({
  dimension,
  group,
  applicants,
  selected,
  selection_rate,
  impact_ratio,
  scoring_rate,
  excluded,
  withheld: false,
});
/** A group of fewer than five: named, its numbers withheld, not compared. */
const withheld = (dimension: FairnessGroup['dimension'], group: string): FairnessGroup => ({
  dimension,
  group,
  applicants: null,
  selected: null,
  selection_rate: null,
  impact_ratio: null,
  scoring_rate: null,
  excluded: true,
  withheld: true,
});

beforeAll(async () => {
  const admin = makeAccount({ admin: true });
  await createAccount(admin);
  adminToken = await idTokenFor(admin);
});

describe('GET /api/admin/fairness', () => {
  it('gives every figure of a known screening population exactly, and only the period asked', async () => {
    const job = makeJob({ flow: 'screening' });
    await writeJob(job);
    // [how many, sex, race/ethnicity (null: no survey), selected, score, submitted]
    const population: [number, string | null, string | null, boolean, number, Date][] = [
      [8, 'female', 'asian', true, 9.0, DAY_ONE],
      [2, 'female', 'asian', false, 3.0, DAY_ONE],
      [7, 'female', 'white', true, 9.0, DAY_ONE],
      [3, 'female', 'white', false, 3.0, DAY_ONE],
      [6, 'male', 'asian', true, 7.0, DAY_ONE],
      [6, 'male', 'asian', false, 3.0, DAY_ONE],
      [6, 'male', 'white', true, 6.0, DAY_ONE],
      [5, 'male', 'white', false, 3.0, DAY_ONE],
      [1, 'male', 'american_indian_or_alaska_native', false, 3.0, DAY_ONE],
      [6, null, null, true, 6.5, DAY_TWO],
      [10, null, null, false, 3.0, DAY_TWO],
    ];
    const ids: string[] = [];
    for (const [count, sex, race, selected, score, submitted] of population) {
      for (let i = 0; i < count; i += 1) {
        const account = makeAccount();
        if (sex && race) {
          await adminDb
            .collection(COLLECTIONS.selfIdentifications)
            .doc(account.uid)
            .set({ sex, race_ethnicity: race, updated_at: new Date() });
        }
        const stored = await createScreeningApplication(
          account,
          selected ? 'screening_passed' : 'screening_failed',
          undefined,
          {
            job_slug: job.id,
            created_at: submitted,
            fs_overall_score: score,
            fs_openai_assessment: { passed: selected, weighted_score: score } as never,
          },
        );
        ids.push(stored.application.id);
      }
    }
    // The trigger reconciles each write too; reconciling here as well changes nothing twice.
    for (const id of ids) await reconcileFairness('screening', id);

    const all = await figures(`flow=screening&job_slug=${job.id}`);
    expect(all.status).toBe(200);
    expect(all.body.applicants).toBe(60);
    expect(all.body.unknown).toEqual({ applicants: 16, selected: 6 });
    // The median of all 60 scores is 6.0 (27 at 3.0, then 6 at 6.0 reach the 30th): above it are
    // the 6.5s, 7.0s and 9.0s. The one American Indian or Alaska Native applicant (1 of 60: under 2%,
    // and fewer than five) is named without numbers.
    expect(all.body.groups).toEqual([
      row('sex', 'female', 20, 15, 0.75, 1, 0.75),
      row('sex', 'male', 24, 12, 0.5, 0.6667, 0.25),
      withheld('race_ethnicity', 'american_indian_or_alaska_native'),
      row('race_ethnicity', 'asian', 22, 14, 0.6364, 1, 0.6364),
      row('race_ethnicity', 'white', 21, 13, 0.619, 0.9728, 0.3333),
      row('intersectional', 'female|asian', 10, 8, 0.8, 1, 0.8),
      row('intersectional', 'female|white', 10, 7, 0.7, 0.875, 0.7),
      withheld('intersectional', 'male|american_indian_or_alaska_native'),
      row('intersectional', 'male|asian', 12, 6, 0.5, 0.625, 0.5),
      row('intersectional', 'male|white', 11, 6, 0.5455, 0.6818, 0),
    ]);

    // The second day holds only the unknowns.
    const second = await figures(`flow=screening&job_slug=${job.id}&from=${dayOf(DAY_TWO)}&to=${dayOf(DAY_TWO)}`);
    expect(second.body).toMatchObject({ applicants: 16, unknown: { applicants: 16, selected: 6 }, groups: [] });
    expect((await figures(`flow=screening&job_slug=${job.id}&from=${DAY_THREE}`)).body.applicants).toBe(0);
    expect((await figures('flow=screening&from=2026-11-22&to=2026-11-21')).status).toBe(400);
    expect((await figures('flow=everything')).status).toBe(400);
    expect((await figures(`flow=screening&from=2026-02-30`)).status).toBe(400);

    // The published summary, to anyone: the last year of every screening posting, this one's
    // population in it; a group under 2% of the applicants named without its numbers.
    const published = await call<AiAssessmentSummary>('GET', '/api/ai-assessment/summary');
    expect(published.status).toBe(200);
    expect(published.body.applicants).toBeGreaterThanOrEqual(60);
    expect(published.body.first_used! <= dayOf(DAY_ONE)).toBe(true);
    expect(published.body.source).toContain('Every full-stack screening application the automated assessment decided');
    for (const group of published.body.groups) {
      if (group.excluded) expect(group.applicants).toBeNull();
      else expect(group.applicants).toBeGreaterThan(0);
    }
    expect(JSON.stringify(published.body)).not.toContain(ids[0]!);
  });

  it('moves the counts at once when a person answers the survey, and counts criteria met in recruiting', async () => {
    const job = makeJob({ flow: 'recruiting' });
    await writeJob(job);
    const outcomes: [string, boolean][] = [
      ...Array.from({ length: 5 }, (_, i): [string, boolean] => ['female', i < 3]),
      ...Array.from({ length: 5 }, (): [string, boolean] => ['male', true]),
    ];
    for (const [sex, met] of outcomes) {
      const account = makeAccount();
      await adminDb
        .collection(COLLECTIONS.selfIdentifications)
        .doc(account.uid)
        .set({ sex, race_ethnicity: 'decline', updated_at: new Date() });
      const application = await createApplication(account, met ? 'pending_nda' : 'criteria_failed', {
        id: recruitingApplicationId(account.uid, job.id),
        job_slug: job.id,
        created_at: DAY_ONE,
      });
      await reconcileFairness('recruiting', application.id);
    }
    // One who has not answered: unknown, until they answer through the API.
    const late = makeAccount();
    const session = await emulatorSession(late);
    await call('POST', '/auth/verify', { body: { idToken: session.idToken } });
    const lateApplication = await createApplication({ ...late, uid: session.localId }, 'pending_nda', {
      id: recruitingApplicationId(session.localId, job.id),
      job_slug: job.id,
      created_at: DAY_ONE,
    });
    await reconcileFairness('recruiting', lateApplication.id);

    const before = await figures(`flow=recruiting&job_slug=${job.id}`);
    expect(before.body.unknown).toEqual({ applicants: 1, selected: 1 });
    expect(before.body.groups.filter((group) => group.dimension === 'sex')).toEqual([
      row('sex', 'female', 5, 3, 0.6, 0.6, null),
      row('sex', 'male', 5, 5, 1, 1, null),
    ]);
    // Declined race/ethnicity: no race or intersectional group.
    expect(before.body.groups.filter((group) => group.dimension !== 'sex')).toEqual([]);

    expect(
      (
        await call('PUT', '/api/me/self-identification', {
          token: session.idToken,
          body: { sex: 'female', race_ethnicity: 'decline' },
        })
      ).status,
    ).toBe(200);
    const after = await figures(`flow=recruiting&job_slug=${job.id}`);
    expect(after.body.unknown).toEqual({ applicants: 0, selected: 0 });
    expect(after.body.groups.find((group) => group.group === 'female')).toMatchObject({ applicants: 6, selected: 4 });
    expect((await call('GET', `/api/admin/fairness?flow=recruiting`, { token: session.idToken })).status).toBe(403);
  });
});
