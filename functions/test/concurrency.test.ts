// Concurrent calls against the emulators: every change happens once, in one transaction, with
// its audit entry; none is lost or doubled.
import { COLLECTIONS } from '@careers/domain/shared';
import { makeAccount } from '@careers/domain/testing';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../../tests/support/admin-app';
import { call } from '../../tests/support/api';
import { storedApplication } from '../../tests/support/readers';
import { idTokenFor } from '../../tests/support/tokens';
import { createAccount, createApplication } from '../../tests/support/writers';

/** The audit entries about an application, oldest first. */
async function auditTrail(uid: string) {
  const snapshot = await adminDb.collection(COLLECTIONS.auditLog).where('target.id', '==', uid).get();
  return snapshot.docs
    .map((doc) => doc.data() as { action: string; from: string; to: string; at: { toMillis(): number } })
    .sort((a, b) => a.at.toMillis() - b.at.toMillis());
}

describe('concurrent calls', () => {
  it('20 concurrent NDA signatures store one signature and one audit entry', async () => {
    const account = makeAccount();
    await createAccount(account);
    await createApplication(account, 'meeting_scheduled', { nda_signed: false });
    const token = await idTokenFor(account);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', '/api/sign-nda', { token, body: { application_id: account.uid, ip_address: `203.0.113.${i}` } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
    // Every answer names the same interview: the one stored by the single signature.
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    const trail = await auditTrail(account.uid);
    expect(trail.map((entry) => entry.action)).toEqual(['nda_signed']);
    const stored = await storedApplication(account.uid);
    expect(stored?.nda_signed).toBe(true);
    expect(stored?.interview_start.toDate().toISOString()).toBe(answers[0]!.body.interview_start);
  });

  it('concurrent admin status changes are each applied once, in order, and audited', async () => {
    const [admin, candidate] = [makeAccount({ admin: true }), makeAccount()];
    await Promise.all([createAccount(admin), createAccount(candidate)]);
    await createApplication(candidate, 'meeting_scheduled');
    const token = await idTokenFor(admin);
    // Ten admins' clicks at once, each wanting a move that is allowed from some statuses only.
    const wanted = [
      'interviewed',
      'hired',
      'rejected_after_interview',
      'interviewed',
      'hired',
      'meeting_scheduled',
      'hired',
      'interviewed',
      'rejected_after_interview',
      'hired',
    ];
    const answers = await Promise.all(
      wanted.map((status) =>
        call('PATCH', `/api/admin/applications/${candidate.uid}/status`, { token, body: { status } }),
      ),
    );
    const applied = answers.filter((answer) => answer.status === 200);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect(applied.length).toBeGreaterThan(0);

    // One audit entry per applied change, forming one chain from the first status to the stored one.
    const trail = await auditTrail(candidate.uid);
    expect(trail).toHaveLength(applied.length);
    expect(trail.every((entry) => entry.action === 'application_status_changed')).toBe(true);
    expect(trail[0]!.from).toBe('meeting_scheduled');
    for (let i = 1; i < trail.length; i += 1) expect(trail[i]!.from).toBe(trail[i - 1]!.to);
    expect((await storedApplication(candidate.uid))?.status).toBe(trail.at(-1)!.to);
  });
});
