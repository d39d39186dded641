// /auth/** and /health against the emulators: auth, bad input, profile writes, admin role.
import { COLLECTIONS } from '@careers/domain/shared';
import { makeAccount } from '@careers/domain/testing';
import { describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from '../../tests/support/admin-app';
import { call } from '../../tests/support/api';
import { idTokenFor } from '../../tests/support/tokens';
import { storedApplication } from '../../tests/support/readers';
import { createAccount, createApplication, demoteAdmin } from '../../tests/support/writers';
import { firebaseAccounts } from '../src/adapters/auth';
import { setAdminRole } from '../src/decisions/team/members';
import { expectPlatformRefusal } from './expectations';

const profileOf = async (uid: string) => (await adminDb.collection(COLLECTIONS.users).doc(uid).get()).data();

/** A new Google user, signed in to the auth emulator but unknown to the API yet. */
async function newUser() {
  const account = makeAccount();
  const token = await idTokenFor(account);
  const { uid } = await adminAuth.verifyIdToken(token);
  return { account, token, uid };
}

describe('GET /health', () => {
  it('answers ok', async () => {
    const answer = await call('GET', '/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'ok' });
  });
});

describe('POST /auth/verify', () => {
  it('creates the profile at first sign-in and answers it', async () => {
    const { account, token, uid } = await newUser();
    const answer = await call('POST', '/auth/verify', { body: { idToken: token } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      user: { uid, email: account.email, name: account.name, emailVerified: true, isAdmin: false },
      claimsUpdated: false,
    });
    expect(await profileOf(uid)).toMatchObject({ uid, email: account.email, name: account.name });
  });

  it('keeps a name the user chose at later sign-ins', async () => {
    const { token, uid } = await newUser();
    await call('POST', '/auth/verify', { body: { idToken: token } });
    await call('PUT', '/auth/profile', { token, body: { name: 'Chosen Name' } });
    const again = await call('POST', '/auth/verify', { body: { idToken: token } });
    expect(again.body).toMatchObject({ user: { name: 'Chosen Name' } });
    expect(await profileOf(uid)).toMatchObject({ name: 'Chosen Name' });
  });

  it.each([
    ['no body', undefined, 'idToken is required'],
    ['an empty token', { idToken: '   ' }, 'idToken is required'],
    ['an unexpected field', { idToken: 'x', admin: true }, 'Unexpected field: admin'],
  ])('answers 400 to %s', async (_case, body, error) => {
    const answer = await call('POST', '/auth/verify', { body });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error });
  });

  it('answers 400 to a body that is not an object', async () => {
    const answer = await call('POST', '/auth/verify', { body: ['token'] });
    expect(answer).toMatchObject({ status: 400, body: { error: 'Request body must be a JSON object' } });
  });

  it('answers 401 to a forged token', async () => {
    const answer = await call('POST', '/auth/verify', { body: { idToken: 'not-a-token' } });
    expect(answer).toMatchObject({ status: 401, body: { error: 'Invalid or expired token' } });
  });

  it('answers 401, not 500, to the still-valid token of a deleted or disabled user, and writes nothing', async () => {
    const deleted = makeAccount();
    const deletedToken = await idTokenFor(deleted);
    const { uid: deletedUid } = await adminAuth.verifyIdToken(deletedToken);
    await adminAuth.deleteUser(deletedUid);
    const disabled = makeAccount();
    const disabledToken = await idTokenFor(disabled);
    const { uid: disabledUid } = await adminAuth.verifyIdToken(disabledToken);
    await adminAuth.updateUser(disabledUid, { disabled: true });

    for (const token of [deletedToken, disabledToken]) {
      const refused = { status: 401, body: { error: 'Invalid or expired token' } };
      expect(await call('POST', '/auth/verify', { body: { idToken: token } })).toMatchObject(refused);
      expect(await call('GET', '/auth/me', { token })).toMatchObject(refused);
      expect(await call('GET', '/api/admin/check-access', { token })).toMatchObject(refused);
    }
    for (const uid of [deletedUid, disabledUid]) {
      expect((await adminDb.collection(COLLECTIONS.users).doc(uid).get()).exists).toBe(false);
    }
  });

  it('grants the admin role to an email of ADMIN_EMAILS, once', async () => {
    // functions/.env.demo-careers lists admin@applypilot.example.
    const account = makeAccount({ email: 'admin@applypilot.example', name: 'Listed Admin' });
    const token = await idTokenFor(account);
    const first = await call('POST', '/auth/verify', { body: { idToken: token } });
    expect(first.body).toMatchObject({ user: { isAdmin: true }, claimsUpdated: true });
    const { uid } = await adminAuth.verifyIdToken(token);
    expect((await adminAuth.getUser(uid)).customClaims).toMatchObject({ admin: true });
    const second = await call('POST', '/auth/verify', { body: { idToken: token } });
    expect(second.body).toMatchObject({ user: { isAdmin: true }, claimsUpdated: false });
  });

  it('an explicit revocation wins over ADMIN_EMAILS at the next sign-in (runs after the grant above)', async () => {
    const account = makeAccount({ email: 'admin@applypilot.example', name: 'Listed Admin' });
    const { uid } = await adminAuth.verifyIdToken(await idTokenFor(account));
    // As `npm run admin -- revoke` does it.
    await setAdminRole(uid, false, 'script', firebaseAccounts);
    const token = await idTokenFor(account);
    const answer = await call('POST', '/auth/verify', { body: { idToken: token } });
    expect(answer.body).toMatchObject({ user: { isAdmin: false }, claimsUpdated: false });
    expect((await adminAuth.getUser(uid)).customClaims?.admin).toBeUndefined();
    expect((await call('GET', '/api/admin/check-access', { token })).body).toEqual({ isAdmin: false, role: null });
  });
});

