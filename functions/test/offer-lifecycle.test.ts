// The offer follows the hire, against the emulators: leaving `hired` withdraws the open offer in
// the same transaction (an accepted one only when confirmed), signing and accepting re-check the
// offer and its application, hiring again reopens a new version, an admin can withdraw an open
// offer, the browser must sign the text it displayed, the certificate tells the whole story, and
// `npm run offers` repairs what a lost trigger left.
import { OFFER_DOCUMENTS, offerIdFor, type Offer, type OfferDocType } from '@careers/domain/offers';
import { type RecruitingApplication } from '@careers/domain/recruiting';
import { COLLECTIONS, documentText, type AuditLogEntry } from '@careers/domain/shared';
import { makeAccount, type OfferStage, type TestAccount } from '@careers/domain/testing';
import type { Timestamp } from 'firebase-admin/firestore';
import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { adminDb } from '../../tests/support/admin-app';
import { API_BASE, call } from '../../tests/support/api';
import { pdfText } from '../../tests/support/pdf-text';
import { idTokenFor } from '../../tests/support/tokens';
import { createAccount, createApplication, createOffer } from '../../tests/support/writers';
import { createOfferOnHire } from '../src/decisions/offers/on-hire';
import { checkHiredOffers, repairHiredOffers, type HiredOfferFinding } from '../src/decisions/offers/repair';
import { TRIGGER_WAIT } from '../../tests/support/triggers';

const storedOffer = async (id: string) =>
  (await adminDb.collection(COLLECTIONS.offers).doc(id).get()).data() as Offer | undefined;
const storedApplication = async (id: string) =>
  (await adminDb.collection(COLLECTIONS.recruitingApplications).doc(id).get()).data() as RecruitingApplication;
const auditAbout = async (id: string) =>
  (await adminDb.collection(COLLECTIONS.auditLog).where('target.id', '==', id).get()).docs
    .map((d) => d.data() as AuditLogEntry & { at: { toMillis(): number } })
    .sort((a, b) => a.at.toMillis() - b.at.toMillis());

/** The SHA-256 of a document's current text, computed here with node:crypto. */
const sha256Of = (docType: OfferDocType) =>
  createHash('sha256').update(documentText(OFFER_DOCUMENTS[docType])).digest('hex');
const shown = (docType: OfferDocType) => ({
  document_version: OFFER_DOCUMENTS[docType].version,
  document_sha256: sha256Of(docType),
});

/** Waits until `read` answers something that passes `ok`, for at most TRIGGER_WAIT (the trigger runs on its own). */
function eventually<T>(read: () => Promise<T | undefined>, ok: (value: T) => boolean = () => true): Promise<T> {
  return vi.waitFor(async () => {
    const value = await read();
    if (value === undefined || !ok(value)) throw new Error('not there yet');
    return value;
  }, TRIGGER_WAIT);
}

interface Hire {
  account: TestAccount;
  token: string;
  adminToken: string;
  offer: Offer;
}

/** A hired candidate with an offer at `stage` (the deployed trigger finds it made), and an admin. */
async function hire(stage: OfferStage = 'pending'): Promise<Hire> {
  const [account, admin] = [makeAccount(), makeAccount({ admin: true })];
  await Promise.all([createAccount(account), createAccount(admin)]);
  const offer = await createOffer(await createApplication(account, 'hired'), stage);
  const [token, adminToken] = await Promise.all([idTokenFor(account), idTokenFor(admin)]);
  return { account, token, adminToken, offer };
}

const move = (h: Hire, status: string, confirm?: boolean) =>
  call('PATCH', `/api/admin/applications/${h.account.uid}/status`, {
    token: h.adminToken,
    body: confirm === undefined ? { status } : { status, confirm_offer_withdrawal: confirm },
  });
