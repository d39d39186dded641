// Job offers against the emulators: made on hire by the trigger (once, however often the event
// comes), read, signed in order, accepted or rejected once, and the signing certificate.
import { OFFER_DOCUMENTS, offerIdFor, startDateFor, type Offer } from '@careers/domain/offers';
import { type RecruitingApplication } from '@careers/domain/recruiting';
import { COLLECTIONS, documentText } from '@careers/domain/shared';
import { makeAccount } from '@careers/domain/testing';
import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { adminDb } from '../../tests/support/admin-app';
import { API_BASE, call } from '../../tests/support/api';
import { changeOf, deliverRepeatedly } from '../../tests/support/deliver';
import { pdfText } from '../../tests/support/pdf-text';
import { idTokenFor } from '../../tests/support/tokens';
import { createAccount, createApplication, createOffer } from '../../tests/support/writers';
import { createOfferOnHire } from '../src/decisions/offers/on-hire';
import { TRIGGER_WAIT } from '../../tests/support/triggers';

const offerDoc = (id: string) => adminDb.collection(COLLECTIONS.offers).doc(id);
const storedOffer = async (id: string) => (await offerDoc(id).get()).data() as Offer | undefined;
const auditAbout = async (id: string) =>
  (await adminDb.collection(COLLECTIONS.auditLog).where('target.id', '==', id).get()).docs.map((d) => d.data());

/**
 * A hired candidate with an offer at `stage`, and their token. (Storing the hired application sets
 * the deployed hire trigger off too; it finds the offer written here, or this overwrites its new one.)
 */
async function candidateWithOffer(stage: Parameters<typeof createOffer>[1] = 'pending') {
  const account = makeAccount();
  await createAccount(account);
  const application = await createApplication(account, 'hired');
  const offer = await createOffer(application, stage);
  return { account, application, offer, token: await idTokenFor(account) };
}

/** The SHA-256 of a document's current text, computed here with node:crypto (not the code under test). */
const sha256Of = (docType: string) =>
  createHash('sha256')
    .update(documentText(OFFER_DOCUMENTS[docType as keyof typeof OFFER_DOCUMENTS] ?? OFFER_DOCUMENTS.nda))
    .digest('hex');

/** What a browser that displayed the current text of `docType` sends with the signature. */
const shownBody = (docType: string) => ({
  document_version: (OFFER_DOCUMENTS[docType as keyof typeof OFFER_DOCUMENTS] ?? OFFER_DOCUMENTS.nda).version,
  document_sha256: sha256Of(docType),
});

/** A change of a recruiting application as the trigger receives it. */
const change = (id: string, before: RecruitingApplication | null, after: RecruitingApplication | null) =>
  changeOf(id, after, before);

/** Waits until `read` answers something, for at most TRIGGER_WAIT (the trigger runs on its own). */
function eventually<T>(read: () => Promise<T | undefined>): Promise<T> {
  return vi.waitFor(async () => {
    const value = await read();
    if (value === undefined) throw new Error('not there yet');
    return value;
  }, TRIGGER_WAIT);
}

