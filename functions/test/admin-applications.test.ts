// PATCH /api/admin/applications/:id/status against the emulators: admin only, every status
// change from each admin status (allowed, or refused when it is the current one), bad input (4xx and no data changed), the audit-log entry.
import { offerIdFor } from '@careers/domain/offers';
import { ADMIN_RECRUITING_STATUSES, RECRUITING_STATUS_LABELS, type RecruitingStatus } from '@careers/domain/recruiting';
import { COLLECTIONS } from '@careers/domain/shared';
import { makeAccount } from '@careers/domain/testing';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminAuth, adminDb } from '../../tests/support/admin-app';
import { call } from '../../tests/support/api';
import { auditEntries, storedApplication } from '../../tests/support/readers';
import { idTokenFor } from '../../tests/support/tokens';
import { createAccount, createApplication } from '../../tests/support/writers';
import { expectPlatformRefusal } from './expectations';
import { TRIGGER_WAIT } from '../../tests/support/triggers';

const admin = makeAccount({ admin: true, name: 'Test Admin' });
let adminToken: string;

beforeAll(async () => {
  await createAccount(admin);
  adminToken = await idTokenFor(admin);
});

/**
 * An application of a fresh candidate, stored in `status`; a hired one with the offer the deployed
 * hire trigger made for it (waited for, so a move away finds it).
 */
async function applicationIn(status: RecruitingStatus) {
  const account = makeAccount();
  const application = await createApplication(account, status);
  if (status === 'hired') {
    await vi.waitFor(async () => {
      if (!(await adminDb.collection(COLLECTIONS.offers).doc(offerIdFor(application.id)).get()).exists)
        throw new Error('no offer yet');
    }, TRIGGER_WAIT);
  }
  return application;
}

const statusPath = (id: string) => `/api/admin/applications/${encodeURIComponent(id)}/status`;

describe('PATCH /api/admin/applications/:id/status: who may call', () => {
  it('answers 401 without a token and changes nothing', async () => {
    const application = await applicationIn('meeting_scheduled');
    const answer = await call('PATCH', statusPath(application.id), { body: { status: 'interviewed' } });
    expect(answer).toMatchObject({ status: 401, body: { error: 'Authentication required' } });
    expect(await storedApplication(application.id)).toMatchObject({ status: 'meeting_scheduled' });
  });

  it('answers 403 to a candidate, even for their own application, and changes nothing', async () => {
    const account = makeAccount();
    await createAccount(account);
    await createApplication(account, 'meeting_scheduled');
    const before = await storedApplication(account.uid);
    const answer = await call('PATCH', statusPath(account.uid), {
      token: await idTokenFor(account),
      body: { status: 'hired' },
    });
    expect(answer).toMatchObject({ status: 403, body: { error: 'Admin access required' } });
    expect(await storedApplication(account.uid)).toEqual(before);
    expect(await auditEntries(account.uid)).toEqual([]);
  });

  it('answers 403 at once to an admin whose role was revoked', async () => {
    const former = makeAccount({ admin: true });
    await createAccount(former);
    const token = await idTokenFor(former);
    await adminAuth.setCustomUserClaims(former.uid, {});
    const application = await applicationIn('meeting_scheduled');
    const answer = await call('PATCH', statusPath(application.id), { token, body: { status: 'interviewed' } });
    expect(answer).toMatchObject({ status: 403, body: { error: 'Admin access required' } });
    expect(await storedApplication(application.id)).toMatchObject({ status: 'meeting_scheduled' });
  });
});

