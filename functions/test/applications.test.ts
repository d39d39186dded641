// The candidate's application endpoints against the emulators: auth, bad input (4xx and no
// data changed), criteria, double submit, NDA before submit, NDA twice, another user's id.
import { JOB_SLUGS } from '@careers/domain/jobs';
import {
  APPLICATION_ERRORS,
  APPLICATION_MESSAGES,
  CRITERIA_RULES,
  interviewSlotFor,
  NDA_DOCUMENT,
  statusMessage,
  type RecruitingStatus,
} from '@careers/domain/recruiting';
import { COLLECTIONS } from '@careers/domain/shared';
import { makeAccount, makeApplicationSubmission, makeJob } from '@careers/domain/testing';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { call } from '../../tests/support/api';
import { auditEntries, storedApplication } from '../../tests/support/readers';
import { idTokenFor } from '../../tests/support/tokens';
import { createAccount, createApplication, writeJob } from '../../tests/support/writers';
import { expectPlatformRefusal } from './expectations';

// The SHA-256 of the NDA text of version 2023-09 (pinned; see domain/src/recruiting/documents.test.ts).
const NDA_SHA256 = '3cb763e5c37e6311fa15cfd896652b644fbd4ae7f7bba2fe1340d90d0ceff43e';

/** A candidate in the auth emulator with a profile, and their ID token. */
async function candidate() {
  const account = makeAccount();
  await createAccount(account);
  return { account, token: await idTokenFor(account) };
}

describe('POST /api/check-application-status', () => {
  it('answers 401 without a token', async () => {
    expect(await call('POST', '/api/check-application-status')).toMatchObject({
      status: 401,
      body: { error: 'Authentication required' },
    });
  });

  it('answers 401 to a token that does not verify', async () => {
    expect(await call('POST', '/api/check-application-status', { token: 'forged' })).toMatchObject({
      status: 401,
      body: { error: 'Invalid or expired token' },
    });
  });

  it('answers new_user at step 0 of 4 to a user who has not applied', async () => {
    const { token } = await candidate();
    const answer = await call('POST', '/api/check-application-status', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'new_user',
      step: 0,
      total_steps: 4,
      application_data: null,
      message: statusMessage('new_user'),
    });
  });

  it.each([
    ['criteria_failed', {}, 4, 5],
    ['meeting_scheduled', { nda_signed: false }, 4, 7],
    ['meeting_scheduled', {}, 5, 7],
    ['interviewed', {}, 6, 7],
    ['rejected_after_interview', {}, 6, 7],
  ] as const)('places %s %j on step %i of %i', async (status, overrides, step, total_steps) => {
    const { account, token } = await candidate();
    const stored = await createApplication(account, status as RecruitingStatus, overrides);
    const answer = await call('POST', '/api/check-application-status', { token, body: {} });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status,
      step,
      total_steps,
      message: statusMessage(status, stored),
      application_data: { id: account.uid, user_id: account.uid, status, nda_signed: stored.nda_signed },
    });
    expect(answer.body).not.toHaveProperty('redirect_to');
  });

  it('sends a hired candidate to /job-offers', async () => {
    const { account, token } = await candidate();
    await createApplication(account, 'hired');
    const answer = await call('POST', '/api/check-application-status', { token });
    expect(answer.body).toMatchObject({ status: 'hired', step: 6, total_steps: 7, redirect_to: '/job-offers' });
  });

  it('answers times as ISO strings', async () => {
    const { account, token } = await candidate();
    const stored = await createApplication(account, 'meeting_scheduled');
    const { body } = await call('POST', '/api/check-application-status', { token });
    expect(body.application_data).toMatchObject({
      created_at: stored.created_at.toISOString(),
      interview_start: stored.interview_start?.toISOString(),
      nda_signature: { signed_at: stored.nda_signature?.signed_at.toISOString() },
    });
  });

  it("answers with the caller's own application only, never another user's", async () => {
    const applicant = await candidate();
    await createApplication(applicant.account, 'hired');
    const other = await candidate();
    const answer = await call('POST', '/api/check-application-status', { token: other.token });
    expect(answer.body).toMatchObject({ status: 'new_user', application_data: null });
  });

  it.each([
    ['an unexpected field', { body: { user_id: 'someone' } }, 'Unexpected field: user_id'],
    ['a body that is not an object', { body: [1] }, 'Request body must be a JSON object'],
  ])('answers 400 to %s', async (_case, options, error) => {
    const { token } = await candidate();
    const answer = await call('POST', '/api/check-application-status', { token, ...options });
    expect(answer).toMatchObject({ status: 400, body: { error } });
  });

  it('answers 400 to malformed JSON', async () => {
    const { token } = await candidate();
    expectPlatformRefusal(await call('POST', '/api/check-application-status', { token, raw: '{"a":' }));
  });
});

