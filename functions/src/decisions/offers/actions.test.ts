// The candidate's acts on their offer, decided without Firestore: every refusal and every change
// of decideSigning, decideAcceptance and decideRejection. The expected texts are the ones the
// specification and docs/features/offers.md give (written out here, never asked of the domain),
// and the expected changes are what those documents say each act records.
import { RECRUITING_STATUSES, type RecruitingStatus } from '@careers/domain/recruiting';
import { makeApplication, makeOffer, type OfferStage } from '@careers/domain/testing';
import type { Offer } from '@careers/domain/offers';
import { describe, expect, it } from 'vitest';
import { conflict, notFound } from '../../outcome';
import { decideAcceptance, decideRejection, decideSigning, type OfferRequest, type ShownDocument } from './actions';

const candidate = { uid: 'u1', name: 'Maria Santos', email: 'maria@example.com' };
const application = makeApplication(candidate, 'hired');
const hired = { status: 'hired' } as const;

/** The offer's application as the decisions read it: its status, or none. */
type Application = { status: RecruitingStatus } | undefined;
const created = new Date('2026-03-01T09:00:00Z');
/** 10:00 UTC: 18:00 the same day in Manila (UTC+8). */
const now = new Date('2026-03-05T10:00:00Z');

/** The candidate's offer (id offer-u1, version 1) for the marketing analyst position at a stage, made on `created`. */
const offerAt = (stage: OfferStage, overrides: Partial<Offer> = {}): Offer =>
  makeOffer(application, stage, {
    created_at: created,
    position_title: 'Marketing Analyst (Recruiting)',
    ...overrides,
  });

/** The candidate acting on their offer from a browser. */
const request: OfferRequest = {
  actor: { uid: 'u1', email: 'maria@example.com' },
  verifiedEmail: 'maria@example.com',
  offerId: 'offer-u1',
  ip: '203.0.113.7',
  forwardedFor: '198.51.100.23, 203.0.113.7',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  now,
};

/** What every signature and decision records of that request. */
const evidence = {
  signer_uid: 'u1',
  signer_email: 'maria@example.com',
  server_ip: '203.0.113.7',
  forwarded_for: '198.51.100.23, 203.0.113.7',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64)',
};

const NOT_FOUND = "This offer was not found or you don't have access to it.";
const NOT_HIRED = 'This offer is no longer open: the application is no longer in Hired';
const STALE =
  'This document has changed since you opened it. Please reload the page to read the current version, then sign it.';
const DECIDED = {
  accepted: 'This offer has already been accepted',
  rejected: 'This offer has already been rejected',
  withdrawn: 'This offer has already been withdrawn',
} as const;
const TERMINAL = ['accepted', 'rejected', 'withdrawn'] as const;
const NOT_HIRED_STATUSES = RECRUITING_STATUSES.filter((status) => status !== 'hired');

/** The text a document has now on the server, and the same as the browser showed it. */
const current: ShownDocument = { version: '2026-01', sha256: 'a'.repeat(64) };
const shown: ShownDocument = { ...current };

/** Another user's offer: the same offer, made for someone else. */
const othersOffer = (stage: OfferStage) => offerAt(stage, { user_id: 'someone-else' });

/** The refusals every act shares: what is not the caller's, what is decided, what is no longer hired. */
function describeSharedRefusals(act: (offer: Offer | undefined, app: Application) => unknown, openStage: OfferStage) {
  it('a missing offer is not found', () => {
    expect(act(undefined, hired)).toEqual(notFound(NOT_FOUND));
  });

  it("another user's offer is not found, exactly as a missing one, whatever its state", () => {
    for (const stage of [openStage, ...TERMINAL]) {
      expect(act(othersOffer(stage), hired), stage).toEqual(notFound(NOT_FOUND));
    }
  });

  it('an accepted, rejected or withdrawn offer is refused with its status', () => {
    for (const stage of TERMINAL) {
      expect(act(offerAt(stage), hired), stage).toEqual(conflict(DECIDED[stage]));
    }
  });

  it('an open offer whose application is no longer hired is refused, in every other status', () => {
    for (const status of NOT_HIRED_STATUSES) {
      expect(act(offerAt(openStage), { status }), status).toEqual(conflict(NOT_HIRED));
    }
  });

  it('an open offer whose application is gone is refused as no longer hired', () => {
    expect(act(offerAt(openStage), undefined)).toEqual(conflict(NOT_HIRED));
  });

  it('a decided offer is refused as decided even when its application left hired', () => {
    expect(act(offerAt('accepted'), { status: 'interviewed' })).toEqual(conflict(DECIDED.accepted));
  });
}

