// What the data-rights function tests share (functions/test/data-rights-*.test.ts): a person with data in
// every collection, every document of the emulator, what an erase must leave. (The tallies' figures
// after the erases are checked when every function test has run: quiet/tallies-at-rest.test.ts.)
import { MAIL_API, mailExpiry, pendingDelivery, type OutboxMail } from '@careers/domain/mail';
import { offerIdFor, type Offer } from '@careers/domain/offers';
import { ME_API, pseudonymFor, type CareersExport } from '@careers/domain/privacy';
import type { RecruitingApplication } from '@careers/domain/recruiting';
import { COLLECTIONS, TALLY_AREAS, auditEntry, type AuditLogEntry } from '@careers/domain/shared';
import {
  makeAccount,
  makeApplication,
  makeScreeningDraft,
  makeScreeningForm,
  type OfferStage,
  type TestAccount,
} from '@careers/domain/testing';
import { strFromU8, unzipSync } from 'fflate';
import { expect, vi } from 'vitest';
import { adminAuth, adminDb } from '../../../tests/support/admin-app';
import { placesHolding } from '../../../tests/support/every-document';
import { API_BASE, call } from '../../../tests/support/api';
import { idTokenFor } from '../../../tests/support/tokens';
import {
  createAccount,
  createApplication,
  createOffer,
  createScreeningApplication,
  writeScreeningDraft,
} from '../../../tests/support/writers';
import { TRIGGER_WAIT } from '../../../tests/support/triggers';
import { EMULATOR_PSEUDONYM_KEY } from '../../../tests/support/secrets';
import { randomInt } from 'node:crypto';

export const ADMIN = { uid: 'data-rights-admin', email: 'data-rights-admin@example.com' };

export interface Seeded {
  account: TestAccount;
  /** The phone number on their application and offer, theirs alone. */
  phone: string;
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
export async function seedPerson(stage: OfferStage = 'accepted'): Promise<Seeded> {
  const account = makeAccount();
  await createAccount(account);
  // The offer before the hired application: the hire trigger then finds it and queues no offer
  // mail of its own (written after, the offer raced the trigger, which won on a quiet machine).
  const phone = uniquePhone();
  const offer = await createOffer(makeApplication(account, 'hired', { phone_number: phone }), stage);
  const application = await createApplication(account, 'hired', { phone_number: phone });
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
  return {
    account,
    phone,
    application,
    offer,
    token,
    mailIds: mails.map((m) => m.id),
    auditIds: audit.map((a) => a.id),
  };
}

/**
 * A phone number of this person's alone (the factories' default is every test applicant's): eight
 * random digits, not the clock's, which two people seeded in one millisecond (one file's
 * Promise.all, or two files at once) would share.
 */
export const uniquePhone = () => `+6398${String(randomInt(1e8)).padStart(8, '0')}`;

/** What names the person: their uid, email and name, and their phone when it is theirs alone. */
export const needlesOf = (account: TestAccount, phone?: string) =>
  [account.uid, account.email, account.name, ...(phone ? [phone] : [])].map((n) => n.toLowerCase());

/** The kept offer without the typed names (the signatures themselves, the one thing of the person kept). */
export function withoutTypedNames(offer: Offer): unknown {
  const unsign = (signatures: Offer['signatures']) =>
    Object.fromEntries(Object.entries(signatures).map(([k, s]) => [k, { ...s, signed_name: '' }]));
  return {
    ...offer,
    signatures: unsign(offer.signatures),
    history: offer.history.map((v) => ({ ...v, signatures: unsign(v.signatures) })),
  };
}

/** A typed name in a kept offer (a signature of its current version or of an earlier one). */
const TYPED_NAME = /^(history\.\d+\.)?signatures\.[a-z_]+\.signed_name$/;

/** The id a document of the person keeps under the pseudonym: `{uid}` becomes it, `{uid}__{slug}` keeps its posting. */
export const keptIdOf = (applicationId: string, uid: string, pseudonym: string) =>
  applicationId === uid ? pseudonym : applicationId.replace(`${uid}__`, `${pseudonym}__`);

/**
 * What an erase must leave of `account`: no Auth account; in every document of every collection
 * of the emulator, the person's uid, email, name and phone nowhere but in the offers kept for
 * `keptOffers` (their application ids), and there only as a typed name (what the privacy page
 * keeps: docs/features/data-rights.md); the erase audited once under the pseudonym.
 */
export async function expectErased(
  account: TestAccount,
  keptOffers: readonly string[],
  source: 'self_service' | 'auth_deleted' | 'support_script',
  phone?: string,
): Promise<{ pseudonym: string; kept: Offer[] }> {
  const pseudonym = await pseudonymFor(account.uid, EMULATOR_PSEUDONYM_KEY);
  await expect(adminAuth.getUser(account.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  const keptPaths = keptOffers.map((id) => `${COLLECTIONS.offers}/${offerIdFor(keptIdOf(id, account.uid, pseudonym))}`);
  const places = await placesHolding(needlesOf(account, phone));
  const misplaced = places.filter(
    (place) =>
      !(keptPaths.includes(place.path) && TYPED_NAME.test(place.field) && place.needle === account.name.toLowerCase()),
  );
  expect(misplaced.map(({ path, field }) => `${path} ${field}`)).toEqual([]);
  const snapshots = await Promise.all(keptPaths.map((path) => adminDb.doc(path).get()));
  expect(snapshots.map((snapshot) => snapshot.exists)).toEqual(keptPaths.map(() => true));
  const kept = snapshots.map((snapshot) => snapshot.data() as Offer);
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

/** GET /api/me/export as `token`: the status, headers and the zip's files. */
export async function exportOf(token: string) {
  const response = await fetch(`${API_BASE}${ME_API.export}`, { headers: { Authorization: `Bearer ${token}` } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const files = response.ok ? unzipSync(bytes) : {};
  const data = files['data.json'] ? (JSON.parse(strFromU8(files['data.json'])) as CareersExport) : undefined;
  return { response, files, data, text: files['data.json'] ? strFromU8(files['data.json']) : '' };
}
