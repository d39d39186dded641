// The candidate's data rights against the emulators (docs/features/data-rights.md): the export
// holds every collection's data of the caller and nothing of another person; the erase leaves no
// document with the person's uid, email or name but the kept evidence (a signed or decided offer,
// pseudonymised), the tallies still equal the collections' counts, two erases at once end as one
// does, and the Auth onDelete trigger and `npm run erase` run the same erase.
// The erase itself (any way it runs) here; what they share is in support/data-rights.ts.
import { mailExpiry, pendingDelivery, type OutboxMail } from '@careers/domain/mail';
import { pseudonymFor } from '@careers/domain/privacy';
import { COLLECTIONS } from '@careers/domain/shared';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { adminAuth, adminDb } from '../../tests/support/admin-app';
import { changeOf } from '../../tests/support/deliver';
import { renderPdf } from '../src/adapters/pdf';
import { deliverOutboxMail } from '../src/decisions/mail/delivery';
import { firebaseAccounts } from '../src/adapters/auth';
import { eraseAccount } from '../src/decisions/users/erase-account';
import { TRIGGER_WAIT } from '../../tests/support/triggers';
import { EMULATOR_PSEUDONYM_KEY } from '../../tests/support/secrets';
import { ADMIN, seedPerson, expectErased } from './support/data-rights';

describe('the erase', () => {
  it('run twice at once ends as one run does; a third run finds nothing and writes nothing', async () => {
    const c = await seedPerson('one_signed');
    const reports = await Promise.all([
      eraseAccount(c.account.uid, 'support_script', firebaseAccounts),
      eraseAccount(c.account.uid, 'support_script', firebaseAccounts),
    ]);
    expect(reports.filter((report) => report.auth_deleted)).toHaveLength(1);
    const { pseudonym, kept } = await expectErased(c.account, true, 'support_script');
    // The open offer with a signature: kept, withdrawn because its candidate erased their account.
    expect(kept).toMatchObject({ status: 'withdrawn', withdrawal: { cause: 'erased', from: 'in_progress' } });
    expect(Object.keys(kept!.signatures)).toEqual(Object.keys(c.offer.signatures));
    // Its tally entries went (no document names the person); the figures of the tallies, once for
    // every test's writes, in quiet/tallies-at-rest.test.ts.

    const again = await eraseAccount(c.account.uid, 'support_script', firebaseAccounts);
    expect(again).toEqual({ pseudonym, deleted: {}, pseudonymised: {}, auth_deleted: false, audited: false });
  });

  it('deletes an offer nothing was signed on, and a pending mail', async () => {
    const d = await seedPerson('pending');
    const pending = await adminDb.collection(COLLECTIONS.mail).add({
      ...(await adminDb.collection(COLLECTIONS.mail).doc(d.mailIds[0]!).get()).data(),
      delivery: pendingDelivery(new Date()),
    });
    // (What this run reports deleting depends on the Auth trigger's run beside it: the state is checked.)
    await eraseAccount(d.account.uid, 'support_script', firebaseAccounts);
    await expectErased(d.account, false, 'support_script');
    expect((await adminDb.collection(COLLECTIONS.offers).doc(d.offer.id).get()).exists).toBe(false);
    for (const id of d.mailIds) expect((await adminDb.collection(COLLECTIONS.mail).doc(id).get()).exists).toBe(false);
    expect((await adminDb.collection(COLLECTIONS.mail).doc(pending.id).get()).exists).toBe(false);
  });

  it('lets a mail erased while it is being sent end quietly (the outbox handler records nothing, throws nothing)', async () => {
    const created = new Date();
    const mail: OutboxMail = {
      to: 'gone@example.com',
      template: { name: 'interview_invitation', data: { name: 'Gone' } },
      user_id: 'gone-user',
      application_id: 'gone-user',
      requested_by: ADMIN.uid,
      created_at: created,
      // Stored as a delivery whose lease ran out, which the deployed trigger leaves alone and this
      // handler's claim takes over.
      delivery: { ...pendingDelivery(created), state: 'processing', attempts: 1, lease_expire_time: new Date(0) },
      expire_at: mailExpiry(created),
      resend_of: null,
      resent_as: null,
    };
    const ref = await adminDb.collection(COLLECTIONS.mail).add(mail);
    const erasedDuringSend = () => ({
      send: async () => {
        await ref.delete();
        return { ok: true as const, info: { messageId: 'm-1', accepted: [mail.to], rejected: [], response: '250 OK' } };
      },
    });
    const change = changeOf(ref.id, { ...mail, delivery: pendingDelivery(created) });
    const tools = () => ({
      links: { siteOrigin: 'http://127.0.0.1:5000', meetingUrl: 'https://meet.example' },
      renderPdf,
    });
    expect(await deliverOutboxMail(change, erasedDuringSend, tools)).toBe('sent');
    expect((await ref.get()).exists).toBe(false);
  });

  it('runs when the Auth account is deleted any other way (the onDelete trigger)', async () => {
    const e = await seedPerson('accepted');
    await adminAuth.deleteUser(e.account.uid);
    // The trigger runs on its own: until it is done, the check below fails.
    await vi.waitFor(() => expectErased(e.account, true, 'auth_deleted'), TRIGGER_WAIT);
  });

  it('runs from `npm run erase -- <email>` against the emulators', async () => {
    const f = await seedPerson('accepted');
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/erase.ts', f.account.email], {
      env: process.env,
      timeout: 60_000,
    });
    const pseudonym = await pseudonymFor(f.account.uid, EMULATOR_PSEUDONYM_KEY);
    expect(stdout).toContain(`Erased ${f.account.email} as ${pseudonym}`);
    await expectErased(f.account, true, 'support_script');
  });
});
