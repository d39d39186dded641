// The admins' bulk status calls against the emulators: one call changes many rows, each in its own
// transaction with its own audit entry and its own answer; each row counts as one write of the
// admin's budget; candidates may not call them; bad bodies are refused whole.
import { BULK_MAX_IDS } from '@careers/domain/http';
import { RECRUITING_API } from '@careers/domain/recruiting';
import { SCREENING_API } from '@careers/domain/screening';
import { COLLECTIONS } from '@careers/domain/shared';
import { makeAccount } from '@careers/domain/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../../tests/support/admin-app';
import { call } from '../../tests/support/api';
import { auditEntries, storedApplication, storedScreeningApplication } from '../../tests/support/readers';
import { idTokenFor } from '../../tests/support/tokens';
import { createAccount, createApplication, createScreeningApplication } from '../../tests/support/writers';

let admin: ReturnType<typeof makeAccount>;
let adminToken: string;

beforeAll(async () => {
  admin = makeAccount({ admin: true });
  await createAccount(admin);
  adminToken = await idTokenFor(admin);
});

/** `count` fresh candidates' recruiting applications in meeting_scheduled, their ids. */
async function scheduled(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 25) {
    const made = await Promise.all(
      Array.from({ length: Math.min(25, count - i) }, () => createApplication(makeAccount(), 'meeting_scheduled')),
    );
    ids.push(...made.map((application) => application.id));
  }
  return ids;
}

/** The points of the admin's admin-write window documents (every window of this test run). */
async function adminWritesCounted(uid: string): Promise<number> {
  const windows = await adminDb.collection(COLLECTIONS.rateLimits).where('key', '==', `admin-writes:${uid}`).get();
  return windows.docs.reduce((sum, doc) => sum + (doc.get('points') as number), 0);
}

describe('POST /api/admin/applications/bulk-status', () => {
  it('moves 150 applications in one call, each audited once and answered', async () => {
    const ids = await scheduled(150);
    const answer = await call('POST', RECRUITING_API.adminBulkStatus, {
      token: adminToken,
      body: { ids, status: 'interviewed' },
    });
    expect(answer.status).toBe(200);
    const body = answer.body as { updated: number; failed: number; results: { id: string; ok: boolean }[] };
    expect(body.updated).toBe(150);
    expect(body.failed).toBe(0);
    expect(body.results.map((result) => result.id)).toEqual(ids);
    const stored = await Promise.all(ids.map((id) => storedApplication(id)));
    expect(stored.every((application) => application?.status === 'interviewed')).toBe(true);
    const audits = await Promise.all(ids.map((id) => auditEntries(id)));
    expect(audits.map((entries) => entries.length)).toEqual(ids.map(() => 1));
    expect(audits.flat().every((entry) => entry.from === 'meeting_scheduled' && entry.to === 'interviewed')).toBe(true);
    expect(audits.flat().every((entry) => entry.actor_uid === admin.uid)).toBe(true);
    // One write of the admin's budget per row.
    expect(await adminWritesCounted(admin.uid)).toBe(150);
  }, 120_000);

  it('answers each row: changed, already in the status, or not found; the others are not held back', async () => {
    const [fresh, already] = await Promise.all([
      createApplication(makeAccount(), 'meeting_scheduled'),
      createApplication(makeAccount(), 'interviewed'),
    ]);
    const answer = await call('POST', RECRUITING_API.adminBulkStatus, {
      token: adminToken,
      body: { ids: [fresh.id, already.id, 'nobody-here', fresh.id], status: 'interviewed' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      results: [
        { id: fresh.id, ok: true },
        { id: already.id, ok: false, error: 'The application is already Interviewed' },
        { id: 'nobody-here', ok: false, error: 'Application not found' },
      ],
      updated: 1,
      failed: 2,
    });
    expect((await storedApplication(fresh.id))?.status).toBe('interviewed');
    expect(await auditEntries(already.id)).toEqual([]);
  });

  it('refuses a candidate, and a body with too many ids or none, changing nothing', async () => {
    const candidate = makeAccount();
    await createAccount(candidate);
    const [target] = await scheduled(1);
    const asCandidate = await call('POST', RECRUITING_API.adminBulkStatus, {
      token: await idTokenFor(candidate),
      body: { ids: [target], status: 'interviewed' },
    });
    expect(asCandidate.status).toBe(403);
    const tooMany = await call('POST', RECRUITING_API.adminBulkStatus, {
      token: adminToken,
      body: { ids: Array.from({ length: BULK_MAX_IDS + 1 }, (_, i) => `id-${i}`), status: 'interviewed' },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ error: 'ids must hold at most 200 ids' });
    const none = await call('POST', RECRUITING_API.adminBulkStatus, {
      token: adminToken,
      body: { ids: [], status: 'interviewed' },
    });
    expect(none.body).toEqual({ error: 'ids must hold at least one id' });
    expect((await storedApplication(target!))?.status).toBe('meeting_scheduled');
  });
});

describe('POST /api/admin/fullstack-screening/applications/bulk-status', () => {
  it('moves each application on its own and answers each row', async () => {
    const [a, b, done] = [makeAccount(), makeAccount(), makeAccount()];
    await Promise.all([
      createScreeningApplication(a, 'screening_passed'),
      createScreeningApplication(b, 'screening_passed'),
      createScreeningApplication(done, 'shortlisted'),
    ]);
    const answer = await call('POST', SCREENING_API.adminBulkStatus, {
      token: adminToken,
      body: { ids: [a.uid, b.uid, done.uid], status: 'shortlisted' },
    });
    expect(answer.status).toBe(200);
    const body = answer.body as { updated: number; failed: number; results: { ok: boolean }[] };
    expect(body.updated).toBe(2);
    expect(body.failed).toBe(1);
    expect(body.results.map((result) => result.ok)).toEqual([true, true, false]);
    expect((await storedScreeningApplication(a.uid))?.fs_status).toBe('shortlisted');
    expect((await storedScreeningApplication(b.uid))?.fs_status).toBe('shortlisted');
  });

  it('refuses the statuses only the assessor sets', async () => {
    const answer = await call('POST', SCREENING_API.adminBulkStatus, {
      token: adminToken,
      body: { ids: ['x'], status: 'assessing' },
    });
    expect(answer.status).toBe(400);
  });
});
