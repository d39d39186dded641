import { describe, expect, it } from 'vitest';
import { makeAccount, makeApplication, makeOffer } from '@careers/domain/testing';
import { documentText } from '../shared/legal-document';
import { COMPENSATION_AGREEMENT, EMPLOYMENT_AGREEMENT, OFFER_NDA } from './documents';
import { OFFER_ERRORS } from './messages';
import { offerIdFor } from './model';
import { rejectOfferSchema, signOfferSchema } from './schemas';
import { formatStartDate, startDateFor } from './start-date';
import { offerStatusOf } from './statuses';
import { currentOfferStep, nextDocument, offerProgress } from './steps';
import { myOffersItem, offerResponse } from './view';
import { validateStrict } from '../http/validation';

const application = makeApplication(makeAccount({ uid: 'cand-1', name: 'Maria Santos' }), 'hired');

describe('offer steps and progress', () => {
  it.each([
    ['pending', 1, 'employment_agreement', 0, 0],
    ['one_signed', 2, 'nda', 1, 25],
    ['all_signed', 4, null, 3, 75],
    ['accepted', 4, null, 4, 100],
    ['rejected', 4, null, 1, 25],
  ] as const)('%s: step %i (%s), %i of 4 done, %i%%', (stage, step, docType, completed, percentage) => {
    const offer = makeOffer(application, stage);
    expect(currentOfferStep(offer)).toMatchObject({ step, doc_type: docType });
    expect(offerProgress(offer)).toEqual({ completed_steps: completed, total_steps: 4, percentage });
  });

  it('names the step titles of the four tiles', () => {
    expect(currentOfferStep(makeOffer(application, 'pending')).title).toBe('Employment Agreement');
    expect(currentOfferStep(makeOffer(application, 'one_signed')).title).toBe('NDA');
    expect(currentOfferStep(makeOffer(application, 'all_signed')).title).toBe('Final Acceptance');
  });

  it('signs in order: the next document is the first unsigned one', () => {
    expect(nextDocument(makeOffer(application, 'pending'))).toBe('employment_agreement');
    expect(nextDocument(makeOffer(application, 'one_signed'))).toBe('nda');
    expect(nextDocument(makeOffer(application, 'all_signed'))).toBeNull();
  });

  it('shows an unknown status as pending', () => {
    expect(offerStatusOf('cancelled')).toBe('pending');
    expect(offerStatusOf('withdrawn')).toBe('withdrawn');
    expect(offerStatusOf('in_progress')).toBe('in_progress');
  });
});

describe('the offer as the candidate sees it', () => {
  it('answers the offer without the candidate block or the user id, with its step and progress', () => {
    const answer = offerResponse(makeOffer(application, 'one_signed'));
    expect(answer.offer).not.toHaveProperty('candidate');
    expect(answer.offer).not.toHaveProperty('user_id');
    expect(answer.offer).toMatchObject({
      id: 'offer-cand-1',
      status: 'in_progress',
      employment_agreement_signed: true,
    });
    expect(answer.current_step.step).toBe(2);
    expect(answer.progress.percentage).toBe(25);
  });

  it('lists a card with the five fields of the list and the progress', () => {
    const item = myOffersItem(makeOffer(application, 'accepted'));
    expect(Object.keys(item.offer).sort()).toEqual(['created_at', 'id', 'position_title', 'start_date', 'status']);
    expect(item.progress).toEqual({ completed_steps: 4, total_steps: 4, percentage: 100 });
  });

  it('derives the offer id from the application', () => {
    expect(offerIdFor('cand-1')).toBe('offer-cand-1');
  });
});

describe('start date', () => {
  it('is the acceptance day in Philippines time', () => {
    // 17:30 UTC on November 22 is 01:30 on November 23 in Manila.
    expect(startDateFor(new Date('2026-11-22T17:30:00Z'))).toBe('2026-11-23');
    expect(startDateFor(new Date('2026-11-22T15:59:00Z'))).toBe('2026-11-22');
    expect(formatStartDate('2026-11-23')).toBe('Monday, November 23, 2026');
  });
});

describe('the documents say the business terms', () => {
  it('employment: 5-week renewable contract, renewal 5 weeks after, biweekly, 7-day evaluation, 12-hour replies', () => {
    const text = documentText(EMPLOYMENT_AGREEMENT);
    for (const term of [
      '5 weeks',
      'renewable',
      'new 5-week contract 5 weeks after its end',
      'biweekly',
      'first 7 days',
      'within 12 hours',
    ]) {
      expect(text).toContain(term);
    }
  });

  it('compensation: USD 60, 7,000 InMails and 30 responses a week, paid 5-7 business days after, by bank transfer', () => {
    const text = documentText(COMPENSATION_AGREEMENT);
    for (const term of [
      'USD 60',
      '7,000 InMails',
      '30 candidate responses a week',
      '5-7 business days',
      'bank transfer',
      'biweekly',
    ]) {
      expect(text).toContain(term);
    }
  });

  it('NDA: breach notice in 72 hours, 2-year term, 3 years after, Philippine law', () => {
    const text = documentText(OFFER_NDA);
    for (const term of ['within 72 hours', 'lasts 2 years', 'for 3 years after', 'Republic of the Philippines']) {
      expect(text).toContain(term);
    }
  });
});

describe('offer bodies', () => {
  it('the signature needs a name after trimming, and the version and SHA-256 of the text displayed', async () => {
    const shown = { document_version: '2026-11', document_sha256: 'ab'.repeat(32) };
    await expect(validateStrict(signOfferSchema, { signed_name: '   ', ...shown })).rejects.toThrow(
      'Please enter your full name to sign',
    );
    expect(await validateStrict(signOfferSchema, { signed_name: '  Maria Santos ', ...shown })).toEqual({
      signed_name: 'Maria Santos',
      ...shown,
    });
    await expect(
      validateStrict(signOfferSchema, { signed_name: 'Maria Santos', document_sha256: shown.document_sha256 }),
    ).rejects.toThrow('document_version is required');
    await expect(
      validateStrict(signOfferSchema, { signed_name: 'Maria Santos', document_version: '2026-11' }),
    ).rejects.toThrow('document_sha256 is required');
    await expect(
      validateStrict(signOfferSchema, { signed_name: 'Maria Santos', ...shown, document_sha256: 'AB'.repeat(32) }),
    ).rejects.toThrow('document_sha256 must be 64 lower-case hexadecimal digits');
  });

  it('the rejection reason is optional and trimmed', async () => {
    expect(await validateStrict(rejectOfferSchema, {})).toEqual({ reason: '' });
    expect(await validateStrict(rejectOfferSchema, { reason: '  Found another role ' })).toEqual({
      reason: 'Found another role',
    });
  });

  it('words the refusals', () => {
    expect(OFFER_ERRORS.signInOrder('nda')).toBe('Please sign the Non-Disclosure Agreement first');
    expect(OFFER_ERRORS.decided('rejected')).toBe('This offer has already been rejected');
    expect(OFFER_ERRORS.unsignedBeforeAccept(['nda', 'compensation_agreement'])).toBe(
      'Please sign the Non-Disclosure Agreement, Compensation Agreement before accepting the offer',
    );
  });
});
