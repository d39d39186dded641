// The screening endpoints and the assessment trigger against the emulators: check-existing,
// submit (validation, one application per user, the draft deleted, the deployed trigger scoring
// it), reassess (who, which statuses, a new run with the history kept), and the trigger's
// handler delivered repeatedly.
import type { ScreeningApplication } from '@careers/domain/screening';
import { makeAccount, makeScreeningDraft, makeScreeningForm, WEAK_SCREENING_CANDIDATE } from '@careers/domain/testing';
import { describe, expect, it } from 'vitest';
import { call } from '../../tests/support/api';
import { changeOf, deliverRepeatedly } from '../../tests/support/deliver';
import {
  auditEntries,
  storedAssessmentRuns,
  storedScreeningApplication,
  storedScreeningDraft,
  storedScreeningStatus,
} from '../../tests/support/readers';
import { idTokenFor } from '../../tests/support/tokens';
import { createAccount, createScreeningApplication, writeScreeningDraft } from '../../tests/support/writers';
import { assessScreeningOnWrite, runClaimedAssessment } from '../src/decisions/screening/assessment';
import { builtinAssessor } from '../src/adapters/screening/assessors';
import { TRIGGER_WAIT } from '../../tests/support/triggers';

const CHECK = '/api/fullstack-screening/check-existing';
const SUBMIT = '/api/fullstack-screening/submit';
const reassessPath = (id: string) => `/api/admin/fullstack-screening/applications/${id}/reassess`;

// The strong applicant's form scores 10.0 with the built-in rubric, the weak one's 1.0 (pinned in
// functions/src/rubric/rubric-corpus.test.ts).
const PASSED_MESSAGE =
  'Congratulations! Your application passed the screening. Our team will contact you with next steps.';

async function candidate() {
  const account = makeAccount();
  await createAccount(account);
  return { account, token: await idTokenFor(account) };
}

async function admin() {
  const account = makeAccount({ admin: true });
  await createAccount(account);
  return { account, token: await idTokenFor(account) };
}

/** Waits (TRIGGER_WAIT) until the application's status is `status`. */
async function statusBecomes(uid: string, status: string) {
  await expect.poll(async () => (await storedScreeningApplication(uid))?.fs_status, TRIGGER_WAIT).toBe(status);
}

describe('GET /api/fullstack-screening/check-existing', () => {
  it('answers 401 without a token', async () => {
    expect(await call('GET', CHECK)).toMatchObject({ status: 401, body: { error: 'Authentication required' } });
  });

  it('answers exists: false to a candidate who has not submitted (a draft does not count)', async () => {
    const { account, token } = await candidate();
    await writeScreeningDraft(account, makeScreeningDraft(makeScreeningForm(), 2));
    const answer = await call('GET', CHECK, { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      exists: false,
      status: null,
      message: 'You have not submitted your application yet. Your progress is saved automatically.',
    });
  });

  it("answers the stored status and its message, and only the caller's own", async () => {
    const { account, token } = await candidate();
    await createScreeningApplication(account, 'shortlisted');
    expect((await call('GET', CHECK, { token })).body).toEqual({
      exists: true,
      status: 'shortlisted',
      message: 'You have been shortlisted. Our team will contact you to arrange an interview.',
    });
    const other = await candidate();
    expect((await call('GET', CHECK, { token: other.token })).body).toMatchObject({ exists: false });
  });
});