const sign = (h: Hire, docType: OfferDocType, body: Record<string, unknown> = shown(docType)) =>
  call('POST', `/api/offers/${h.offer.id}/sign/${docType}`, {
    token: h.token,
    body: { signed_name: 'Ana Cruz', ...body },
  });
const accept = (h: Hire) => call('POST', `/api/offers/${h.offer.id}/accept`, { token: h.token, body: {} });

describe('leaving hired', () => {
  it('withdraws the open offer with the status change, says so, and then refuses signing (409)', async () => {
    const h = await hire('one_signed');
    const moved = await move(h, 'interviewed');
    expect(moved.status).toBe(200);
    expect(moved.body.offer).toEqual({ id: h.offer.id, from: 'in_progress', to: 'withdrawn' });
    const offer = await storedOffer(h.offer.id);
    expect(offer).toMatchObject({ status: 'withdrawn', withdrawal: { cause: 'unhired', from: 'in_progress' } });
    // The same transaction: the withdrawal's time is the application's update time.
    expect(offer!.withdrawal!.at).toEqual((await storedApplication(h.account.uid)).updated_at);
    const withdrawn = (await auditAbout(h.offer.id)).filter((entry) => entry.action === 'offer_withdrawn');
    expect(withdrawn).toMatchObject([
      { from: 'in_progress', to: 'withdrawn', detail: 'The application moved from Hired to Interviewed' },
    ]);

    const before = await storedOffer(h.offer.id);
    expect(await sign(h, 'nda')).toMatchObject({
      status: 409,
      body: { error: 'This offer has already been withdrawn' },
    });
    expect(await storedOffer(h.offer.id)).toEqual(before);
  });

  it('un-hire then accept a fully signed offer: 409, nothing accepted', async () => {
    const h = await hire('all_signed');
    expect((await move(h, 'rejected_after_interview')).status).toBe(200);
    expect(await accept(h)).toMatchObject({ status: 409, body: { error: 'This offer has already been withdrawn' } });
    expect(await storedOffer(h.offer.id)).toMatchObject({ status: 'withdrawn', decision: null, start_date: null });
  });

  it('never withdraws an accepted offer silently: refused unchanged, then withdrawn once confirmed, audited as such', async () => {
    const h = await hire('accepted');
    const refused = await move(h, 'interviewed');
    expect(refused).toMatchObject({
      status: 409,
      body: {
        error:
          'This candidate has accepted their offer. Moving them to Interviewed withdraws the accepted offer: confirm it to go on',
      },
    });
    expect((await storedApplication(h.account.uid)).status).toBe('hired');
    expect((await storedOffer(h.offer.id))?.status).toBe('accepted');

    const confirmed = await move(h, 'interviewed', true);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.offer).toEqual({ id: h.offer.id, from: 'accepted', to: 'withdrawn' });
    expect(await storedOffer(h.offer.id)).toMatchObject({ status: 'withdrawn', withdrawal: { from: 'accepted' } });
    const entry = (await auditAbout(h.offer.id)).find((e) => e.action === 'offer_withdrawn');
    expect(entry?.detail).toBe(
      'Confirmed: the accepted offer withdrawn. The application moved from Hired to Interviewed',
    );
  });

  it('leaves a declined offer declined', async () => {
    const h = await hire('rejected');
    const moved = await move(h, 'rejected_after_interview');
    expect(moved.status).toBe(200);
    expect(moved.body.offer).toBeNull();
    expect((await storedOffer(h.offer.id))?.status).toBe('rejected');
  });

  it('refuses signing an offer that reads open when its application is not hired (checked in the transaction)', async () => {
    const account = makeAccount();
    await createAccount(account);
    const offer = await createOffer(await createApplication(account, 'interviewed'), 'pending');
    const token = await idTokenFor(account);
    const answer = await call('POST', `/api/offers/${offer.id}/sign/employment_agreement`, {
      token,
      body: { signed_name: 'Ana Cruz', ...shown('employment_agreement') },
    });
    expect(answer).toMatchObject({
      status: 409,
      body: { error: 'This offer is no longer open: the application is no longer in Hired' },
    });
    expect((await storedOffer(offer.id))?.employment_agreement_signed).toBe(false);
  });
});