describe('decideSigning', () => {
  const sign = (
    offer: Offer | undefined,
    app: Application,
    docType: 'employment_agreement' | 'nda' | 'compensation_agreement' = 'employment_agreement',
    asShown: ShownDocument = shown,
  ) => decideSigning(offer, app, request, docType, 'Maria Santos', asShown, current);

  describeSharedRefusals((offer, app) => sign(offer, app), 'pending');

  it('signs the employment agreement first: the offer is in progress, the signature and its audit recorded', () => {
    const offer = offerAt('pending');
    expect(sign(offer, hired)).toEqual({
      ok: true,
      value: {
        update: {
          employment_agreement_signed: true,
          signatures: {
            employment_agreement: {
              ...evidence,
              signed_name: 'Maria Santos',
              signed_at: now,
              document_version: '2026-01',
              document_sha256: 'a'.repeat(64),
            },
          },
          status: 'in_progress',
          updated_at: now,
        },
        audit: {
          action: 'offer_document_signed',
          actor_uid: 'u1',
          actor_email: 'maria@example.com',
          target: { collection: 'offers', id: 'offer-u1' },
          from: 'pending',
          to: 'in_progress',
          at: now,
          detail: 'Employment Agreement',
        },
      },
    });
  });

  it('signs the NDA second and the compensation agreement third, keeping the signatures before them', () => {
    const one = offerAt('one_signed');
    const nda = sign(one, hired, 'nda');
    expect(nda.ok && nda.value.update).toMatchObject({ nda_signed: true, status: 'in_progress', updated_at: now });
    expect(nda.ok && nda.value.update?.signatures).toEqual({
      employment_agreement: one.signatures.employment_agreement,
      nda: expect.objectContaining({ signed_name: 'Maria Santos', signed_at: now }),
    });
    expect(nda.ok && nda.value.audit).toMatchObject({
      from: 'in_progress',
      to: 'in_progress',
      detail: 'Non-Disclosure Agreement',
    });

    const two = { ...one, ...(nda.ok ? nda.value.update : {}) } as Offer;
    const compensation = sign(two, hired, 'compensation_agreement');
    expect(compensation.ok && compensation.value.update).toMatchObject({
      compensation_agreement_signed: true,
      status: 'in_progress',
    });
    expect(Object.keys((compensation.ok && compensation.value.update?.signatures) || {})).toEqual([
      'employment_agreement',
      'nda',
      'compensation_agreement',
    ]);
    expect(compensation.ok && compensation.value.audit?.detail).toBe('Compensation Agreement');
  });

  it('sends no mail: a signature is not one of the offer mails', () => {
    const signed = sign(offerAt('pending'), hired);
    expect(signed.ok && signed.value.mail).toBeUndefined();
  });

  it('refuses a document out of order, naming the one to sign first', () => {
    expect(sign(offerAt('pending'), hired, 'nda')).toEqual(conflict('Please sign the Employment Agreement first'));
    expect(sign(offerAt('pending'), hired, 'compensation_agreement')).toEqual(
      conflict('Please sign the Employment Agreement first'),
    );
    expect(sign(offerAt('one_signed'), hired, 'compensation_agreement')).toEqual(
      conflict('Please sign the Non-Disclosure Agreement first'),
    );
  });

  it('refuses a text the browser showed that is not the current one: another version or another hash', () => {
    const offer = offerAt('pending');
    expect(sign(offer, hired, 'employment_agreement', { ...current, version: '2025-12' })).toEqual(conflict(STALE));
    expect(sign(offer, hired, 'employment_agreement', { ...current, sha256: 'b'.repeat(64) })).toEqual(conflict(STALE));
  });

  it('answers a document signed already as it is: no change, no audit (even with an older text shown)', () => {
    const offer = offerAt('all_signed');
    for (const docType of ['employment_agreement', 'nda', 'compensation_agreement'] as const) {
      expect(sign(offer, hired, docType), docType).toEqual({ ok: true, value: { update: null, audit: null } });
    }
    expect(
      sign(offerAt('one_signed'), hired, 'employment_agreement', { version: '2025-12', sha256: 'b'.repeat(64) }),
    ).toEqual({
      ok: true,
      value: { update: null, audit: null },
    });
  });

  it('records no verified email, addresses or user agent when there are none', () => {
    const bare = decideSigning(
      offerAt('pending'),
      hired,
      { ...request, verifiedEmail: null, ip: null, forwardedFor: null, userAgent: undefined },
      'employment_agreement',
      'Maria Santos',
      shown,
      current,
    );
    expect(bare.ok && bare.value.update?.signatures?.employment_agreement).toMatchObject({
      signer_uid: 'u1',
      signer_email: null,
      server_ip: null,
      forwarded_for: null,
      user_agent: null,
    });
  });

  it('keeps the first 512 characters of the user agent and the first 1,024 of X-Forwarded-For', () => {
    const long = decideSigning(
      offerAt('pending'),
      hired,
      { ...request, userAgent: 'u'.repeat(600), forwardedFor: 'f'.repeat(2000) },
      'employment_agreement',
      'Maria Santos',
      shown,
      current,
    );
    const signature = long.ok ? long.value.update?.signatures?.employment_agreement : undefined;
    expect(signature?.user_agent).toBe('u'.repeat(512));
    expect(signature?.forwarded_for).toBe('f'.repeat(1024));
  });
});

