import { describe, expect, it } from 'vitest';
import { validateStrict } from '../http/validation';
import { makeAccount, makeApplication, makeOffer } from '@careers/domain/testing';
import {
  auditTargetIdsOf,
  confirmsErase,
  eraseAccountSchema,
  evidenceExpiry,
  expectedConfirmation,
  isPseudonym,
  lastEvidenceAt,
  offerHoldsEvidence,
  pseudonymFor,
} from './erase';

describe('pseudonymFor', () => {
  it('is erased- and the first 24 hex characters of HMAC-SHA-256 of the salted uid under the key (known values)', async () => {
    // node -e 'crypto.createHmac("sha256","key-one").update("careers-erase/2:test-uid-1").digest("hex").slice(0,24)'
    expect(await pseudonymFor('test-uid-1', 'key-one')).toBe('erased-130287fb9b721862d627109a');
    expect(await pseudonymFor('test-uid-1', 'key-two')).toBe('erased-9a4619bee2a3377c704cfa13');
  });

  it('is stable, tells uids apart, and differs under two keys', async () => {
    expect(await pseudonymFor('a', 'k')).toBe(await pseudonymFor('a', 'k'));
    expect(await pseudonymFor('a', 'k')).not.toBe(await pseudonymFor('b', 'k'));
    expect(await pseudonymFor('a', 'k')).not.toBe(await pseudonymFor('a', 'k2'));
    expect(isPseudonym(await pseudonymFor('a', 'k'))).toBe(true);
    expect(isPseudonym('test-uid-1')).toBe(false);
  });
});

describe('the typed confirmation', () => {
  it('is the email address, in any case, spaces around ignored', () => {
    expect(confirmsErase(' Ana@Example.com ', 'ana@example.com')).toBe(true);
    expect(confirmsErase('ana@example.co', 'ana@example.com')).toBe(false);
    expect(confirmsErase('DELETE', 'ana@example.com')).toBe(false);
  });

  it('is DELETE for an account without an email', () => {
    expect(expectedConfirmation(null)).toBe('DELETE');
    expect(confirmsErase('delete', null)).toBe(true);
  });

  it('is required and takes no other field', async () => {
    await expect(validateStrict(eraseAccountSchema, {})).rejects.toThrow('Type your email address to confirm');
    await expect(validateStrict(eraseAccountSchema, { confirmation: 'a', x: 1 })).rejects.toThrow(
      'Unexpected field: x',
    );
  });
});

describe('the evidence of an offer', () => {
  const account = makeAccount();
  const application = makeApplication(account, 'hired');

  it('is a signature or a decision, in the current version or an earlier one', () => {
    expect(offerHoldsEvidence(makeOffer(application, 'pending'))).toBe(false);
    expect(offerHoldsEvidence(makeOffer(application, 'one_signed'))).toBe(true);
    expect(offerHoldsEvidence(makeOffer(application, 'accepted'))).toBe(true);
    const signedThenWithdrawn = makeOffer(application, 'one_signed');
    const reopened = {
      ...makeOffer(application, 'pending'),
      history: [{ ...signedThenWithdrawn, opened_at: signedThenWithdrawn.version_opened_at }],
    };
    expect(offerHoldsEvidence(reopened)).toBe(true);
  });

  it('is kept five years after its last signature or decision', () => {
    const offer = makeOffer(application, 'accepted');
    expect(lastEvidenceAt(offer)).toEqual(offer.decision!.at);
    expect(evidenceExpiry(new Date('2026-03-01T10:00:00Z'))).toEqual(new Date('2031-03-01T10:00:00Z'));
  });

  it("names the person's documents in the audit log by their uid and their offer's id", () => {
    expect(auditTargetIdsOf('u1')).toEqual(['u1', 'offer-u1']);
  });
});