describe('hired again', () => {
  it('reopens the withdrawn offer as version 2: nothing signed, version 1 in its history, signable again', async () => {
    const h = await hire('one_signed');
    expect((await move(h, 'interviewed')).status).toBe(200);
    expect((await move(h, 'hired')).status).toBe(200);
    const reopened = await eventually(
      () => storedOffer(h.offer.id),
      (offer) => offer.version === 2,
    );
    expect(reopened).toMatchObject({
      status: 'pending',
      employment_agreement_signed: false,
      signatures: {},
      decision: null,
      withdrawal: null,
    });
    expect(reopened.history).toHaveLength(1);
    expect(reopened.history[0]).toMatchObject({ version: 1, status: 'withdrawn', withdrawal: { cause: 'unhired' } });
    expect(Object.keys(reopened.history[0]!.signatures)).toEqual(['employment_agreement']);
    expect((await auditAbout(h.offer.id)).map((e) => e.action)).toContain('offer_reopened');
    // What was signed under version 1 counts for nothing: the first document is to sign again.
    expect(await sign(h, 'nda')).toMatchObject({
      status: 409,
      body: { error: 'Please sign the Employment Agreement first' },
    });
    expect((await sign(h, 'employment_agreement')).status).toBe(200);
  });

  it('a late repeat of the first hire event does not reopen an offer an admin withdrew after it', async () => {
    const h = await hire('pending');
    const withdrawn = await call('POST', `/api/admin/offers/${h.offer.id}/withdraw`, {
      token: h.adminToken,
      body: { reason: 'Budget frozen' },
    });
    expect(withdrawn.status).toBe(200);
    const application = await storedApplication(h.account.uid);
    const late = {
      id: h.account.uid,
      eventId: 'late',
      before: { ...application, status: 'interviewed' as const },
      after: application,
    };
    expect(await createOfferOnHire(late)).toBe('nothing to do');
    expect((await storedOffer(h.offer.id))?.status).toBe('withdrawn');
  });
});