describe('POST /api/fullstack-screening/submit', () => {
  it('answers 401 without a token', async () => {
    expect(await call('POST', SUBMIT, { body: makeScreeningForm() })).toMatchObject({ status: 401 });
  });

  it('refuses an incomplete or malformed form with the first message, storing nothing', async () => {
    const { account, token } = await candidate();
    const cases: [unknown, string][] = [
      [{ ...makeScreeningForm(), university_name: '  ' }, 'University name is required'],
      [{ ...makeScreeningForm(), frontend_frameworks: [] }, 'Frontend frameworks is required'],
      [
        { ...makeScreeningForm(), frontend_frameworks: ['COBOL'] },
        'Frontend frameworks must be one of the listed options',
      ],
      [{ ...makeScreeningForm(), cgpa_cumulative: 10.5 }, 'Cumulative CGPA must be between 0 and 10'],
      [{ ...makeScreeningForm(), fs_status: 'screening_passed' }, 'Unexpected field: fs_status'],
      [[makeScreeningForm()], 'Request body must be a JSON object'],
    ];
    for (const [body, error] of cases) {
      expect(await call('POST', SUBMIT, { token, body }), error).toMatchObject({ status: 400, body: { error } });
    }
    expect(await storedScreeningApplication(account.uid)).toBeUndefined();
    expect(await storedScreeningStatus(account.uid)).toBeUndefined();
  });

  it('stores the application with its first run and mirror, deletes the draft, and the trigger scores it', async () => {
    const { account, token } = await candidate();
    await writeScreeningDraft(account, makeScreeningDraft(makeScreeningForm(), 7));
    const form = makeScreeningForm({ concurrency_issue_faced: false, concurrency_issue_description: 'left over' });

    const answer = await call('POST', SUBMIT, { token, body: form });
    expect(answer).toMatchObject({
      status: 200,
      body: { success: true, message: 'Application submitted successfully!' },
    });

    expect(await storedScreeningDraft(account.uid)).toBeUndefined();
    const stored = await storedScreeningApplication(account.uid);
    expect(stored).toMatchObject({
      id: account.uid,
      user_id: account.uid,
      user_name: account.name,
      user_email: account.email,
      job_slug: 'fullstack-engineer',
      fs_university_name: 'Vellore Institute of Technology',
      fs_frontend_frameworks: ['React', 'Next.js', 'Vanilla JavaScript'],
      // A hidden conditional answer is not kept.
      fs_concurrency_issue_description: '',
      fs_assessment_run_id: 'run-0001',
      fs_assessment_count: 1,
    });

    await statusBecomes(account.uid, 'screening_passed');
    const scored = (await storedScreeningApplication(account.uid)) as ScreeningApplication;
    expect(scored.fs_overall_score).toBe(10);
    expect(scored.fs_failure_reason).toBeNull();
    expect(scored.fs_openai_assessment).toMatchObject({
      passed: true,
      metadata: { assessor: 'builtin', model: 'rubric' },
    });
    expect(await storedScreeningStatus(account.uid)).toMatchObject({
      status: 'screening_passed',
      message: PASSED_MESSAGE,
    });
    const runs = await storedAssessmentRuns(account.uid);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      run_id: 'run-0001',
      cause: 'submission',
      state: 'scored',
      assessor: 'builtin',
      attempts: 1,
      outcome: 'screening_passed',
    });
    const audit = await auditEntries(account.uid);
    expect(audit.map((entry) => [entry.action, entry.from, entry.to])).toEqual([
      ['screening_assessed', 'assessing', 'screening_passed'],
    ]);
  });

  it('fails a weak application with the reason', async () => {
    const { account, token } = await candidate();
    expect((await call('POST', SUBMIT, { token, body: WEAK_SCREENING_CANDIDATE.form })).status).toBe(200);
    await statusBecomes(account.uid, 'screening_failed');
    expect((await storedScreeningApplication(account.uid))?.fs_failure_reason).toBe(
      'Weighted score 1.0 is below the pass mark of 6.0',
    );
  });

  it('answers 409 to a second submission, and to one of two at once', async () => {
    const first = await candidate();
    expect((await call('POST', SUBMIT, { token: first.token, body: makeScreeningForm() })).status).toBe(200);
    expect(await call('POST', SUBMIT, { token: first.token, body: makeScreeningForm() })).toMatchObject({
      status: 409,
      body: { error: 'You have already submitted a screening application.' },
    });

    const { account, token } = await candidate();
    const answers = await Promise.all([1, 2].map(() => call('POST', SUBMIT, { token, body: makeScreeningForm() })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    await statusBecomes(account.uid, 'screening_passed');
    expect(await storedAssessmentRuns(account.uid)).toHaveLength(1);
  });
});

