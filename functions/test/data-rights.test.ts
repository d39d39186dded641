// The candidate's data rights against the emulators (docs/features/data-rights.md): the export
// holds every collection's data of the caller and nothing of another person; the erase leaves no
// document with the person's uid, email or name but the kept evidence (a signed or decided offer,
// pseudonymised), the tallies still equal the collections' counts, two erases at once end as one
// does, and the Auth onDelete trigger and `npm run erase` run the same erase.
import { MAIL_API, mailExpiry, pendingDelivery, type OutboxMail } from '@careers/domain/mail';
import { offerIdFor, type Offer } from '@careers/domain/offers';
import { EXPORT_FORMAT, ME_API, pseudonymFor, type CareersExport } from '@careers/domain/privacy';
import type { RecruitingApplication } from '@careers/domain/recruiting';
import { COLLECTIONS, TALLY_AREAS, auditEntry, type AuditLogEntry, type TallyArea } from '@careers/domain/shared';
import {
  makeAccount,
  makeScreeningDraft,
  makeScreeningForm,
  type OfferStage,
  type TestAccount,
} from '@careers/domain/testing';
import { strFromU8, unzipSync } from 'fflate';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { adminAuth, adminDb } from '../../tests/support/admin-app';
import { API_BASE, call } from '../../tests/support/api';
import { changeOf } from '../../tests/support/deliver';
import { pdfText } from '../../tests/support/pdf-text';
import { idTokenFor } from '../../tests/support/tokens';
import {
  createAccount,
  createApplication,
  createOffer,
  createScreeningApplication,
  writeScreeningDraft,
} from '../../tests/support/writers';
import { renderPdf } from '../src/adapters/pdf';
import { deliverOutboxMail } from '../src/decisions/mail/delivery';
import { checkHiredOffers } from '../src/decisions/offers/repair';
import { compareTally } from '../src/decisions/tallies/check';
import { firebaseAccounts } from '../src/adapters/auth';
import { eraseAccount } from '../src/decisions/users/erase-account';
import { TRIGGER_WAIT } from '../../tests/support/triggers';
import { EMULATOR_PSEUDONYM_KEY } from '../../tests/support/secrets';

const ADMIN = { uid: 'data-rights-admin', email: 'data-rights-admin@example.com' };

interface Seeded {
  account: TestAccount;
  application: RecruitingApplication;
  offer: Offer;
  token: string;
  mailIds: string[];
  auditIds: string[];
}

/**
 * A candidate with data in every collection: the Auth account and profile, a hired recruiting
 * application with an offer at `stage`, a scored screening application (with its runs and status
 * mirror), a draft, two mails (one sent, one pending and found only by its application), audit
 * entries by them and by an admin about them, the tally entries the triggers make, and rate-limit
 * windows from their calls.
 */
async function seedPerson(stage: OfferStage = 'accepted'): Promise<Seeded> {
  const account = makeAccount();
  await createAccount(account);
  const application = await createApplication(account, 'hired');
  const offer = await createOffer(application, stage);
  await createScreeningApplication(account, 'screening_passed');
  await writeScreeningDraft(account, makeScreeningDraft(makeScreeningForm(), 2));
  const created = new Date();
  const mail = (delivery: OutboxMail['delivery'], userId: string | null): OutboxMail => ({
    to: account.email,
    template: { name: 'interview_invitation', data: { name: account.name } },
    user_id: userId,
    application_id: account.uid,
    requested_by: ADMIN.uid,
    created_at: created,
    delivery,
    expire_at: mailExpiry(created),
    resend_of: null,
    resent_as: null,
  });
  const sent = { ...pendingDelivery(created), state: 'sent' as const, attempts: 1, due_time: null };
  const mails = await Promise.all([
    adminDb.collection(COLLECTIONS.mail).add(mail(sent, account.uid)),
    // An older mail, from before user_id: found by its application.
    adminDb.collection(COLLECTIONS.mail).add(mail({ ...sent, state: 'error', error: 'x' }, null)),
  ]);
  const at = new Date();
  const entries: AuditLogEntry[] = [
    auditEntry({
      action: 'nda_signed',
      actor: account,
      target: { collection: COLLECTIONS.recruitingApplications, id: account.uid },
      from: 'meeting_scheduled',
      to: 'meeting_scheduled',
      at,
    }),
    auditEntry({
      action: 'offer_accepted',
      actor: account,
      target: { collection: COLLECTIONS.offers, id: offer.id },
      from: 'in_progress',
      to: 'accepted',
      at,
    }),
    auditEntry({
      action: 'screening_status_changed',
      actor: ADMIN,
      target: { collection: COLLECTIONS.screeningApplications, id: account.uid },
      from: 'screening_passed',
      to: 'shortlisted',
      at,
      detail: `Spoke with ${account.name} (${account.email})`,
    }),
  ];
  const audit = await Promise.all(entries.map((entry) => adminDb.collection(COLLECTIONS.auditLog).add(entry)));
  const token = await idTokenFor(account);
  expect((await call('GET', '/auth/me', { token })).status).toBe(200);
  // The mail preference lives on their profile.
  expect((await call('PUT', MAIL_API.myPreferences, { token, body: { updates: false } })).status).toBe(200);
  // The tally triggers count both applications.
  await vi.waitFor(async () => {
    for (const area of Object.keys(TALLY_AREAS)) {
      if (!(await adminDb.collection(COLLECTIONS.tallyEntries).doc(`${area}-${account.uid}`).get()).exists) {
        throw new Error(`no ${area} tally entry yet`);
      }
    }
  }, TRIGGER_WAIT);
  return { account, application, offer, token, mailIds: mails.map((m) => m.id), auditIds: audit.map((a) => a.id) };
}