describe('an admin withdrawing an offer', () => {
  it('withdraws an open offer with the reason in the audit log only; the candidate can no longer sign', async () => {
    const h = await hire('one_signed');
    const answer = await call('POST', `/api/admin/offers/${h.offer.id}/withdraw`, {
      token: h.adminToken,
      body: { reason: '  The role was closed  ' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: h.offer.id,
      status: 'withdrawn',
      withdrawal: { cause: 'admin', from: 'in_progress' },
    });
    const offer = await storedOffer(h.offer.id);
    expect(JSON.stringify(offer)).not.toContain('The role was closed');
    const entry = (await auditAbout(h.offer.id)).find((e) => e.action === 'offer_withdrawn');
    expect(entry).toMatchObject({ detail: 'The role was closed', from: 'in_progress', to: 'withdrawn' });
    expect((await storedApplication(h.account.uid)).status).toBe('hired');
    expect((await sign(h, 'nda')).status).toBe(409);
  });

  it('refuses a decided offer (409), a missing reason (400), a candidate (403) and no token (401), changing nothing', async () => {
    const h = await hire('accepted');
    const path = `/api/admin/offers/${h.offer.id}/withdraw`;
    const before = await storedOffer(h.offer.id);
    expect(await call('POST', path, { token: h.adminToken, body: { reason: 'x' } })).toMatchObject({
      status: 409,
      body: { error: 'Only an open offer can be withdrawn (this one is Accepted)' },
    });
    expect(await call('POST', path, { token: h.adminToken, body: { reason: '  ' } })).toMatchObject({
      status: 400,
      body: { error: 'Please give a reason for withdrawing the offer' },
    });
    expect((await call('POST', path, { token: h.token, body: { reason: 'x' } })).status).toBe(403);
    expect((await call('POST', path, { body: { reason: 'x' } })).status).toBe(401);
    expect(
      await call('POST', '/api/admin/offers/offer-nobody/withdraw', { token: h.adminToken, body: { reason: 'x' } }),
    ).toMatchObject({ status: 404 });
    expect(await storedOffer(h.offer.id)).toEqual(before);
  });
});

describe('200 concurrent calls: an admin un-hiring while the candidate signs and accepts', () => {
  it('end in one consistent state: never accepted while the application is not hired', async () => {
    const h = await hire('one_signed');
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        if (i % 10 === 0) return move(h, 'interviewed');
        return [() => sign(h, 'nda'), () => sign(h, 'compensation_agreement'), () => accept(h)][i % 3]!();
      }),
    );
    expect(answers.every((answer) => [200, 409, 429].includes(answer.status))).toBe(true);
    const [application, offer] = [await storedApplication(h.account.uid), await storedOffer(h.offer.id)];
    const outcome = `${application.status}/${offer?.status}`;
    // Either the un-hire came first (the offer withdrawn, nothing accepted), or the candidate
    // accepted first (every un-hire then needs a confirmation it did not have).
    expect(['interviewed/withdrawn', 'hired/accepted']).toContain(outcome);
    const trail = await auditAbout(h.offer.id);
    if (offer?.status === 'withdrawn') {
      expect(offer.decision).toBeNull();
      const withdrawnAt = (offer.withdrawal!.at as unknown as Timestamp).toMillis();
      const acts = trail.filter((e) => ['offer_document_signed', 'offer_accepted'].includes(e.action));
      expect(acts.every((e) => e.at.toMillis() <= withdrawnAt)).toBe(true);
      expect(trail.filter((e) => e.action === 'offer_withdrawn')).toHaveLength(1);
    } else {
      expect(trail.filter((e) => e.action === 'offer_accepted')).toHaveLength(1);
    }
  });
});

describe('signing the text the browser displayed', () => {
  it('answers 409 asking to reload for a stale hash or version, and stores nothing', async () => {
    const h = await hire('pending');
    const before = await storedOffer(h.offer.id);
    const reload =
      'This document has changed since you opened it. Please reload the page to read the current version, then sign it.';
    for (const body of [
      { ...shown('employment_agreement'), document_sha256: 'a'.repeat(64) },
      { ...shown('employment_agreement'), document_version: '2020-01' },
    ]) {
      expect(await sign(h, 'employment_agreement', body)).toMatchObject({ status: 409, body: { error: reload } });
    }
    expect(await sign(h, 'employment_agreement', { document_sha256: 'not-hex', document_version: 'x' })).toMatchObject({
      status: 400,
      body: { error: 'document_sha256 must be 64 lower-case hexadecimal digits' },
    });
    expect(await storedOffer(h.offer.id)).toEqual(before);
    expect((await auditAbout(h.offer.id)).some((e) => e.action === 'offer_document_signed')).toBe(false);
  });

  it("serves a document's text to the offer's owner and admins only, with the hash of that text", async () => {
    const h = await hire('pending');
    const path = `/api/offers/${h.offer.id}/documents/compensation_agreement`;
    const own = await call<{ document: { version: string }; sha256: string }>('GET', path, { token: h.token });
    expect(own.status).toBe(200);
    expect(own.body.sha256).toBe(sha256Of('compensation_agreement'));
    expect(own.body.document).toEqual(OFFER_DOCUMENTS.compensation_agreement);
    expect((await call('GET', path, { token: h.adminToken })).status).toBe(200);
    const stranger = makeAccount();
    await createAccount(stranger);
    expect((await call('GET', path, { token: await idTokenFor(stranger) })).status).toBe(404);
    expect((await call('GET', path)).status).toBe(401);
    expect(await call('GET', `/api/offers/${h.offer.id}/documents/contract`, { token: h.token })).toMatchObject({
      status: 404,
      body: { error: 'Unknown document type: contract' },
    });
  });
});