describe('malformed JSON', () => {
  it('is refused with a 400 and no stack trace', async () => {
    expectPlatformRefusal(await call('POST', '/auth/verify', { raw: '{"idToken": ' }));
  });
});

describe('GET /auth/me', () => {
  it('answers 401 without a token', async () => {
    expect(await call('GET', '/auth/me')).toMatchObject({ status: 401, body: { error: 'Authentication required' } });
  });

  it('answers 401 to a token that does not verify', async () => {
    const answer = await call('GET', '/auth/me', { token: 'garbage' });
    expect(answer).toMatchObject({ status: 401, body: { error: 'Invalid or expired token' } });
  });

  it('answers 404 before the first verify, then the profile', async () => {
    const { token, uid } = await newUser();
    expect((await call('GET', '/auth/me', { token })).status).toBe(404);
    await call('POST', '/auth/verify', { body: { idToken: token } });
    const answer = await call('GET', '/auth/me', { token });
    expect(answer).toMatchObject({ status: 200, body: { user: { uid } } });
  });
});

describe('PUT /auth/profile', () => {
  it('answers 401 without a token', async () => {
    expect((await call('PUT', '/auth/profile', { body: { name: 'X' } })).status).toBe(401);
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{}, 'Name is required'],
    [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
    [{ name: 'Fine', isAdmin: true }, 'Unexpected field: isAdmin'],
  ])('refuses %j with "%s" and changes nothing', async (body, error) => {
    const { token, uid } = await newUser();
    await call('POST', '/auth/verify', { body: { idToken: token } });
    const before = await profileOf(uid);
    const answer = await call('PUT', '/auth/profile', { token, body });
    expect(answer).toMatchObject({ status: 400, body: { error } });
    expect(await profileOf(uid)).toEqual(before);
  });

  it("changes only the caller's own name", async () => {
    const me = await newUser();
    const other = await newUser();
    await call('POST', '/auth/verify', { body: { idToken: me.token } });
    await call('POST', '/auth/verify', { body: { idToken: other.token } });
    const answer = await call('PUT', '/auth/profile', { token: me.token, body: { name: '  Trimmed Name ' } });
    expect(answer).toMatchObject({ status: 200, body: { user: { uid: me.uid, name: 'Trimmed Name' } } });
    expect(await profileOf(other.uid)).toMatchObject({ name: other.account.name });
  });
});

describe('POST /auth/logout', () => {
  it('answers 401 without a token', async () => {
    expect((await call('POST', '/auth/logout')).status).toBe(401);
  });

  it('records the sign-out', async () => {
    const { token, uid } = await newUser();
    await call('POST', '/auth/verify', { body: { idToken: token } });
    const answer = await call('POST', '/auth/logout', { token, body: {} });
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    expect((await profileOf(uid))?.lastLogoutAt).toBeDefined();
  });
});

describe('unknown paths', () => {
  it('answer a JSON 404', async () => {
    expect(await call('GET', '/api/nothing-here')).toMatchObject({
      status: 404,
      body: { error: 'Not found: GET /api/nothing-here' },
    });
  });
});

describe('GET /api/admin/check-access', () => {
  it('answers 401 without a token', async () => {
    expect((await call('GET', '/api/admin/check-access')).status).toBe(401);
  });

  it('answers isAdmin false to a candidate', async () => {
    const candidate = makeAccount();
    await createAccount(candidate);
    const answer = await call('GET', '/api/admin/check-access', { token: await idTokenFor(candidate) });
    expect(answer).toMatchObject({ status: 200, body: { isAdmin: false } });
  });

  it('answers isAdmin true to an admin, and false at once after the role is revoked', async () => {
    const admin = makeAccount({ admin: true });
    await createAccount(admin);
    const token = await idTokenFor(admin);
    expect((await call('GET', '/api/admin/check-access', { token })).body).toEqual({ isAdmin: true, role: 'admin' });
    await adminAuth.setCustomUserClaims(admin.uid, {});
    // Same (still unexpired) token, which still carries admin: true.
    expect((await adminAuth.verifyIdToken(token)).admin).toBe(true);
    expect((await call('GET', '/api/admin/check-access', { token })).body).toEqual({ isAdmin: false, role: null });
  });

  it("refuses a revoked admin's still-valid token on admin calls, with the claim still in the token", async () => {
    const [admin, candidate] = [makeAccount({ admin: true }), makeAccount()];
    await Promise.all([createAccount(admin), createAccount(candidate)]);
    await createApplication(candidate, 'meeting_scheduled');
    const token = await idTokenFor(admin);
    await demoteAdmin(admin);
    expect((await adminAuth.verifyIdToken(token)).admin).toBe(true);
    const answer = await call('PATCH', `/api/admin/applications/${candidate.uid}/status`, {
      token,
      body: { status: 'interviewed' },
    });
    expect(answer).toMatchObject({ status: 403, body: { error: 'Admin access required' } });
    expect((await storedApplication(candidate.uid))?.status).toBe('meeting_scheduled');
  });
});