/** Every document of every collection (and the assessments under any application), with its path and content. */
async function everyDocument(): Promise<{ path: string; text: string; data: Record<string, unknown> }[]> {
  const top = Object.values(COLLECTIONS).filter((name) => name !== COLLECTIONS.screeningAssessments);
  const snapshots = await Promise.all([
    ...top.map((name) => adminDb.collection(name).get()),
    adminDb.collectionGroup(COLLECTIONS.screeningAssessments).get(),
  ]);
  return snapshots.flatMap((snapshot) =>
    snapshot.docs.map((doc) => ({
      path: doc.ref.path,
      text: `${doc.ref.path}\n${JSON.stringify(doc.data())}`.toLowerCase(),
      data: doc.data(),
    })),
  );
}

const needlesOf = (account: TestAccount) => [account.uid, account.email, account.name].map((n) => n.toLowerCase());

/** The paths of the documents that name the person (uid, email or name, any case). */
async function documentsNaming(account: TestAccount) {
  const needles = needlesOf(account);
  return (await everyDocument()).filter((doc) => needles.some((needle) => doc.text.includes(needle)));
}

/** The kept offer without the typed names (the signatures themselves, the one thing of the person kept). */
function withoutTypedNames(offer: Offer): unknown {
  const unsign = (signatures: Offer['signatures']) =>
    Object.fromEntries(Object.entries(signatures).map(([k, s]) => [k, { ...s, signed_name: '' }]));
  return {
    ...offer,
    signatures: unsign(offer.signatures),
    history: offer.history.map((v) => ({ ...v, signatures: unsign(v.signatures) })),
  };
}

/**
 * What an erase must leave of `account`: no Auth account, no document naming them but the kept
 * offer (and in it only the typed names), the erase audited once under the pseudonym.
 */
