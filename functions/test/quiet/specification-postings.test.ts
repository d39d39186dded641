// The specification's postings closed or expired, against the emulators: the calls that name no
// posting (the specification's own) refuse new applications as any closed posting's do, and store
// nothing. Quiet: closing `fullstack-engineer` or `marketing-analyst-recruiting` would refuse every
// other file's submissions meanwhile.
import { COLLECTIONS } from '@careers/domain/shared';
import { makeApplicationSubmission, makeScreeningForm, makeSpecJob } from '@careers/domain/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { adminDb } from '../../../tests/support/admin-app';
import { call } from '../../../tests/support/api';
import { storedAssessmentRuns } from '../../../tests/support/readers';
import { signedIn } from '../../../tests/support/tokens';
import { writeJob } from '../../../tests/support/writers';

// Written out, not taken from the code under test.
const CLOSED = 'This position is no longer accepting applications';
const SCREENING = 'fullstack-engineer';
const RECRUITING = 'marketing-analyst-recruiting';
const DAY = 86_400_000;

const stored = async (collection: string, id: string) => (await adminDb.collection(collection).doc(id).get()).exists;

describe("the specification's postings, closed or expired", () => {
  afterEach(() => Promise.all([writeJob(makeSpecJob(SCREENING)), writeJob(makeSpecJob(RECRUITING))]));

  it('refuses a screening submission that names no posting, and requests no assessment', async () => {
    const closes = [
      { ...makeSpecJob(SCREENING), isActive: false },
      { ...makeSpecJob(SCREENING), validThrough: new Date(Date.now() - DAY) },
    ];
    for (const job of closes) {
      await writeJob(job);
      const { uid, token } = await signedIn();
      const answer = await call('POST', '/api/fullstack-screening/submit', { token, body: makeScreeningForm() });
      expect(answer).toMatchObject({ status: 409, body: { error: CLOSED } });
      expect(await stored(COLLECTIONS.screeningApplications, uid)).toBe(false);
      expect(await stored(COLLECTIONS.screeningStatus, uid)).toBe(false);
      expect(await storedAssessmentRuns(uid)).toEqual([]);
    }
    // Open again: the same call is taken.
    await writeJob(makeSpecJob(SCREENING));
    const { uid, token } = await signedIn();
    expect((await call('POST', '/api/fullstack-screening/submit', { token, body: makeScreeningForm() })).status).toBe(
      200,
    );
    expect(await stored(COLLECTIONS.screeningApplications, uid)).toBe(true);
  });

  it('refuses a recruiting submission to the closed specification posting alike', async () => {
    await writeJob({ ...makeSpecJob(RECRUITING), isActive: false });
    const { uid, token } = await signedIn();
    const answer = await call('POST', '/api/submit-application', { token, body: makeApplicationSubmission() });
    expect(answer).toMatchObject({ status: 409, body: { error: CLOSED } });
    expect(await stored(COLLECTIONS.recruitingApplications, uid)).toBe(false);
  });
});
