import { describe, expect, it } from 'vitest';
import { makeAccount, makeApplication, makeOffer, type OfferStage } from '@careers/domain/testing';
import { effectOfLeavingHired, offerNeededFor, reopenedOfferUpdate, withdrawnOfferUpdate } from './lifecycle';
import { currentOfferStep } from './steps';

const application = makeApplication(makeAccount({ uid: 'cand-1', name: 'Maria Santos' }), 'hired');
const now = new Date('2026-11-20T08:00:00Z');

describe('leaving hired', () => {
  it.each([
    ['pending', false, { kind: 'withdraw', from: 'pending' }],
    ['one_signed', false, { kind: 'withdraw', from: 'in_progress' }],
    ['all_signed', false, { kind: 'withdraw', from: 'in_progress' }],
    ['accepted', false, { kind: 'needs_confirmation' }],
    ['accepted', true, { kind: 'withdraw', from: 'accepted' }],
    ['rejected', true, { kind: 'none' }],
    ['withdrawn', true, { kind: 'none' }],
  ] as const)('an offer %s (confirmed: %s) is %j', (stage, confirmed, effect) => {
    expect(effectOfLeavingHired(makeOffer(application, stage as OfferStage), confirmed)).toEqual(effect);
  });

  it('does nothing without an offer', () => {
    expect(effectOfLeavingHired(undefined, true)).toEqual({ kind: 'none' });
  });

  it('records when, why and from which status an offer was withdrawn; a withdrawn offer shows no step to sign', () => {
    const offer = makeOffer(application, 'one_signed');
    const update = withdrawnOfferUpdate(offer, 'admin', now);
    expect(update).toEqual({
      status: 'withdrawn',
      withdrawal: { at: now, cause: 'admin', from: 'in_progress' },
      updated_at: now,
    });
    expect(currentOfferStep({ ...offer, ...update })).toMatchObject({
      doc_type: null,
      message: 'This offer was withdrawn.',
    });
  });
});

describe('reopening on a new hire', () => {
  it('starts the next version with nothing signed and keeps the ended one in the history', () => {
    const withdrawn = makeOffer(application, 'withdrawn');
    const reopened = { ...withdrawn, ...reopenedOfferUpdate(withdrawn, now) };
    expect(reopened).toMatchObject({
      status: 'pending',
      version: 2,
      version_opened_at: now,
      employment_agreement_signed: false,
      nda_signed: false,
      compensation_agreement_signed: false,
      signatures: {},
      decision: null,
      withdrawal: null,
      start_date: null,
    });
    expect(reopened.history).toEqual([
      {
        version: 1,
        opened_at: withdrawn.created_at,
        status: 'withdrawn',
        signatures: withdrawn.signatures,
        decision: null,
        withdrawal: withdrawn.withdrawal,
      },
    ]);
    expect(Object.keys(reopened.history[0]!.signatures)).toEqual(['employment_agreement']);
  });
});

describe('what a hired application needs', () => {
  const hiredAt = new Date('2026-11-20T10:00:00Z');
  const hired = { ...application, updated_at: hiredAt };
  const withdrawnAt = (at: string) => ({
    ...makeOffer(application, 'withdrawn'),
    withdrawal: { at: new Date(at), cause: 'unhired' as const, from: 'in_progress' as const },
  });

  it('an offer when there is none; nothing for an application that is not hired', () => {
    expect(offerNeededFor(hired, undefined)).toBe('create');
    expect(offerNeededFor({ ...hired, status: 'interviewed' }, undefined)).toBeNull();
  });

  it('reopens an offer withdrawn before the hire, never one withdrawn after it (an admin decided)', () => {
    expect(offerNeededFor(hired, withdrawnAt('2026-11-20T09:59:59Z'))).toBe('reopen');
    expect(offerNeededFor(hired, withdrawnAt('2026-11-20T10:00:00Z'))).toBeNull();
    expect(offerNeededFor(hired, withdrawnAt('2026-11-20T10:30:00Z'))).toBeNull();
  });

  it.each(['pending', 'one_signed', 'accepted', 'rejected'] as const)('nothing for an offer %s', (stage) => {
    expect(offerNeededFor(hired, makeOffer(application, stage))).toBeNull();
  });
});