async function expectErased(
  account: TestAccount,
  keptOffer: boolean,
  source: 'self_service' | 'auth_deleted' | 'support_script',
): Promise<{ pseudonym: string; kept?: Offer }> {
  const pseudonym = await pseudonymFor(account.uid, EMULATOR_PSEUDONYM_KEY);
  await expect(adminAuth.getUser(account.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  const naming = await documentsNaming(account);
  const keptPath = `${COLLECTIONS.offers}/${offerIdFor(pseudonym)}`;
  expect(naming.map((doc) => doc.path)).toEqual(keptOffer ? [keptPath] : []);
  const keptSnapshot = await adminDb.doc(keptPath).get();
  expect(keptSnapshot.exists).toBe(keptOffer);
  const kept = keptSnapshot.exists ? (keptSnapshot.data() as Offer) : undefined;
  if (kept) {
    const text = JSON.stringify(withoutTypedNames(kept)).toLowerCase();
    for (const needle of needlesOf(account)) expect(text).not.toContain(needle);
  }
  const erasures = await adminDb
    .collection(COLLECTIONS.auditLog)
    .where('action', '==', 'account_erased')
    .where('target.id', '==', pseudonym)
    .get();
  expect(erasures.docs.map((doc) => doc.id)).toEqual([`erase-${pseudonym}`]);
  const actor = { self_service: pseudonym, auth_deleted: 'system:auth-deleted', support_script: 'script:erase' }[
    source
  ];
  expect(erasures.docs[0]!.data()).toMatchObject({
    actor_uid: actor,
    actor_email: null,
    target: { collection: 'users', id: pseudonym },
    to: 'erased',
    detail: source,
  });
  return { pseudonym, kept };
}

/** Every figure of both tallies equals the collections' own counts (what `npm run tallies` checks), once the triggers ran. */
async function expectTalliesRight() {
  await vi.waitFor(async () => {
    for (const area of Object.keys(TALLY_AREAS) as TallyArea[]) {
      const wrong = (await compareTally(area)).filter((figure) => !figure.ok);
      if (wrong.length > 0) throw new Error(`${area}: ${JSON.stringify(wrong)}`);
    }
  }, TRIGGER_WAIT);
}

/** GET /api/me/export as `token`: the status, headers and the zip's files. */
async function exportOf(token: string) {
  const response = await fetch(`${API_BASE}${ME_API.export}`, { headers: { Authorization: `Bearer ${token}` } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const files = response.ok ? unzipSync(bytes) : {};
  const data = files['data.json'] ? (JSON.parse(strFromU8(files['data.json'])) as CareersExport) : undefined;
  return { response, files, data, text: files['data.json'] ? strFromU8(files['data.json']) : '' };
}

describe('GET /api/me/export', () => {
  it("holds every collection's data of the caller, their signing certificate, and nothing of another person", async () => {
    const [a, b] = await Promise.all([seedPerson('accepted'), seedPerson('one_signed')]);
    const { response, files, data, text } = await exportOf(a.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="careers-data-export-\d{4}-\d\d-\d\d\.zip"$/,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { uid, email, name } = a.account;
    expect(data).toMatchObject({
      format: EXPORT_FORMAT,
      account: { uid, email, email_verified: true, providers: ['google.com'] },
      user: { uid, email, name, mailPreferences: { updates: false } },
      admin_role: null,
      recruiting_application: { id: uid, user_id: uid, email, name, status: 'hired' },
      screening_application: { id: uid, user_id: uid, user_email: email, fs_status: 'screening_passed' },
      screening_draft: { section: 2, version: 1 },
      screening_status: { status: 'screening_passed' },
      certificates: [{ offer_id: offerIdFor(uid), file: `certificates/${offerIdFor(uid)}.pdf` }],
    });
    expect(data!.recruiting_application).not.toHaveProperty('search');
    expect(data!.assessments.length).toBeGreaterThan(0);
    expect(data!.assessments[0]).toMatchObject({ run_id: 'run-0001', requested_by_hiring_team: false });
    expect(data!.offers.map((offer) => [offer.id, offer.status, offer.user_id])).toEqual([
      [offerIdFor(uid), 'accepted', uid],
    ]);
    expect(data!.mails.map((mail) => mail.id).sort()).toEqual([...a.mailIds].sort());
    expect(data!.mails[0]).not.toHaveProperty('requested_by');
    expect(data!.audit_entries.map((entry) => entry.id).sort()).toEqual([...a.auditIds].sort());
    expect(data!.audit_entries.map((entry) => [entry.action, entry.by]).sort()).toEqual([
      ['nda_signed', 'you'],
      ['offer_accepted', 'you'],
      ['screening_status_changed', 'hiring_team'],
    ]);
    expect(data!.tally_entries.map((entry) => entry.id).sort()).toEqual([`recruiting-${uid}`, `screening-${uid}`]);
    expect(data!.rate_limits.map((window) => window.key)).toContain(`reads:uid:${uid}`);
    expect(pdfText(files[`certificates/${offerIdFor(uid)}.pdf`]!)).toContain(`Signed by (typed name): ${name}`);
    expect(Object.keys(files).sort()).toEqual(['certificates/' + offerIdFor(uid) + '.pdf', 'data.json']);

    // Nothing of the other candidate, nor who the admin is.
    for (const needle of [...needlesOf(b.account), ADMIN.uid, ADMIN.email])
      expect(text.toLowerCase()).not.toContain(needle);
    const other = await exportOf(b.token);
    expect(other.data!.offers.map((offer) => offer.id)).toEqual([offerIdFor(b.account.uid)]);
    for (const needle of needlesOf(a.account)) expect(other.text.toLowerCase()).not.toContain(needle);
  });

  it('gives an admin their role without the uid of the admin who granted it', async () => {
    const admin = makeAccount({ admin: true });
    await createAccount(admin);
    await adminDb.collection(COLLECTIONS.adminRoles).doc(admin.uid).update({ updated_by: ADMIN.uid });
    const { data, text } = await exportOf(await idTokenFor(admin));
    expect(data!.admin_role).toMatchObject({ uid: admin.uid, active: true });
    expect(data!.admin_role).not.toHaveProperty('updated_by');
    expect(text).not.toContain(ADMIN.uid);
  });

  it('answers 401 without a sign-in', async () => {
    expect((await call('GET', ME_API.export)).status).toBe(401);
  });
});

describe('POST /api/me/erase', () => {
  it('refuses a confirmation that is not the email (400, nothing changed), then erases all but the evidence', async () => {
    const [a, b] = await Promise.all([seedPerson('accepted'), seedPerson('accepted')]);
    const wrong = await call('POST', ME_API.erase, { token: a.token, body: { confirmation: b.account.email } });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'The confirmation does not match your email address' } });
    expect((await call('POST', ME_API.erase, { token: a.token, body: {} })).status).toBe(400);
    expect((await adminDb.collection(COLLECTIONS.users).doc(a.account.uid).get()).exists).toBe(true);
    expect((await adminAuth.getUser(a.account.uid)).uid).toBe(a.account.uid);

    const erased = await call('POST', ME_API.erase, {
      token: a.token,
      body: { confirmation: ` ${a.account.email.toUpperCase()} ` },
    });
    expect(erased).toMatchObject({
      status: 200,
      body: { erased: true, message: 'Your account and data were deleted' },
    });

    const { pseudonym, kept } = await expectErased(a.account, true, 'self_service');
    // The evidence: the accepted offer, its typed names, times and hashes, under the pseudonym.
    expect(kept).toMatchObject({
      id: offerIdFor(pseudonym),
      user_id: pseudonym,
      status: 'accepted',
      candidate: { name: 'Erased candidate', email: '' },
      decision: { decision: 'accepted', signer_uid: pseudonym, signer_email: null },
    });
    expect(Object.values(kept!.signatures).map((s) => [s.signed_name, s.document_sha256])).toEqual(
      Object.values(a.offer.signatures).map((s) => [a.account.name, s.document_sha256]),
    );
    // The signed NDA's evidence, kept without the person.
    const nda = (await adminDb.collection(COLLECTIONS.retainedEvidence).doc(pseudonym).get()).data();
    expect(nda?.nda_signature).toMatchObject({
      nda_sha256: a.application.nda_signature!.nda_sha256,
      nda_version: a.application.nda_signature!.nda_version,
    });
    expect(nda).not.toHaveProperty('nda_signature.client_claimed_ip');
    // The audit log keeps what happened, with the pseudonym; the admin who acted stays.
    const audit = await Promise.all(
      a.auditIds.map(async (id) => (await adminDb.collection(COLLECTIONS.auditLog).doc(id).get()).data()),
    );
    expect(audit.map((entry) => [entry?.actor_uid, entry?.target.id])).toEqual([
      [pseudonym, pseudonym],
      [pseudonym, offerIdFor(pseudonym)],
      [ADMIN.uid, pseudonym],
    ]);
    expect(audit[2]?.detail).toBe(`Spoke with ${pseudonym} (${pseudonym})`);
    // The admin screens read the kept offer without the person, and its certificate renders.
    const admin = makeAccount({ admin: true });
    await createAccount(admin);
    const adminToken = await idTokenFor(admin);
    const listed = await call<{ offers: { id: string; users: { name: string; email: string } }[] }>(
      'GET',
      '/api/admin/offers',
      { token: adminToken },
    );
    expect(listed.body.offers.find((o) => o.id === offerIdFor(pseudonym))?.users).toEqual({
      name: 'Erased candidate',
      email: '',
    });
    const certificate = await fetch(`${API_BASE}/api/offers/${offerIdFor(pseudonym)}/certificate`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(certificate.status).toBe(200);
    const certificateText = pdfText(new Uint8Array(await certificate.arrayBuffer()));
    expect(certificateText).toContain(`Signed-in account: erased (uid ${pseudonym})`);
    expect(certificateText).not.toContain(a.account.email);
    // `npm run offers` looks at hired applications: the erased one is gone, nothing to repair.
    const findings = await checkHiredOffers();
    expect(findings.filter((f) => [a.account.uid, pseudonym].includes(f.applicationId))).toEqual([]);
    // The token no longer opens anything: the account is gone.
    expect((await call('GET', ME_API.export, { token: a.token })).status).toBe(401);

    // The other candidate keeps everything.
    const other = await exportOf(b.token);
    expect(other.data).toMatchObject({
      user: { uid: b.account.uid },
      recruiting_application: { id: b.account.uid },
      screening_application: { id: b.account.uid },
    });
    expect(other.data!.mails).toHaveLength(2);
    expect(other.data!.audit_entries).toHaveLength(3);
    await expectTalliesRight();
  });

  it('answers 401 without a sign-in', async () => {
    expect((await call('POST', ME_API.erase, { body: { confirmation: 'x@example.com' } })).status).toBe(401);
  });
});

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
    await expectTalliesRight();

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