describe('the certificate after a withdrawal and a new version', () => {
  it('names the signed-in account, recomputes each hash, and lists the withdrawal and the earlier version', async () => {
    const h = await hire('pending');
    expect((await sign(h, 'employment_agreement')).status).toBe(200);
    expect((await move(h, 'interviewed')).status).toBe(200);
    expect((await move(h, 'hired')).status).toBe(200);
    await eventually(
      () => storedOffer(h.offer.id),
      (offer) => offer.version === 2,
    );
    expect((await sign(h, 'employment_agreement')).status).toBe(200);

    const response = await fetch(`${API_BASE}/api/offers/${h.offer.id}/certificate`, {
      headers: { Authorization: `Bearer ${h.token}` },
    });
    expect(response.status).toBe(200);
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(`Signed-in account: ${h.account.email} (uid ${h.account.uid})`);
    expect(text).toContain('Signed by (typed name): Ana Cruz');
    expect(text).toContain(sha256Of('employment_agreement'));
    expect(text).toContain('Version: 2');
    expect(text).toContain('Earlier version 1');
    expect(text).toMatch(/Withdrawn: \d{4}-\d\d-\d\d [\d:]+ UTC: the application was moved out of Hired/);
  });
});

/** A hired application whose offer the deployed trigger made (waited for). */
async function hiredByTrigger(): Promise<RecruitingApplication> {
  const account = makeAccount();
  const application = await createApplication(account, 'hired');
  await eventually(() => storedOffer(offerIdFor(account.uid)));
  return application;
}

describe('npm run offers (check and repair)', () => {
  it('finds a hired application whose offer is missing or was withdrawn before the hire, and repairs both', async () => {
    // Both offers made by the deployed trigger (so it has run, and will not run again for them).
    const [missing, lost] = [await hiredByTrigger(), await hiredByTrigger()];
    // A trigger that never ran: the offer deleted; a re-hire whose event was lost: the offer
    // withdrawn before the application's last move.
    await adminDb.collection(COLLECTIONS.offers).doc(offerIdFor(missing.id)).delete();
    await adminDb
      .collection(COLLECTIONS.offers)
      .doc(offerIdFor(lost.id))
      .update({
        status: 'withdrawn',
        withdrawal: { at: new Date(lost.updated_at.getTime() - 60_000), cause: 'unhired', from: 'in_progress' },
      });
    const ours = (findings: HiredOfferFinding[]) =>
      findings.filter((finding) => [missing.id, lost.id].includes(finding.applicationId));
    const findings = ours(await checkHiredOffers());
    expect(findings.find((f) => f.applicationId === missing.id)).toMatchObject({ needed: 'create', offerStatus: null });
    expect(findings.find((f) => f.applicationId === lost.id)).toMatchObject({
      needed: 'reopen',
      offerStatus: 'withdrawn',
    });

    const repairs = await repairHiredOffers(findings);
    expect(Object.fromEntries(repairs.map((r) => [r.applicationId, r.result]))).toEqual({
      [missing.id]: 'created',
      [lost.id]: 'reopened',
    });
    expect(await storedOffer(offerIdFor(missing.id))).toMatchObject({ status: 'pending', version: 1 });
    expect(await storedOffer(offerIdFor(lost.id))).toMatchObject({ status: 'pending', version: 2 });
    expect(ours(await checkHiredOffers()).map((f) => f.needed)).toEqual([null, null]);
  });

  it('lists a declined offer for an admin and leaves it alone', async () => {
    const declined = await hire('rejected');
    const finding = (await checkHiredOffers()).find((f) => f.applicationId === declined.account.uid);
    expect(finding).toMatchObject({
      needed: null,
      offerStatus: 'rejected',
      attention: 'the candidate declined the offer: move them off the team',
    });
  });
});