describe('decideAcceptance', () => {
  const accept = (offer: Offer | undefined, app: Application) => decideAcceptance(offer, app, request);

  describeSharedRefusals(accept, 'all_signed');

  it('accepts a fully signed offer: accepted, starting today in Philippines time, recorded, audited and mailed', () => {
    const offer = offerAt('all_signed');
    expect(accept(offer, hired)).toEqual({
      ok: true,
      value: {
        update: {
          status: 'accepted',
          start_date: '2026-03-05',
          decision: { ...evidence, decision: 'accepted', at: now, reason: null },
          updated_at: now,
        },
        audit: {
          action: 'offer_accepted',
          actor_uid: 'u1',
          actor_email: 'maria@example.com',
          target: { collection: 'offers', id: 'offer-u1' },
          from: 'in_progress',
          to: 'accepted',
          at: now,
        },
        mail: {
          template: 'offer_accepted',
          data: {
            name: 'Maria Santos',
            position_title: 'Marketing Analyst (Recruiting)',
            offer_id: 'offer-u1',
            start_date: '2026-03-05',
          },
          userId: 'u1',
          applicationId: 'u1',
          subjectId: 'offer-u1',
          key: 'v1',
          requestedBy: 'u1',
          now,
        },
      },
    });
  });

  it("starts on the day in Manila (UTC+8), not the server's UTC day", () => {
    const offer = offerAt('all_signed');
    const lateUtc = (at: string) => {
      const accepted = decideAcceptance(offer, hired, { ...request, now: new Date(at) });
      return accepted.ok ? accepted.value.update?.start_date : undefined;
    };
    // 15:59:59 UTC is 23:59:59 in Manila: still the 5th there.
    expect(lateUtc('2026-03-05T15:59:59Z')).toBe('2026-03-05');
    // 16:00 UTC is midnight in Manila: already the 6th there.
    expect(lateUtc('2026-03-05T16:00:00Z')).toBe('2026-03-06');
    // 23:30 UTC on the last day of the year is 07:30 on New Year's Day in Manila.
    expect(lateUtc('2026-12-31T23:30:00Z')).toBe('2027-01-01');
  });

  it("keys the acceptance mail by the offer's version: one per version", () => {
    const reopened = offerAt('all_signed', { version: 3 });
    const accepted = accept(reopened, hired);
    expect(accepted.ok && accepted.value.mail?.key).toBe('v3');
  });

  it('refuses an offer with documents unsigned, naming each in order', () => {
    expect(accept(offerAt('pending'), hired)).toEqual(
      conflict(
        'Please sign the Employment Agreement, Non-Disclosure Agreement, Compensation Agreement before accepting the offer',
      ),
    );
    expect(accept(offerAt('one_signed'), hired)).toEqual(
      conflict('Please sign the Non-Disclosure Agreement, Compensation Agreement before accepting the offer'),
    );
    const withoutNda = offerAt('all_signed', { nda_signed: false });
    expect(accept(withoutNda, hired)).toEqual(
      conflict('Please sign the Non-Disclosure Agreement before accepting the offer'),
    );
    const withoutCompensation = offerAt('all_signed', { compensation_agreement_signed: false });
    expect(accept(withoutCompensation, hired)).toEqual(
      conflict('Please sign the Compensation Agreement before accepting the offer'),
    );
  });

  it('is final: an accepted offer can no longer be rejected, nor accepted again', () => {
    const offer = offerAt('all_signed');
    const accepted = accept(offer, hired);
    const after = { ...offer, ...(accepted.ok ? accepted.value.update : {}) } as Offer;
    expect(decideRejection(after, hired, request, '')).toEqual(conflict(DECIDED.accepted));
    expect(accept(after, hired)).toEqual(conflict(DECIDED.accepted));
  });
});

