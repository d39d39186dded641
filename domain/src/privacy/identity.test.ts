import { describe, expect, it } from 'vitest';
import {
  applicantKeyOf,
  identityHash,
  identityHashes,
  identityOfToken,
  reapplicationBlockedUntil,
  reapplicationRefusal,
  REAPPLICATION_PERIOD_DAYS,
  withDecision,
} from './identity';

describe('the identity of a verified token', () => {
  it('is its Google subject and its email, only when Google verified the email (lower case)', () => {
    const token = {
      email: 'Ana@Example.com',
      email_verified: true,
      firebase: { identities: { 'google.com': ['1234'] } },
    };
    expect(identityOfToken(token)).toEqual({ subject: '1234', email: 'ana@example.com' });
    expect(identityOfToken({ ...token, email_verified: false })).toEqual({ subject: '1234', email: null });
    expect(identityOfToken({ email: 'a@b.c', email_verified: true })).toEqual({ subject: null, email: 'a@b.c' });
  });

  it('is hashed under the key (a known value), the subject first', async () => {
    // node -e 'crypto.createHmac("sha256","key-one").update("careers-identity/1:google:1234").digest("hex")'
    const subject = '3d4a679a1104510c8142c3f4f041588a2a8d3496a90c41d6391dfb951135f0c6';
    expect(await identityHash('key-one', 'google:1234')).toBe(subject);
    const hashes = await identityHashes('key-one', { subject: '1234', email: 'a@b.c' });
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).toBe(subject);
    expect(await applicantKeyOf('key-one', { subject: '1234', email: 'a@b.c' })).toBe(subject);
    expect(await applicantKeyOf('key-two', { subject: '1234', email: 'a@b.c' })).not.toBe(subject);
    expect(await applicantKeyOf('key-one', { subject: null, email: null })).toBeNull();
  });
});

describe('the re-application period', () => {
  const decided = new Date('2026-01-10T12:00:00Z');
  const history = withDecision(undefined, 'screening', { at: decided, outcome: 'screening_failed' });

  it('is 180 days from the decision, per flow, and the history expires when the last one ends', () => {
    expect(REAPPLICATION_PERIOD_DAYS).toBe(180);
    expect(reapplicationBlockedUntil(history, 'screening', new Date('2026-07-08T00:00:00Z'))).toEqual(
      new Date('2026-07-09T12:00:00Z'),
    );
    expect(reapplicationBlockedUntil(history, 'screening', new Date('2026-07-09T12:00:01Z'))).toBeNull();
    expect(reapplicationBlockedUntil(history, 'recruiting', new Date('2026-02-01'))).toBeNull();
    expect(history.expire_at).toEqual(new Date('2026-07-09T12:00:00Z'));
    const both = withDecision(history, 'recruiting', {
      at: new Date('2026-03-01T00:00:00Z'),
      outcome: 'criteria_failed',
    });
    expect(both.expire_at).toEqual(new Date('2026-08-28T00:00:00Z'));
    expect(both.screening).toEqual(history.screening);
  });

  it('keeps the later of two decisions of a flow', () => {
    const earlier = withDecision(history, 'screening', { at: new Date('2025-12-01'), outcome: 'screening_passed' });
    expect(earlier.screening?.outcome).toBe('screening_failed');
  });

  it('is refused with the day it opens', () => {
    expect(reapplicationRefusal(new Date('2026-07-09T12:00:00Z'))).toContain('You can apply again from 2026-07-09.');
  });
});

describe('the re-application period per posting', () => {
  const at = new Date('2026-03-01T00:00:00Z');
  const decided = withDecision(
    undefined,
    'recruiting',
    { at, outcome: 'criteria_failed' },
    'marketing-analyst-recruiting-campaign-2',
  );
  const during = new Date('2026-04-01T00:00:00Z');

  it('blocks the posting decided, and neither the specification’s posting nor another', () => {
    expect(reapplicationBlockedUntil(decided, 'recruiting', during, 'marketing-analyst-recruiting-campaign-2')).toEqual(
      new Date('2026-08-28T00:00:00Z'),
    );
    expect(reapplicationBlockedUntil(decided, 'recruiting', during)).toBeNull();
    expect(reapplicationBlockedUntil(decided, 'recruiting', during, 'marketing-analyst-recruiting')).toBeNull();
    expect(reapplicationBlockedUntil(decided, 'recruiting', during, 'sales-development-representative')).toBeNull();
    expect(decided.expire_at).toEqual(new Date('2026-08-28T00:00:00Z'));
  });

  it('keeps the specification’s posting in the flow’s own field, as histories stored before did', () => {
    const both = withDecision(decided, 'recruiting', { at, outcome: 'hired' }, 'marketing-analyst-recruiting');
    expect(both.recruiting).toEqual({ at, outcome: 'hired' });
    expect(both.postings).toEqual({ 'marketing-analyst-recruiting-campaign-2': { at, outcome: 'criteria_failed' } });
    expect(reapplicationBlockedUntil(both, 'recruiting', during)).toEqual(new Date('2026-08-28T00:00:00Z'));
  });
});
