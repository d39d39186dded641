// The hiring team's roles against the emulators (docs/features/team.md), each as the attempt to
// game them: a caller who is not an admin, a bad address or role, a grant before and after the
// person's first sign-in, an admin demoted with their old token in hand, an admin changing their
// own role, two changes at once, and an erase.
import { COLLECTIONS, type AuditLogEntry } from '@careers/domain/shared';
import type { TeamMemberView, TeamMembersResponse } from '@careers/domain/team';
import { makeAccount, type TestAccount } from '@careers/domain/testing';
import { ME_API } from '@careers/domain/privacy';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from '../../tests/support/admin-app';
import { call } from '../../tests/support/api';
import { placesHolding } from '../../tests/support/every-document';
import { emulatorSession, idTokenFor } from '../../tests/support/tokens';
import { createAccount } from '../../tests/support/writers';

let admin: TestAccount;
let adminToken: string;

beforeAll(async () => {
  admin = makeAccount({ admin: true });
  await createAccount(admin);
  adminToken = await idTokenFor(admin);
});

/** A new address nobody has used. */
const newAddress = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
const memberPath = (email: string) => `/api/admin/team-members/${encodeURIComponent(email)}`;
const grant = (email: string, role: string, token = adminToken) =>
  call<{ member: TeamMemberView; error?: string }>('PUT', memberPath(email), { token, body: { role } });
const remove = (email: string, token = adminToken) => call('DELETE', memberPath(email), { token });
const list = (token = adminToken) => call<TeamMembersResponse>('GET', '/api/admin/team-members', { token });
const accessOf = async (token: string) => (await call('GET', '/api/admin/check-access', { token })).body;
const storedGrant = async (email: string) =>
  (await adminDb.collection(COLLECTIONS.teamMembers).doc(email).get()).data();
const roleDocument = async (uid: string) => (await adminDb.collection(COLLECTIONS.adminRoles).doc(uid).get()).data();

/** Signs `email` in with Google (the emulator) and verifies, as the web app does. */
async function signIn(email: string) {
  const session = await emulatorSession({ email, name: 'Team Member' });
  const verify = await call<{ claimsUpdated: boolean }>('POST', '/auth/verify', { body: { idToken: session.idToken } });
  expect(verify.status).toBe(200);
  return { uid: session.localId, token: session.idToken, claimsUpdated: verify.body.claimsUpdated };
}

describe('who may call the team calls', () => {
  it('a visitor gets 401, a candidate and every other role 403, and nothing is stored', async () => {
    const target = newAddress('nobody');
    expect((await call('GET', '/api/admin/team-members')).status).toBe(401);
    expect((await call('PUT', memberPath(target), { body: { role: 'admin' } })).status).toBe(401);

    const candidate = makeAccount();
    await createAccount(candidate);
    const tokens = [await idTokenFor(candidate)];
    for (const role of ['recruiter', 'hiring_manager', 'interviewer']) {
      const email = newAddress(role);
      expect((await grant(email, role)).status).toBe(200);
      tokens.push((await signIn(email)).token);
    }
    for (const token of tokens) {
      expect(await list(token)).toMatchObject({ status: 403, body: { error: 'Admin access required' } });
      expect((await grant(target, 'admin', token)).status).toBe(403);
      expect((await remove(target, token)).status).toBe(403);
    }
    expect(await storedGrant(target)).toBeUndefined();
  });
});

describe('bad input', () => {
  it('answers 400 with the message, and stores nothing', async () => {
    const email = newAddress('bad');
    expect(await call('PUT', memberPath(email), { token: adminToken, body: {} })).toMatchObject({
      status: 400,
      body: { error: 'Please choose a role' },
    });
    expect((await grant(email, 'owner')).status).toBe(400);
    expect(
      (await call('PUT', memberPath(email), { token: adminToken, body: { role: 'admin', uid: 'x' } })).status,
    ).toBe(400);
    for (const path of ['not-an-address', 'a b@example.com', `${'x'.repeat(250)}@example.com`]) {
      expect(await call('PUT', memberPath(path), { token: adminToken, body: { role: 'admin' } })).toMatchObject({
        status: 400,
        body: { error: 'The team member must be named by an email address' },
      });
    }
    expect(await storedGrant(email)).toBeUndefined();
  });

  it('answers 404 to removing an address that has no role', async () => {
    expect(await remove(newAddress('never'))).toMatchObject({
      status: 404,
      body: { error: 'No team member has this address' },
    });
  });
});