describe('the offer on hire (trigger handler)', () => {
  it('makes one offer for a move to hired delivered three times in a row and twice at once', async () => {
    const account = makeAccount();
    // The handler reads the stored application: it is stored hired, which sets the deployed
    // trigger off too, racing the deliveries below. One offer, one audit entry, whoever wins.
    const after = await createApplication(account, 'hired');
    const before = { ...after, status: 'interviewed' as const };
    await deliverRepeatedly(createOfferOnHire, change(account.uid, before, after));
    const offers = await adminDb.collection(COLLECTIONS.offers).where('application_id', '==', account.uid).get();
    expect(offers.docs.map((d) => d.id)).toEqual([offerIdFor(account.uid)]);
    expect(offers.docs[0]!.data()).toMatchObject({
      user_id: account.uid,
      application_id: account.uid,
      position_title: 'Marketing Analyst (Recruiting)',
      status: 'pending',
      employment_agreement_signed: false,
      nda_signed: false,
      compensation_agreement_signed: false,
      start_date: null,
    });
    expect((await auditAbout(offerIdFor(account.uid))).map((entry) => entry.action)).toEqual(['offer_created']);
  });

  it('makes no second offer for a repeated hire event, and leaves an open offer alone', async () => {
    const account = makeAccount();
    const hired = await createApplication(account, 'hired');
    const interviewed = { ...hired, status: 'interviewed' as const };
    await eventually(() => storedOffer(offerIdFor(account.uid)));
    expect(await createOfferOnHire(change(account.uid, interviewed, hired))).toBe('nothing to do');
    await offerDoc(offerIdFor(account.uid)).update({ nda_signed: true });
    const signed = await storedOffer(offerIdFor(account.uid));
    expect(await createOfferOnHire(change(account.uid, hired, interviewed))).toBe('nothing to do');
    expect(await createOfferOnHire(change(account.uid, interviewed, hired))).toBe('nothing to do');
    expect(await storedOffer(offerIdFor(account.uid))).toEqual(signed);
  });

  it('does nothing for other changes', async () => {
    const account = makeAccount();
    const application = await createApplication(account, 'interviewed');
    expect(await createOfferOnHire(change(account.uid, null, application))).toBe('nothing to do');
    expect(await createOfferOnHire(change(account.uid, application, null))).toBe('nothing to do');
    expect(await storedOffer(offerIdFor(account.uid))).toBeUndefined();
  });
});

describe('the deployed trigger', () => {
  it('makes the offer when an admin moves an application to hired through the API', async () => {
    const [admin, candidate] = [makeAccount({ admin: true }), makeAccount()];
    await Promise.all([createAccount(admin), createAccount(candidate)]);
    await createApplication(candidate, 'interviewed');
    const answer = await call('PATCH', `/api/admin/applications/${candidate.uid}/status`, {
      token: await idTokenFor(admin),
      body: { status: 'hired' },
    });
    expect(answer.status).toBe(200);
    const offer = await eventually(() => storedOffer(offerIdFor(candidate.uid)));
    expect(offer).toMatchObject({ user_id: candidate.uid, status: 'pending' });
  });
});

describe('GET /api/offers/my-offers and /api/offers/{offerId}', () => {
  it('lists the caller’s offers with their progress', async () => {
    const { offer, token } = await candidateWithOffer('one_signed');
    const answer = await call('GET', '/api/offers/my-offers', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      offers: [
        {
          offer: {
            id: offer.id,
            position_title: 'Marketing Analyst (Recruiting)',
            status: 'in_progress',
            created_at: offer.created_at.toISOString(),
            start_date: null,
          },
          progress: { completed_steps: 1, total_steps: 4, percentage: 25 },
        },
      ],
    });
  });

  it('answers the offer, its current step and progress', async () => {
    const { offer, token } = await candidateWithOffer('one_signed');
    const answer = await call('GET', `/api/offers/${offer.id}`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      offer: { id: offer.id, status: 'in_progress', employment_agreement_signed: true, nda_signed: false },
      current_step: { step: 2, title: 'NDA', doc_type: 'nda' },
      progress: { completed_steps: 1, total_steps: 4, percentage: 25 },
    });
    expect(answer.body.offer).not.toHaveProperty('candidate');
  });

  it("answers 404, not 403, for another user's offer and for an unknown one", async () => {
    const { offer } = await candidateWithOffer();
    const stranger = makeAccount();
    await createAccount(stranger);
    const token = await idTokenFor(stranger);
    for (const id of [offer.id, 'offer-nobody', '__x__']) {
      expect(await call('GET', `/api/offers/${id}`, { token })).toMatchObject({
        status: 404,
        body: { error: "This offer was not found or you don't have access to it." },
      });
    }
  });

  it('answers 401 without a token', async () => {
    expect((await call('GET', '/api/offers/my-offers')).status).toBe(401);
  });
});