describe('PATCH /api/admin/applications/:id/status: status changes', () => {
  const pairs = ADMIN_RECRUITING_STATUSES.flatMap((from) => ADMIN_RECRUITING_STATUSES.map((to) => [from, to] as const));
  const allowed = pairs.filter(([from, to]) => from !== to);
  const refused = pairs.filter(([from, to]) => from === to);

  it('allows every change between the five admin statuses but staying put: 20 moves', () => {
    expect(allowed).toHaveLength(20);
    expect(refused.map(([from]) => from)).toEqual([
      'criteria_failed',
      'meeting_scheduled',
      'interviewed',
      'hired',
      'rejected_after_interview',
    ]);
  });

  it.each(allowed)('moves %s to %s and logs who, when, from and to', async (from, to) => {
    const application = await applicationIn(from);
    const before = Date.now();
    const answer = await call('PATCH', statusPath(application.id), { token: adminToken, body: { status: to } });
    expect(answer.status).toBe(200);
    const stored = await storedApplication(application.id);
    expect(stored).toMatchObject({ status: to, nda_signed: application.nda_signed });
    expect(stored?.updated_at).toBeInstanceOf(Timestamp);
    const updatedAt = (stored?.updated_at as Timestamp).toDate();
    expect(updatedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(answer.body).toEqual({
      success: true,
      application: expect.objectContaining({
        id: application.id,
        status: to,
        updated_at: updatedAt.toISOString(),
        created_at: application.created_at.toISOString(),
      }),
      // A move away from hired withdraws the pending offer with it (offer-lifecycle.test.ts).
      offer: from === 'hired' ? { id: offerIdFor(application.id), from: 'pending', to: 'withdrawn' } : null,
    });
    expect(await auditEntries(application.id)).toEqual([
      {
        action: 'application_status_changed',
        actor_uid: admin.uid,
        actor_email: admin.email,
        target: { collection: COLLECTIONS.recruitingApplications, id: application.id },
        from,
        to,
        at: stored?.updated_at,
      },
    ]);
  });

  it.each(refused)('refuses %s -> %s (the current status) with 409 and changes nothing', async (from, to) => {
    const application = await applicationIn(from);
    const before = await storedApplication(application.id);
    const answer = await call('PATCH', statusPath(application.id), { token: adminToken, body: { status: to } });
    expect(answer).toMatchObject({
      status: 409,
      body: { error: `The application is already ${RECRUITING_STATUS_LABELS[from]}` },
    });
    expect(await storedApplication(application.id)).toEqual(before);
    expect(await auditEntries(application.id)).toEqual([]);
  });
});

describe('PATCH /api/admin/applications/:id/status: bad input', () => {
  it.each([
    ['an unknown status', { body: { status: 'promoted' } }, 'Unknown status: promoted'],
    ['a status admins do not set', { body: { status: 'new_user' } }, 'Unknown status: new_user'],
    ['no status', { body: {} }, 'status is required'],
    ['no body', {}, 'status is required'],
    ['an unexpected field', { body: { status: 'interviewed', nda_signed: false } }, 'Unexpected field: nda_signed'],
    ['a body that is not an object', { body: ['interviewed'] }, 'Request body must be a JSON object'],
  ])('refuses %s with 400 and changes nothing', async (_case, options, error) => {
    const application = await applicationIn('meeting_scheduled');
    const before = await storedApplication(application.id);
    const answer = await call('PATCH', statusPath(application.id), { token: adminToken, ...options });
    expect(answer).toMatchObject({ status: 400, body: { error } });
    expect(await storedApplication(application.id)).toEqual(before);
    expect(await auditEntries(application.id)).toEqual([]);
  });

  it('refuses malformed JSON with 400 and changes nothing', async () => {
    const application = await applicationIn('meeting_scheduled');
    const before = await storedApplication(application.id);
    const answer = await call('PATCH', statusPath(application.id), { token: adminToken, raw: '{"status": "hired"' });
    expectPlatformRefusal(answer);
    expect(await storedApplication(application.id)).toEqual(before);
  });

  it.each(['no-such-application', '__name__', 'a/b', 'x'.repeat(129)])('answers 404 for the id %j', async (id) => {
    const answer = await call('PATCH', statusPath(id), { token: adminToken, body: { status: 'interviewed' } });
    expect(answer).toMatchObject({ status: 404, body: { error: 'Application not found' } });
  });
});