describe('a grant', () => {
  it('made before the first sign-in takes effect at it, listed with the account once it exists', async () => {
    const email = newAddress('Ivy.Early');
    const granted = await grant(email, 'interviewer');
    expect(granted).toMatchObject({
      status: 200,
      body: { member: { email: email.toLowerCase(), role: 'interviewer', uid: null } },
    });

    const person = await signIn(email);
    expect(person.claimsUpdated).toBe(true);
    expect(await accessOf(person.token)).toEqual({ isAdmin: false, role: 'interviewer' });
    expect((await adminAuth.getUser(person.uid)).customClaims).toEqual({ role: 'interviewer' });
    expect((await call('GET', '/auth/me', { token: person.token })).body).toMatchObject({
      user: { isAdmin: false, teamRole: 'interviewer' },
    });
    expect(await roleDocument(person.uid)).toMatchObject({ active: true, role: 'interviewer' });
    const listed = (await list()).body.members.find((member) => member.email === email.toLowerCase());
    expect(listed).toMatchObject({ role: 'interviewer', uid: person.uid, granted_by: admin.uid });
  });

  it('made after the sign-in takes effect at once; a change of role too, audited from and to', async () => {
    const email = newAddress('rita');
    const person = await signIn(email);
    expect((await grant(email, 'recruiter')).status).toBe(200);
    expect(await accessOf(person.token)).toEqual({ isAdmin: false, role: 'recruiter' });
    expect((await grant(email, 'hiring_manager')).body.member).toMatchObject({
      role: 'hiring_manager',
      uid: person.uid,
    });
    expect(await accessOf(person.token)).toEqual({ isAdmin: false, role: 'hiring_manager' });

    const audit = await adminDb.collection(COLLECTIONS.auditLog).where('target.id', '==', email).get();
    const changes = audit.docs
      .map((doc) => doc.data() as AuditLogEntry)
      .map(({ from, to, actor_uid }) => ({ from, to, actor_uid }));
    expect(changes).toEqual(
      expect.arrayContaining([
        { from: null, to: 'recruiter', actor_uid: admin.uid },
        { from: 'recruiter', to: 'hiring_manager', actor_uid: admin.uid },
      ]),
    );
    expect(changes).toHaveLength(2);
  });
});

describe('an admin demoted or removed', () => {
  it('loses the admin calls at once, with the old token still carrying the admin claim', async () => {
    const email = newAddress('ada');
    expect((await grant(email, 'admin')).status).toBe(200);
    const person = await signIn(email);
    // A token issued after the sign-in gave the claim: what an admin's browser holds.
    const token = await idTokenFor({ email, name: 'Team Member' });
    expect(await accessOf(token)).toEqual({ isAdmin: true, role: 'admin' });
    expect((await list(token)).status).toBe(200);

    expect((await grant(email, 'interviewer')).status).toBe(200);
    expect((await adminAuth.verifyIdToken(token)).admin).toBe(true);
    expect((await list(token)).status).toBe(403);
    expect(await accessOf(token)).toEqual({ isAdmin: false, role: 'interviewer' });

    expect(await remove(email)).toMatchObject({ status: 200, body: { email, role: null } });
    // No role is left anywhere; the old token is refused: 401 when its sessions were revoked in a
    // later second than it was issued in, else 403 (Auth compares whole seconds).
    expect([401, 403]).toContain((await list(token)).status);
    expect((await adminAuth.getUser(person.uid)).customClaims ?? {}).toEqual({});
    expect(await roleDocument(person.uid)).toMatchObject({ active: false });
    expect(await storedGrant(email)).toBeUndefined();
    expect((await remove(email)).status).toBe(404);
  });

  it('an admin can neither change nor remove their own role', async () => {
    const email = newAddress('self');
    expect((await grant(email, 'admin')).status).toBe(200);
    const person = await signIn(email);
    for (const answer of [
      await grant(email.toUpperCase(), 'interviewer', person.token),
      await remove(email, person.token),
    ]) {
      expect(answer).toMatchObject({ status: 409, body: { error: 'You cannot change or remove your own role' } });
    }
    expect(await accessOf(person.token)).toEqual({ isAdmin: true, role: 'admin' });
  });

  it('an admin from before the team list is listed at their next sign-in, and can be removed', async () => {
    const legacy = makeAccount({ admin: true, email: newAddress('legacy') });
    await createAccount(legacy);
    expect(await storedGrant(legacy.email)).toBeUndefined();
    const again = await signIn(legacy.email);
    expect(again.claimsUpdated).toBe(false);
    expect(await storedGrant(legacy.email)).toMatchObject({ role: 'admin', uid: legacy.uid });
    expect((await remove(legacy.email)).status).toBe(200);
    expect([401, 403]).toContain((await list(again.token)).status);
    expect(await roleDocument(legacy.uid)).toMatchObject({ active: false });
  });
});

describe('two changes at once', () => {
  it('end with the account holding what the grant says last, claim and role document agreeing', async () => {
    const email = newAddress('race');
    const person = await signIn(email);
    const answers = await Promise.all([
      grant(email, 'recruiter'),
      grant(email, 'interviewer'),
      grant(email, 'hiring_manager'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const last = (await storedGrant(email))?.role as string;
    expect(await accessOf(person.token)).toEqual({ isAdmin: false, role: last });
    expect((await adminAuth.getUser(person.uid)).customClaims).toEqual({ role: last });
    expect(await roleDocument(person.uid)).toMatchObject({ active: true, role: last });
  });
});

describe('an erase', () => {
  it('deletes the grant and leaves the address nowhere; the role does not come back with a new account', async () => {
    const email = newAddress('gone');
    expect((await grant(email, 'interviewer')).status).toBe(200);
    const person = await signIn(email);
    expect((await grant(email, 'recruiter')).status).toBe(200);
    const erased = await call('POST', ME_API.erase, { token: person.token, body: { confirmation: email } });
    expect(erased.status).toBe(200);
    expect(await storedGrant(email)).toBeUndefined();
    expect(await placesHolding([email, person.uid])).toEqual([]);

    const again = await signIn(email);
    expect(await accessOf(again.token)).toEqual({ isAdmin: false, role: null });
  });
});