describe('signing', () => {
  const sign = (token: string, id: string, docType: string, signed_name: unknown = 'Maria Santos') =>
    call('POST', `/api/offers/${id}/sign/${docType}`, { token, body: { signed_name, ...shownBody(docType) } });

  it('signs the three documents in order with evidence, moving pending to in_progress', async () => {
    const { offer, token, account } = await candidateWithOffer('pending');
    const first = await call('POST', `/api/offers/${offer.id}/sign/employment_agreement`, {
      token,
      body: { signed_name: '  Maria Santos ', ...shownBody('employment_agreement') },
      headers: { 'User-Agent': 'OfferBrowser/2.0', 'X-Forwarded-For': '6.6.6.6, 198.51.100.9' },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ offer: { status: 'in_progress' }, current_step: { step: 2 } });
    const stored = await storedOffer(offer.id);
    expect(stored?.signatures.employment_agreement).toMatchObject({
      signed_name: 'Maria Santos',
      signer_uid: account.uid,
      signer_email: account.email,
      server_ip: '198.51.100.9',
      // The raw chain as received (the client wrote 6.6.6.6; the front end appended the rest).
      forwarded_for: '6.6.6.6, 198.51.100.9',
      user_agent: 'OfferBrowser/2.0',
      document_version: OFFER_DOCUMENTS.employment_agreement.version,
      document_sha256: sha256Of('employment_agreement'),
    });
    expect((await sign(token, offer.id, 'nda')).status).toBe(200);
    const third = await sign(token, offer.id, 'compensation_agreement');
    expect(third.body).toMatchObject({
      offer: { employment_agreement_signed: true, nda_signed: true, compensation_agreement_signed: true },
      current_step: { step: 4, title: 'Final Acceptance', doc_type: null },
      progress: { completed_steps: 3, percentage: 75 },
    });
    const trail = await auditAbout(offer.id);
    expect(trail.filter((e) => e.action === 'offer_document_signed')).toHaveLength(3);
  });

  it('refuses out-of-order signing with 409 naming the document to sign first', async () => {
    const { offer, token } = await candidateWithOffer('pending');
    expect(await sign(token, offer.id, 'compensation_agreement')).toMatchObject({
      status: 409,
      body: { error: 'Please sign the Employment Agreement first' },
    });
    expect((await storedOffer(offer.id))?.compensation_agreement_signed).toBe(false);
  });

  it('signing a document twice is harmless: the first signature stays', async () => {
    const { offer, token } = await candidateWithOffer('one_signed');
    const before = await storedOffer(offer.id);
    expect((await sign(token, offer.id, 'employment_agreement', 'Someone Else')).status).toBe(200);
    expect(await storedOffer(offer.id)).toEqual(before);
  });

  it('refuses an empty name, a wrong document type, another user and no token, changing nothing', async () => {
    const { offer, token } = await candidateWithOffer('pending');
    const before = await storedOffer(offer.id);
    expect(await sign(token, offer.id, 'employment_agreement', '   ')).toMatchObject({
      status: 400,
      body: { error: 'Please enter your full name to sign' },
    });
    expect(await sign(token, offer.id, 'contract')).toMatchObject({
      status: 404,
      body: { error: 'Unknown document type: contract' },
    });
    const stranger = makeAccount();
    await createAccount(stranger);
    expect((await sign(await idTokenFor(stranger), offer.id, 'employment_agreement')).status).toBe(404);
    expect(
      (await call('POST', `/api/offers/${offer.id}/sign/nda`, { body: { signed_name: 'X', ...shownBody('nda') } }))
        .status,
    ).toBe(401);
    expect(await storedOffer(offer.id)).toEqual(before);
  });
});