describe('decideRejection', () => {
  const reject = (offer: Offer | undefined, app: Application, reason = 'I accepted another offer.') =>
    decideRejection(offer, app, request, reason);

  describeSharedRefusals((offer, app) => reject(offer, app), 'one_signed');

  it('rejects with a reason: rejected, the decision and reason recorded, audited with the reason, mailed', () => {
    const offer = offerAt('one_signed');
    expect(reject(offer, hired)).toEqual({
      ok: true,
      value: {
        update: {
          status: 'rejected',
          decision: { ...evidence, decision: 'rejected', at: now, reason: 'I accepted another offer.' },
          updated_at: now,
        },
        audit: {
          action: 'offer_rejected',
          actor_uid: 'u1',
          actor_email: 'maria@example.com',
          target: { collection: 'offers', id: 'offer-u1' },
          from: 'in_progress',
          to: 'rejected',
          at: now,
          detail: 'I accepted another offer.',
        },
        mail: {
          template: 'offer_declined',
          data: { name: 'Maria Santos', position_title: 'Marketing Analyst (Recruiting)', offer_id: 'offer-u1' },
          userId: 'u1',
          applicationId: 'u1',
          subjectId: 'offer-u1',
          key: 'v1',
          requestedBy: 'u1',
          now,
        },
      },
    });
  });

  it('rejects at any step: before signing anything, part way, and with every document signed', () => {
    for (const [stage, from] of [
      ['pending', 'pending'],
      ['one_signed', 'in_progress'],
      ['all_signed', 'in_progress'],
    ] as const) {
      const rejected = reject(offerAt(stage), hired);
      expect(rejected.ok && rejected.value.update?.status, stage).toBe('rejected');
      expect(rejected.ok && rejected.value.audit?.from, stage).toBe(from);
    }
  });

  it('takes an empty reason: kept as empty on the decision, no detail in the audit entry', () => {
    const rejected = reject(offerAt('pending'), hired, '');
    expect(rejected.ok && rejected.value.update?.decision).toEqual({
      ...evidence,
      decision: 'rejected',
      at: now,
      reason: '',
    });
    expect(rejected.ok && rejected.value.audit).not.toHaveProperty('detail');
  });

  it('is permanent: a rejected offer can no longer be accepted, nor rejected again', () => {
    const offer = offerAt('all_signed');
    const rejected = reject(offer, hired);
    const after = { ...offer, ...(rejected.ok ? rejected.value.update : {}) } as Offer;
    expect(decideAcceptance(after, hired, request)).toEqual(conflict(DECIDED.rejected));
    expect(reject(after, hired)).toEqual(conflict(DECIDED.rejected));
  });
});
