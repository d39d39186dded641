// The trust boundaries, against the emulators, each as the attempt to game it:
// a revoked admin who erases and signs in again with the same Google account; a caller who never
// called /auth/verify and types someone else's address; an erase as a way to apply again at once;
// a loop of sign-in verifications; a token whose email Google did not verify.
import type { OutboxMail } from '@careers/domain/mail';
import {
  applicantKeyOf,
  ME_API,
  REAPPLICATION_PERIOD_DAYS,
  reapplicationOpensAt,
  reapplicationRefusal,
} from '@careers/domain/privacy';
import { RECRUITING_API } from '@careers/domain/recruiting';
import { SCREENING_API } from '@careers/domain/screening';
import { COLLECTIONS, emulatorGoogleSub } from '@careers/domain/shared';
import { makeAccount, makeApplicationSubmission, makeScreeningForm, type TestAccount } from '@careers/domain/testing';
import { USER_MESSAGES } from '@careers/domain/users';
import { describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from '../../tests/support/admin-app';
import { call } from '../../tests/support/api';
import { EMULATOR_PSEUDONYM_KEY } from '../../tests/support/secrets';
import { emulatorSession, idTokenFor } from '../../tests/support/tokens';
import { firebaseAccounts } from '../src/adapters/auth';
import { setAdminRole } from '../src/decisions/team/members';

const DAY = 86_400_000;
const profileOf = async (uid: string) => (await adminDb.collection(COLLECTIONS.users).doc(uid).get()).data();
const mailsTo = async (uid: string) =>
  (await adminDb.collection(COLLECTIONS.mail).where('user_id', '==', uid).get()).docs.map(
    (doc) => doc.data() as OutboxMail,
  );

/** Signs `account` in (a new uid when its last account was deleted) and verifies: answers the token and uid. */
async function signIn(account: Pick<TestAccount, 'email' | 'name'>) {
  const session = await emulatorSession(account);
  const verify = await call('POST', '/auth/verify', { body: { idToken: session.idToken } });
  expect(verify.status).toBe(200);
  return { token: session.idToken, uid: session.localId, verify };
}

/** The erase through the API, confirmed with the account's address. */
const erase = (token: string, email: string) => call('POST', ME_API.erase, { token, body: { confirmation: email } });

/** The key the applicant history of `account` is kept under. */
async function applicantKey(account: Pick<TestAccount, 'email'>): Promise<string> {
  const key = await applicantKeyOf(EMULATOR_PSEUDONYM_KEY, {
    subject: emulatorGoogleSub(account.email),
    email: account.email,
  });
  if (!key) throw new Error('no applicant key');
  return key;
}

describe('a revoked admin', () => {
  it('who erases their account and signs in again with the same Google account is not an admin', async () => {
    const account = makeAccount({ name: 'Rita Revoked' });
    const first = await signIn(account);
    await setAdminRole(first.uid, true, 'script', firebaseAccounts);
    // A current admin cannot erase themselves: another admin revokes the role first.
    const refused = await erase((await emulatorSession(account)).idToken, account.email);
    expect(refused).toMatchObject({ status: 409, body: { error: USER_MESSAGES.adminCannotErase } });
    await setAdminRole(first.uid, false, 'script', firebaseAccounts);

    const afterRevoke = await emulatorSession(account);
    expect((await erase(afterRevoke.idToken, account.email)).status).toBe(200);
    await expect(adminAuth.getUser(first.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });

    const again = await signIn(account);
    expect(again.uid).not.toBe(first.uid);
    expect(again.verify.body).toMatchObject({ user: { isAdmin: false }, claimsUpdated: false });
    expect((await call('GET', '/api/admin/check-access', { token: again.token })).body).toEqual({
      isAdmin: false,
      role: null,
    });
  });
});

describe('the re-application period', () => {
  it('refuses a screening application from the same Google account after an erase, and takes it once the period is over', async () => {
    const account = makeAccount();
    const first = await signIn(account);
    expect((await call('POST', SCREENING_API.submit, { token: first.token, body: makeScreeningForm() })).status).toBe(
      200,
    );
    expect((await erase(first.token, account.email)).status).toBe(200);

    const again = await signIn(account);
    const submit = () => call('POST', SCREENING_API.submit, { token: again.token, body: makeScreeningForm() });
    const history = adminDb.collection(COLLECTIONS.applicantHistory).doc(await applicantKey(account));
    const kept = (await history.get()).data() as { screening: { at: { toDate(): Date } } };
    const refused = await submit();
    expect(refused).toMatchObject({
      status: 409,
      body: { error: reapplicationRefusal(reapplicationOpensAt(kept.screening.at.toDate())) },
    });
    expect((await adminDb.collection(COLLECTIONS.screeningApplications).doc(again.uid).get()).exists).toBe(false);

    // The clock moved past the period: the decision is a day older than it.
    await history.update({ 'screening.at': new Date(Date.now() - (REAPPLICATION_PERIOD_DAYS + 1) * DAY) });
    expect((await submit()).status).toBe(200);
  });

  it('refuses a recruiting application from the same Google account after an erase of a failed one', async () => {
    const account = makeAccount();
    const first = await signIn(account);
    const failing = makeApplicationSubmission({ linkedin_verified: false });
    const submitted = await call('POST', RECRUITING_API.submit, { token: first.token, body: failing });
    expect(submitted.body).toMatchObject({ status: 'criteria_failed' });
    expect((await erase(first.token, account.email)).status).toBe(200);

    const again = await signIn(account);
    const answer = await call('POST', RECRUITING_API.submit, { token: again.token, body: makeApplicationSubmission() });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatch(/^You applied for this position before/);
    expect((await adminDb.collection(COLLECTIONS.recruitingApplications).doc(again.uid).get()).exists).toBe(false);
  });
});

describe('mail goes only to the sign-in’s verified address', () => {
  it('a caller who never called /auth/verify and typed another address: the mails are queued to their own', async () => {
    const account = makeAccount();
    const token = await idTokenFor(account);
    const { uid } = await adminAuth.verifyIdToken(token);
    expect(await profileOf(uid)).toBeUndefined();
    const victim = `victim-${Date.now().toString(36)}@corp.example`;
    const body = makeApplicationSubmission({ email: victim, name: 'Chosen Name' });
    expect((await call('POST', RECRUITING_API.submit, { token, body })).status).toBe(200);
    // The call made the profile from the verified token: its address is the only one mail goes to.
    expect(await profileOf(uid)).toMatchObject({ email: account.email, emailVerified: true });
    const mails = await mailsTo(uid);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.map((mail) => mail.to)).toEqual(mails.map(() => account.email));
    expect((await adminDb.collection(COLLECTIONS.mail).where('to', '==', victim).get()).empty).toBe(true);
  });

  it('refuses a call that can send mail to a token whose email Google did not verify, storing nothing', async () => {
    const account = makeAccount();
    const session = await emulatorSession(account, { emailVerified: false });
    const answer = await call('POST', RECRUITING_API.submit, {
      token: session.idToken,
      body: makeApplicationSubmission(),
    });
    expect(answer).toMatchObject({ status: 403, body: { error: USER_MESSAGES.emailNotVerified } });
    expect(await profileOf(session.localId)).toBeUndefined();
    expect((await adminDb.collection(COLLECTIONS.recruitingApplications).doc(session.localId).get()).exists).toBe(
      false,
    );
  });

  it('a sign-in with an unverified email stores no address', async () => {
    const session = await emulatorSession(makeAccount(), { emailVerified: false });
    expect((await call('POST', '/auth/verify', { body: { idToken: session.idToken } })).status).toBe(200);
    expect(await profileOf(session.localId)).toMatchObject({ email: '', emailVerified: false });
  });
});

describe('POST /auth/verify', () => {
  it('is limited per account like any write: 150 in a row with one token meet a 429', async () => {
    const token = await idTokenFor(makeAccount());
    const statuses: number[] = [];
    for (let i = 0; i < 150; i += 1)
      statuses.push((await call('POST', '/auth/verify', { body: { idToken: token } })).status);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses).toContain(429);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
  });
});