describe('accepting and rejecting', () => {
  it('refuses to accept before every document is signed, naming what is missing', async () => {
    const { offer, token } = await candidateWithOffer('one_signed');
    expect(await call('POST', `/api/offers/${offer.id}/accept`, { token, body: {} })).toMatchObject({
      status: 409,
      body: { error: 'Please sign the Non-Disclosure Agreement, Compensation Agreement before accepting the offer' },
    });
  });

  it('accepts a fully signed offer, starting today in Manila; accepted is final', async () => {
    const { offer, token } = await candidateWithOffer('all_signed');
    const answer = await call('POST', `/api/offers/${offer.id}/accept`, { token, body: {} });
    expect(answer.status).toBe(200);
    const stored = await storedOffer(offer.id);
    expect(stored).toMatchObject({ status: 'accepted', start_date: startDateFor(new Date()) });
    expect(stored?.decision).toMatchObject({ decision: 'accepted', reason: null });
    for (const [path, body] of [
      ['accept', {}],
      ['reject', { reason: 'changed my mind' }],
      ['sign/nda', { signed_name: 'Maria', ...shownBody('nda') }],
    ] as const) {
      expect(await call('POST', `/api/offers/${offer.id}/${path}`, { token, body })).toMatchObject({
        status: 409,
        body: { error: 'This offer has already been accepted' },
      });
    }
  });

  it('rejects with a trimmed reason at any step; rejected is final', async () => {
    const { offer, token } = await candidateWithOffer('one_signed');
    const answer = await call('POST', `/api/offers/${offer.id}/reject`, {
      token,
      body: { reason: '  Found another role ' },
    });
    expect(answer.status).toBe(200);
    expect((await storedOffer(offer.id))?.decision).toMatchObject({
      decision: 'rejected',
      reason: 'Found another role',
    });
    expect(await call('POST', `/api/offers/${offer.id}/accept`, { token, body: {} })).toMatchObject({
      status: 409,
      body: { error: 'This offer has already been rejected' },
    });
  });

  it('200 concurrent accepts and rejects on one fully signed offer end in one decision, never a 5xx', async () => {
    const { offer, token } = await candidateWithOffer('all_signed');
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        i % 2
          ? call('POST', `/api/offers/${offer.id}/accept`, { token, body: {} })
          : call('POST', `/api/offers/${offer.id}/reject`, { token, body: { reason: `try ${i}` } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => [200, 409, 429].includes(status))).toBe(true);
    const stored = await storedOffer(offer.id);
    const decisions = (await auditAbout(offer.id)).filter((e) =>
      ['offer_accepted', 'offer_rejected'].includes(e.action),
    );
    expect(decisions).toHaveLength(1);
    expect(decisions[0]!.to).toBe(stored?.status);
  });
});

describe('GET /api/offers/{offerId}/certificate', () => {
  it('is a PDF listing each document with the SHA-256 of its text, each signature and the decision', async () => {
    const { offer, token } = await candidateWithOffer('accepted');
    const response = await fetch(`${API_BASE}/api/offers/${offer.id}/certificate`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="signing-certificate-${offer.id}.pdf"`,
    );
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    for (const document of Object.values(OFFER_DOCUMENTS)) {
      // The hash of the document text itself, recomputed here (node:crypto), must be in the PDF.
      expect(text).toContain(createHash('sha256').update(documentText(document)).digest('hex'));
      expect(text).toContain(`Document version: ${document.version}`);
    }
    expect(text).toContain('Signed by (typed name): ');
    expect(text).toContain(offer.candidate.name);
    expect(text).toContain('Decision: Accepted');
  });

  it('answers 404 to another candidate, and the PDF to an admin', async () => {
    const { offer } = await candidateWithOffer('one_signed');
    const [stranger, admin] = [makeAccount(), makeAccount({ admin: true })];
    await Promise.all([createAccount(stranger), createAccount(admin)]);
    expect(
      (await call('GET', `/api/offers/${offer.id}/certificate`, { token: await idTokenFor(stranger) })).status,
    ).toBe(404);
    expect((await call('GET', `/api/offers/${offer.id}/certificate`, { token: await idTokenFor(admin) })).status).toBe(
      200,
    );
  });
});