describe('POST /api/admin/fullstack-screening/applications/:id/reassess', () => {
  it('answers 401 without a token and 403 to a candidate, changing nothing', async () => {
    const { account, token } = await candidate();
    await createScreeningApplication(account, 'assessment_failed');
    expect((await call('POST', reassessPath(account.uid))).status).toBe(401);
    expect(await call('POST', reassessPath(account.uid), { token, body: {} })).toMatchObject({
      status: 403,
      body: { error: 'Admin access required' },
    });
    expect((await storedScreeningApplication(account.uid))?.fs_status).toBe('assessment_failed');
  });

  it('answers 404 for an unknown id or one Firestore cannot take', async () => {
    const { token } = await admin();
    for (const id of ['nobody-here', '__x__', 'a%2Fb', 'x'.repeat(129)]) {
      expect(await call('POST', reassessPath(id), { token, body: {} }), id).toMatchObject({
        status: 404,
        body: { error: 'Application not found' },
      });
    }
  });

  it('answers 400 to a body that is not empty', async () => {
    const { account } = await candidate();
    await createScreeningApplication(account, 'assessment_failed');
    const { token } = await admin();
    expect(await call('POST', reassessPath(account.uid), { token, body: { force: true } })).toMatchObject({
      status: 400,
      body: { error: 'Unexpected field: force' },
    });
  });

  it('answers 409 unless the status allows it, changing nothing', async () => {
    const { account } = await candidate();
    await createScreeningApplication(account, 'screening_passed');
    const { token } = await admin();
    expect(await call('POST', reassessPath(account.uid), { token, body: {} })).toMatchObject({
      status: 409,
      body: {
        error:
          'Only an application with an assessment error or not selected can be reassessed (current status: Screening Passed)',
      },
    });
    expect(await storedAssessmentRuns(account.uid)).toHaveLength(1);
    expect(await auditEntries(account.uid)).toEqual([]);
  });

  it('starts run 2 of a failed assessment: the history kept, the new result current, audited', async () => {
    const { account } = await candidate();
    await createScreeningApplication(account, 'assessment_failed');
    const boss = await admin();

    const answer = await call('POST', reassessPath(account.uid), { token: boss.token, body: {} });
    expect(answer).toMatchObject({
      status: 200,
      body: { success: true, message: 'Application reassessment started', status: 'submitted', run_id: 'run-0002' },
    });

    await statusBecomes(account.uid, 'screening_passed');
    const application = (await storedScreeningApplication(account.uid)) as ScreeningApplication;
    expect(application).toMatchObject({
      fs_assessment_run_id: 'run-0002',
      fs_assessment_count: 2,
      fs_overall_score: 10,
      fs_failure_reason: null,
    });
    const runs = await storedAssessmentRuns(account.uid);
    expect(runs.map((run) => [run.run_id, run.cause, run.state, run.outcome])).toEqual([
      ['run-0001', 'submission', 'failed', 'assessment_failed'],
      ['run-0002', 'reassess', 'scored', 'screening_passed'],
    ]);
    expect(runs[0]!.raw_output).toMatch(/^I'm sorry/);
    expect(runs[1]!.requested_by).toBe(boss.account.uid);
    const audit = await auditEntries(account.uid);
    expect(
      audit
        .map((entry) => [entry.action, entry.actor_uid, entry.from, entry.to])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['screening_assessed', 'system:screening-assessment', 'assessing', 'screening_passed'],
      ['screening_reassessed', boss.account.uid, 'assessment_failed', 'submitted'],
    ]);
  });
});

describe('the assessment trigger', () => {
  it('runs one assessment for an event delivered three times in a row and twice at once', async () => {
    const account = makeAccount();
    // The deployed trigger sees this write too: whichever delivery claims the run, there is one.
    const { application } = await createScreeningApplication(account, 'submitted');
    await deliverRepeatedly(
      (event) => assessScreeningOnWrite(event, () => builtinAssessor()),
      changeOf<ScreeningApplication>(account.uid, application),
    );
    await statusBecomes(account.uid, 'screening_passed');
    const runs = await storedAssessmentRuns(account.uid);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ state: 'scored', attempts: 1 });
    expect((await auditEntries(account.uid)).filter((e) => e.action === 'screening_assessed')).toHaveLength(1);
    expect((await storedScreeningApplication(account.uid))?.fs_assessment_count).toBe(1);
  });

  it('records a failed assessment with the raw answer, and drops the result of a run that was replaced', async () => {
    const account = makeAccount();
    // `assessing`: the deployed trigger leaves it alone, as if this caller had claimed it.
    const { application } = await createScreeningApplication(account, 'assessing');
    const raw = 'not an assessment';
    const failing = {
      kind: 'openai' as const,
      threshold: 6,
      assess: () =>
        Promise.resolve({
          ok: false as const,
          failure: 'unparseable' as const,
          detail: 'Assessment is not valid JSON',
          raw,
          attempts: 1,
          assessor: 'openai' as const,
          model: 'gpt-test',
        }),
      check: () => Promise.resolve({ ok: true as const }),
    };
    expect(await runClaimedAssessment({ ...application, fs_assessment_run_id: 'run-0009' }, failing)).toBeNull();
    expect((await storedScreeningApplication(account.uid))?.fs_status).toBe('assessing');

    expect(await runClaimedAssessment(application, failing)).toBe('assessment_failed');
    expect(await storedScreeningApplication(account.uid)).toMatchObject({
      fs_status: 'assessment_failed',
      fs_failure_reason: 'The assessment could not be read: Assessment is not valid JSON',
      fs_openai_assessment: raw,
      fs_overall_score: null,
    });
    expect((await storedAssessmentRuns(account.uid))[0]).toMatchObject({
      state: 'failed',
      raw_output: raw,
      model: 'gpt-test',
    });
    expect(await storedScreeningStatus(account.uid)).toMatchObject({ status: 'assessment_failed' });
  });
});