describe('POST /api/submit-application', () => {
  it('answers 409 for a closed posting and stores nothing', async () => {
    const { account, token } = await candidate();
    const closed = makeJob({ isActive: false });
    await writeJob(closed);
    const answer = await call('POST', '/api/submit-application', {
      token,
      body: makeApplicationSubmission({ job_slug: closed.id }),
    });
    expect(answer).toMatchObject({ status: 409, body: { error: 'This position is no longer accepting applications' } });
    expect(await storedApplication(account.uid)).toBeUndefined();
  });

  it('answers 404 for a job that does not exist or has its own questionnaire', async () => {
    const { account, token } = await candidate();
    for (const job_slug of ['no-such-job', 'fullstack-engineer', '__name__', 'a/b']) {
      const answer = await call('POST', '/api/submit-application', {
        token,
        body: makeApplicationSubmission({ job_slug }),
      });
      expect(answer, job_slug).toMatchObject({
        status: 404,
        body: { error: 'This job was not found or does not take applications here' },
      });
    }
    expect(await storedApplication(account.uid)).toBeUndefined();
  });

  it('takes an application to another open job of the recruiting flow, and stores which (under its own key)', async () => {
    const { account, token } = await candidate();
    const open = makeJob();
    await writeJob(open);
    const answer = await call('POST', '/api/submit-application', {
      token,
      body: makeApplicationSubmission({ job_slug: open.id }),
    });
    expect(answer.status).toBe(200);
    // One application per posting: another posting's is `{uid}__{slug}`, not the uid.
    expect((await storedApplication(`${account.uid}__${open.id}`))?.job_slug).toBe(open.id);
    expect(await storedApplication(account.uid)).toBeUndefined();
  });

  it('answers 401 without a token and stores nothing', async () => {
    const { account } = await candidate();
    const answer = await call('POST', '/api/submit-application', { body: makeApplicationSubmission() });
    expect(answer).toMatchObject({ status: 401, body: { error: 'Authentication required' } });
    expect(await storedApplication(account.uid)).toBeUndefined();
  });

  it('answers 401 to a token that does not verify', async () => {
    const answer = await call('POST', '/api/submit-application', { token: 'x', body: makeApplicationSubmission() });
    expect(answer).toMatchObject({ status: 401, body: { error: 'Invalid or expired token' } });
  });

  it('stores a qualifying application as meeting_scheduled awaiting the NDA', async () => {
    const { account, token } = await candidate();
    const submission = makeApplicationSubmission({ name: '  Maria Santos ' });
    const answer = await call('POST', '/api/submit-application', { token, body: submission });
    expect(answer).toMatchObject({
      status: 200,
      body: { success: true, application_id: account.uid, status: 'meeting_scheduled' },
    });
    const stored = await storedApplication(account.uid);
    expect(stored).toMatchObject({
      ...submission,
      name: 'Maria Santos',
      id: account.uid,
      user_id: account.uid,
      job_slug: JOB_SLUGS.marketingAnalyst,
      status: 'meeting_scheduled',
      criteria_failure_reason: null,
      nda_signed: false,
      nda_signed_at: null,
      nda_signature: null,
      interview_start: null,
      interview_end: null,
    });
    expect(stored?.created_at).toBeInstanceOf(Timestamp);
    expect(stored?.updated_at).toEqual(stored?.created_at);
    const status = await call('POST', '/api/check-application-status', { token });
    expect(status.body).toMatchObject({ status: 'meeting_scheduled', step: 4, total_steps: 7 });
  });

  it('stores criteria_failed with every unmet rule as the reason', async () => {
    const { account, token } = await candidate();
    const submission = makeApplicationSubmission({
      linkedin_verified: false,
      has_100_connections: false,
      willing_to_increase_connections: true,
      has_passport_id: false,
    });
    const answer = await call('POST', '/api/submit-application', { token, body: submission });
    expect(answer.body).toEqual({ success: true, application_id: account.uid, status: 'criteria_failed' });
    expect(await storedApplication(account.uid)).toMatchObject({
      status: 'criteria_failed',
      criteria_failure_reason: `${CRITERIA_RULES.verified}; ${CRITERIA_RULES.passport}`,
      nda_signed: false,
    });
  });

  it('refuses a second submission with 409 and keeps the first', async () => {
    const { account, token } = await candidate();
    await call('POST', '/api/submit-application', { token, body: makeApplicationSubmission() });
    const first = await storedApplication(account.uid);
    const second = await call('POST', '/api/submit-application', {
      token,
      body: makeApplicationSubmission({ has_passport_id: false, name: 'Someone Else' }),
    });
    expect(second).toMatchObject({ status: 409, body: { error: 'You have already submitted an application' } });
    expect(await storedApplication(account.uid)).toEqual(first);
  });

  it('stores one application of two concurrent submissions', async () => {
    const { account, token } = await candidate();
    const answers = await Promise.all([
      call('POST', '/api/submit-application', { token, body: makeApplicationSubmission({ name: 'First' }) }),
      call('POST', '/api/submit-application', { token, body: makeApplicationSubmission({ name: 'Second' }) }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200) === answers[0] ? 'First' : 'Second';
    expect(await storedApplication(account.uid)).toMatchObject({ name: winner });
  });

  const refused: [string, Record<string, unknown>, string][] = [
    ['a missing name', { name: undefined }, 'Name is required'],
    ['a blank name', { name: '   ' }, 'Name is required'],
    ['an invalid email', { email: 'maria@' }, 'Please enter a valid email address'],
    ['a missing phone number', { phone_number: '' }, 'Phone number is required'],
    ['an unknown gender', { gender: 'Other' }, 'Please select your gender'],
    ['an unanswered WhatsApp question', { has_whatsapp: null }, 'Please indicate if you have WhatsApp'],
    ['a missing country', { country: undefined }, 'Country is required'],
    [
      'a URL that is not a LinkedIn profile',
      { linkedin_profile: 'https://example.com/in/maria' },
      'Please enter a valid LinkedIn profile URL',
    ],
    ['an unknown referral source', { referral_source: 'TV' }, 'Please specify how you heard about us'],
    [
      'an unanswered verified question',
      { linkedin_verified: undefined },
      'Please indicate if your LinkedIn profile is verified',
    ],
    ['an unanswered passport question', { has_passport_id: null }, 'Please indicate if you have a passport/ID'],
    [
      'fewer than 100 connections without the willingness',
      { has_100_connections: false, willing_to_increase_connections: false },
      'You must be willing to increase your connections to 100+ to proceed',
    ],
    [
      'the confidentiality agreement not accepted',
      { confidentiality_agreed: false },
      'Please accept the confidentiality agreement to continue',
    ],
    [
      'a review box unticked',
      { accuracy_confirmation: false },
      'Please confirm both terms above to submit your application',
    ],
    ['a status chosen by the client', { status: 'hired' }, 'Unexpected field: status'],
    ['the dial-code selector', { phone_country_code: '+63' }, 'Unexpected field: phone_country_code'],
  ];

  it.each(refused)('refuses %s with 400 "%s" and stores nothing', async (_case, change, error) => {
    const { account, token } = await candidate();
    const body: Record<string, unknown> = { ...makeApplicationSubmission(), ...change };
    for (const key of Object.keys(change)) if (change[key] === undefined) delete body[key];
    const answer = await call('POST', '/api/submit-application', { token, body });
    expect(answer).toMatchObject({ status: 400, body: { error } });
    expect(await storedApplication(account.uid)).toBeUndefined();
  });

  it('refuses a yes/no answer that is not a boolean with its question and stores nothing', async () => {
    const { account, token } = await candidate();
    const body = makeApplicationSubmission({ has_passport_id: 'yes' as never });
    const answer = await call<{ error: string }>('POST', '/api/submit-application', { token, body });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(APPLICATION_MESSAGES.passportRequired);
    expect(await storedApplication(account.uid)).toBeUndefined();
  });

  it('refuses no body with 400 and a field message, and stores nothing', async () => {
    const { account, token } = await candidate();
    const answer = await call<{ error: string }>('POST', '/api/submit-application', { token });
    expect(answer.status).toBe(400);
    expect(Object.values(APPLICATION_MESSAGES)).toContain(answer.body.error);
    expect(await storedApplication(account.uid)).toBeUndefined();
  });

  it('refuses a body that is not an object with 400 and stores nothing', async () => {
    const { account, token } = await candidate();
    const answer = await call('POST', '/api/submit-application', { token, body: [makeApplicationSubmission()] });
    expect(answer).toMatchObject({ status: 400, body: { error: 'Request body must be a JSON object' } });
    expect(await storedApplication(account.uid)).toBeUndefined();
  });

  it.each([
    ['malformed JSON', '{"name": "Maria",'],
    ['a JSON string', '"apply"'],
  ])('refuses %s with 400 and stores nothing', async (_case, raw) => {
    const { account, token } = await candidate();
    expectPlatformRefusal(await call('POST', '/api/submit-application', { token, raw }));
    expect(await storedApplication(account.uid)).toBeUndefined();
  });
});

describe('POST /api/sign-nda', () => {
  /** A candidate whose qualifying application awaits the NDA (submitted through the API). */
  async function awaitingNda() {
    const user = await candidate();
    const submitted = await call('POST', '/api/submit-application', {
      token: user.token,
      body: makeApplicationSubmission(),
    });
    expect(submitted.body).toMatchObject({ status: 'meeting_scheduled' });
    return user;
  }

  it('answers 401 without a token and signs nothing', async () => {
    const { account } = await awaitingNda();
    const before = await storedApplication(account.uid);
    const answer = await call('POST', '/api/sign-nda', { body: { application_id: account.uid } });
    expect(answer).toMatchObject({ status: 401, body: { error: 'Authentication required' } });
    expect(await storedApplication(account.uid)).toEqual(before);
  });

  it('answers 401 to a token that does not verify', async () => {
    const { account } = await awaitingNda();
    const answer = await call('POST', '/api/sign-nda', { token: 'forged', body: { application_id: account.uid } });
    expect(answer).toMatchObject({ status: 401, body: { error: 'Invalid or expired token' } });
  });

  it('signs: time, the address the platform saw and the raw X-Forwarded-For, user agent, NDA version and hash, interview the next Manila evening, audit entry', async () => {
    const { account, token } = await awaitingNda();
    const before = Date.now();
    const answer = await call('POST', '/api/sign-nda', {
      token,
      body: { application_id: account.uid },
      // A client-written X-Forwarded-For entry (6.6.6.6), then the one Google's front end appends
      // (198.51.100.7; the emulator has no front end, so the test appends it): only the appended one
      // is the address the platform saw.
      headers: { 'User-Agent': 'CandidateBrowser/1.0', 'X-Forwarded-For': '6.6.6.6, 198.51.100.7' },
    });
    expect(answer.status).toBe(200);
    const stored = await storedApplication(account.uid);
    const signedAt = (stored?.nda_signed_at as Timestamp).toDate();
    expect(signedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const slot = interviewSlotFor(signedAt);
    expect(answer.body).toEqual({
      success: true,
      application_id: account.uid,
      status: 'meeting_scheduled',
      nda_signed: true,
      interview_start: slot.start.toISOString(),
      interview_end: slot.end.toISOString(),
    });
    expect(stored).toMatchObject({
      status: 'meeting_scheduled',
      nda_signed: true,
      nda_signature: {
        server_ip: '198.51.100.7',
        forwarded_for: '6.6.6.6, 198.51.100.7',
        client_claimed_ip: null,
        user_agent: 'CandidateBrowser/1.0',
        nda_version: NDA_DOCUMENT.version,
        nda_sha256: NDA_SHA256,
      },
      interview_start: Timestamp.fromDate(slot.start),
      interview_end: Timestamp.fromDate(slot.end),
    });
    expect(stored?.nda_signature.signed_at).toEqual(stored?.nda_signed_at);
    expect(stored?.updated_at).toEqual(stored?.nda_signed_at);
    expect(await auditEntries(account.uid)).toEqual([
      {
        action: 'nda_signed',
        actor_uid: account.uid,
        actor_email: account.email,
        target: { collection: COLLECTIONS.recruitingApplications, id: account.uid },
        from: 'meeting_scheduled',
        to: 'meeting_scheduled',
        at: stored?.nda_signed_at,
      },
    ]);
    const status = await call('POST', '/api/check-application-status', { token });
    expect(status.body).toMatchObject({ status: 'meeting_scheduled', step: 5, total_steps: 7 });
  });

  it('never records a forged X-Forwarded-For as the address the platform saw', async () => {
    const { account, token } = await awaitingNda();
    const answer = await call('POST', '/api/sign-nda', {
      token,
      body: { application_id: account.uid, ip_address: '6.6.6.6' },
      // The client forges two entries; the front end appends the address it really came from.
      headers: { 'X-Forwarded-For': '6.6.6.6, 7.7.7.7, 203.0.113.77' },
    });
    expect(answer.status).toBe(200);
    expect((await storedApplication(account.uid))?.nda_signature).toMatchObject({
      server_ip: '203.0.113.77',
      forwarded_for: '6.6.6.6, 7.7.7.7, 203.0.113.77',
      client_claimed_ip: null,
    });
  });

  it("through Firebase Hosting (no Hosting addresses trusted, the default): records Hosting's hop, the client's entry stays in the raw chain", async () => {
    const { account, token } = await awaitingNda();
    const answer = await call('POST', '/api/sign-nda', {
      token,
      body: { application_id: account.uid },
      // The client forged 6.6.6.6, Hosting appended the client (198.51.100.7), Google's front end
      // appended Hosting's hop (192.0.2.10): the function cannot tell this from a direct caller at
      // 192.0.2.10 who wrote the two entries before it, so it records the hop.
      headers: { 'X-Forwarded-For': '6.6.6.6, 198.51.100.7, 192.0.2.10' },
    });
    expect(answer.status).toBe(200);
    expect((await storedApplication(account.uid))?.nda_signature).toMatchObject({
      server_ip: '192.0.2.10',
      forwarded_for: '6.6.6.6, 198.51.100.7, 192.0.2.10',
    });
  });

  it('records no address when the platform gave none (the emulator without a front end)', async () => {
    const { account, token } = await awaitingNda();
    await call('POST', '/api/sign-nda', { token, body: { application_id: account.uid } });
    expect((await storedApplication(account.uid))?.nda_signature).toMatchObject({
      server_ip: null,
      forwarded_for: null,
    });
  });

  it("accepts the specification's ip_address field but stores nothing of it: the address recorded is the platform's", async () => {
    const { account, token } = await awaitingNda();
    const answer = await call('POST', '/api/sign-nda', {
      token,
      body: { application_id: account.uid, ip_address: '203.0.113.5' },
      headers: { 'X-Forwarded-For': '198.51.100.8' },
    });
    expect(answer.status).toBe(200);
    const stored = await storedApplication(account.uid);
    expect(stored?.nda_signature).toMatchObject({ server_ip: '198.51.100.8', client_claimed_ip: null });
    expect(JSON.stringify(stored)).not.toContain('203.0.113.5');
  });

  it('answers a second signature as the first, changing nothing', async () => {
    const { account, token } = await awaitingNda();
    const first = await call('POST', '/api/sign-nda', {
      token,
      body: { application_id: account.uid, ip_address: '203.0.113.5' },
    });
    const afterFirst = await storedApplication(account.uid);
    const second = await call('POST', '/api/sign-nda', {
      token,
      body: { application_id: account.uid, ip_address: '198.51.100.99' },
      headers: { 'User-Agent': 'Another/2.0' },
    });
    expect(second).toMatchObject({ status: 200, body: first.body });
    expect(await storedApplication(account.uid)).toEqual(afterFirst);
    expect(await auditEntries(account.uid)).toHaveLength(1);
  });

  it('answers 404 before the candidate has applied, and stores nothing', async () => {
    const { account, token } = await candidate();
    const answer = await call('POST', '/api/sign-nda', { token, body: { application_id: account.uid } });
    expect(answer).toMatchObject({ status: 404, body: { error: APPLICATION_ERRORS.notFound } });
    expect(await storedApplication(account.uid)).toBeUndefined();
    expect(await auditEntries(account.uid)).toEqual([]);
  });

  it("answers 404 for another user's application and changes neither", async () => {
    const owner = await awaitingNda();
    const caller = await awaitingNda();
    const ownerBefore = await storedApplication(owner.account.uid);
    const callerBefore = await storedApplication(caller.account.uid);
    const answer = await call('POST', '/api/sign-nda', {
      token: caller.token,
      body: { application_id: owner.account.uid },
    });
    expect(answer).toMatchObject({ status: 404, body: { error: 'Application not found' } });
    expect(await storedApplication(owner.account.uid)).toEqual(ownerBefore);
    expect(await storedApplication(caller.account.uid)).toEqual(callerBefore);
  });

  it.each(['criteria_failed', 'interviewed', 'hired', 'rejected_after_interview'] as const)(
    'answers 409 to an application in %s and changes nothing',
    async (status) => {
      const { account, token } = await candidate();
      await createApplication(account, status);
      const before = await storedApplication(account.uid);
      const answer = await call('POST', '/api/sign-nda', { token, body: { application_id: account.uid } });
      expect(answer).toMatchObject({ status: 409, body: { error: APPLICATION_ERRORS.ndaNotSignable(status) } });
      expect(await storedApplication(account.uid)).toEqual(before);
      expect(await auditEntries(account.uid)).toEqual([]);
    },
  );

  const malformed: [string, (uid: string) => Parameters<typeof call>[2], string][] = [
    ['no body', () => ({}), 'application_id is required'],
    ['a blank application_id', () => ({ body: { application_id: ' ' } }), 'application_id is required'],
    [
      'an IP that is too long',
      (uid) => ({ body: { application_id: uid, ip_address: '1'.repeat(65) } }),
      'ip_address is too long',
    ],
    [
      'an unexpected field',
      (uid) => ({ body: { application_id: uid, nda_signed: true } }),
      'Unexpected field: nda_signed',
    ],
    ['a body that is not an object', (uid) => ({ body: [uid] }), 'Request body must be a JSON object'],
  ];

  it.each(malformed)('refuses %s with 400 and signs nothing', async (_case, options, error) => {
    const { account, token } = await awaitingNda();
    const before = await storedApplication(account.uid);
    const answer = await call('POST', '/api/sign-nda', { token, ...options(account.uid) });
    expect(answer).toMatchObject({ status: 400, body: { error } });
    expect(await storedApplication(account.uid)).toEqual(before);
    expect(await auditEntries(account.uid)).toEqual([]);
  });

  it('refuses malformed JSON with 400 and signs nothing', async () => {
    const { account, token } = await awaitingNda();
    const before = await storedApplication(account.uid);
    expectPlatformRefusal(await call('POST', '/api/sign-nda', { token, raw: `{"application_id": "${account.uid}"` }));
    expect(await storedApplication(account.uid)).toEqual(before);
  });
});
