// The candidate's data rights against the emulators (docs/features/data-rights.md): the export
// holds every collection's data of the caller and nothing of another person; the erase leaves no
// document with the person's uid, email or name but the kept evidence (a signed or decided offer,
// pseudonymised), the tallies still equal the collections' counts, two erases at once end as one
// does, and the Auth onDelete trigger and `npm run erase` run the same erase.
// The erase itself (any way it runs) here; what they share is in support/data-rights.ts.
import { mailExpiry, pendingDelivery, type OutboxMail } from '@careers/domain/mail';
import { offerIdFor, type Offer } from '@careers/domain/offers';
import { pseudonymFor, type RetainedEvidence } from '@careers/domain/privacy';
import { COLLECTIONS, auditEntry } from '@careers/domain/shared';
import { makeAccount, makeApplication, makeJob } from '@careers/domain/testing';
import type { Timestamp } from 'firebase-admin/firestore';
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
import { createAccount, createApplication, createOffer, writeJob } from '../../tests/support/writers';
import { ADMIN, seedPerson, expectErased, keptIdOf, uniquePhone } from './support/data-rights';
import { paced } from '../../tests/support/pace';

describe('the erase', () => {
  it('run twice at once ends as one run does; a third run finds nothing and writes nothing', async () => {
    const c = await seedPerson('one_signed');
    const reports = await Promise.all([
      eraseAccount(c.account.uid, 'support_script', firebaseAccounts),
      eraseAccount(c.account.uid, 'support_script', firebaseAccounts),
    ]);
    expect(reports.filter((report) => report.auth_deleted)).toHaveLength(1);
    const { pseudonym, kept } = await expectErased(c.account, [c.application.id], 'support_script', c.phone);
    // The open offer with a signature: kept, withdrawn because its candidate erased their account.
    expect(kept[0]).toMatchObject({ status: 'withdrawn', withdrawal: { cause: 'erased', from: 'in_progress' } });
    expect(Object.keys(kept[0]!.signatures)).toEqual(Object.keys(c.offer.signatures));
    // Its tally entries went (no document names the person); the figures of the tallies, once for
    // every test's writes, in quiet/tallies-at-rest.test.ts.

    const again = await eraseAccount(c.account.uid, 'support_script', firebaseAccounts);
    expect(again).toEqual({ pseudonym, deleted: {}, pseudonymised: {}, auth_deleted: false, audited: false });
  });

  it('keeps the evidence of every application: an offer and an NDA per application, each its own expiry', async () => {
    const account = makeAccount();
    const phone = uniquePhone();
    await createAccount(account);
    const other = makeJob({ flow: 'recruiting' });
    await writeJob(other);
    const days = (n: number) => new Date(Date.now() - n * 86_400_000);
    // Two hirings a month apart: the specification's posting, then another; one offer accepted, one rejected.
    const first = { created_at: days(40), phone_number: phone };
    const second = { created_at: days(10), phone_number: phone, job_slug: other.id };
    const offers = [
      await createOffer(makeApplication(account, 'hired', first), 'accepted', { created_at: days(38) }),
      await createOffer(makeApplication(account, 'hired', second), 'rejected', { created_at: days(8) }),
    ];
    const applications = [
      await createApplication(account, 'hired', first),
      await createApplication(account, 'hired', second),
    ];
    const at = new Date();
    const [firstId, secondId] = applications.map((application) => application.id) as [string, string];
    // What the log holds about them: their own steps on both, and an admin's note naming the second
    // application and its offer by id (the `{uid}__{slug}` forms), their phone and name.
    const entries = [
      ...applications.map((application) =>
        auditEntry({
          action: 'nda_signed',
          actor: account,
          target: { collection: COLLECTIONS.recruitingApplications, id: application.id },
          from: 'meeting_scheduled',
          to: 'meeting_scheduled',
          at,
        }),
      ),
      auditEntry({
        action: 'offer_rejected',
        actor: account,
        target: { collection: COLLECTIONS.offers, id: offers[1]!.id },
        from: 'in_progress',
        to: 'rejected',
        at,
        detail: 'I accepted another offer.',
      }),
      auditEntry({
        action: 'application_status_changed',
        actor: ADMIN,
        target: { collection: COLLECTIONS.recruitingApplications, id: secondId },
        from: 'interviewed',
        to: 'hired',
        at,
        detail: `Called ${account.name} on ${phone} about ${secondId}; see offer-${secondId}`,
      }),
    ];
    const audit = await Promise.all(entries.map((entry) => adminDb.collection(COLLECTIONS.auditLog).add(entry)));

    await eraseAccount(account.uid, 'support_script', firebaseAccounts);
    const { pseudonym, kept } = await expectErased(account, [firstId, secondId], 'support_script', phone);

    // One kept offer per offer, each as decided, each expiring five years after its own last evidence.
    const fiveYearsAfter = (date: Date) => {
      const until = new Date(date);
      until.setUTCFullYear(until.getUTCFullYear() + 5);
      return until.toISOString();
    };
    const keptOffer = (offer: Offer) => offer as unknown as Offer & { expire_at: Timestamp };
    expect(kept.map((offer) => [offer.id, offer.application_id, offer.status, offer.job_slug])).toEqual([
      [offerIdFor(pseudonym), pseudonym, 'accepted', applications[0]!.job_slug],
      [offerIdFor(`${pseudonym}__${other.id}`), `${pseudonym}__${other.id}`, 'rejected', other.id],
    ]);
    expect(kept.map((offer) => keptOffer(offer).expire_at.toDate().toISOString())).toEqual(
      offers.map((offer) => fiveYearsAfter(offer.decision!.at)),
    );
    // One NDA evidence per signed NDA, under the id the application's audit entries now name.
    const evidence = await Promise.all(
      applications.map(async (application) => {
        const id = keptIdOf(application.id, account.uid, pseudonym);
        const stored = (await adminDb.collection(COLLECTIONS.retainedEvidence).doc(id).get()).data();
        return stored as
          (RetainedEvidence & { expire_at: Timestamp; nda_signature: { signed_at: Timestamp } }) | undefined;
      }),
    );
    expect(
      evidence.map((kept) => [
        kept?.pseudonym,
        kept?.nda_signature.signed_at.toDate().toISOString(),
        kept?.expire_at.toDate().toISOString(),
      ]),
    ).toEqual(
      applications.map((application) => [
        pseudonym,
        application.nda_signature!.signed_at.toISOString(),
        fiveYearsAfter(application.nda_signature!.signed_at),
      ]),
    );
    // Every audit entry about them names a document that is kept.
    const targets = await Promise.all(
      audit.map(async (ref) => (await ref.get()).data()!.target as { collection: string; id: string }),
    );
    expect(targets.map((target) => target.id)).toEqual([
      pseudonym,
      `${pseudonym}__${other.id}`,
      offerIdFor(`${pseudonym}__${other.id}`),
      `${pseudonym}__${other.id}`,
    ]);
    for (const { collection, id } of targets) {
      const keptAs = collection === COLLECTIONS.offers ? COLLECTIONS.offers : COLLECTIONS.retainedEvidence;
      expect((await adminDb.collection(keptAs).doc(id).get()).exists, `${keptAs}/${id}`).toBe(true);
    }
    expect((await audit[3]!.get()).data()!.detail).toBe(
      `Called ${pseudonym} on ${pseudonym} about ${pseudonym}__${other.id}; see offer-${pseudonym}__${other.id}`,
    );
  });

  it('deletes an offer nothing was signed on, and a pending mail', async () => {
    const d = await seedPerson('pending');
    const pending = await adminDb.collection(COLLECTIONS.mail).add({
      ...(await adminDb.collection(COLLECTIONS.mail).doc(d.mailIds[0]!).get()).data(),
      delivery: pendingDelivery(new Date()),
    });
    // (What this run reports deleting depends on the Auth trigger's run beside it: the state is checked.)
    await eraseAccount(d.account.uid, 'support_script', firebaseAccounts);
    await expectErased(d.account, [], 'support_script', d.phone);
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
    await vi.waitFor(() => expectErased(e.account, [e.application.id], 'auth_deleted', e.phone), TRIGGER_WAIT);
  });

  it('runs from `npm run erase -- <email>` against the emulators', async () => {
    const f = await seedPerson('accepted');
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/erase.ts', f.account.email], {
      env: process.env,
      timeout: paced(60_000),
    });
    const pseudonym = await pseudonymFor(f.account.uid, EMULATOR_PSEUDONYM_KEY);
    expect(stdout).toContain(`Erased ${f.account.email} as ${pseudonym}`);
    await expectErased(f.account, [f.application.id], 'support_script', f.phone);
  });
});
