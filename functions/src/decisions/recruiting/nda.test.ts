import { APPLICATION_ERRORS, NDA_DOCUMENT } from '@careers/domain/recruiting';
import { makeApplication } from '@careers/domain/testing';
import { describe, expect, it } from 'vitest';
import { conflict, notFound } from '../../outcome';
import { decideNdaSigning, type NdaDecision, type NdaSigningRequest } from './nda';

const account = { uid: 'u1', name: 'Maria Santos', email: 'maria@example.com' };
// 2026-03-02 23:30 in Manila (15:30 UTC): the interview is on March 3, 20:00-22:00 Manila.
const now = new Date('2026-03-02T15:30:00Z');
const NDA_SHA256 = 'a'.repeat(64);
const request: NdaSigningRequest = {
  actor: { uid: 'u1', email: 'maria@example.com' },
  applicationId: 'u1',
  serverIp: '198.51.100.7',
  forwardedFor: '6.6.6.6, 198.51.100.7',
  userAgent: 'Mozilla/5.0 (test)',
  ndaSha256: NDA_SHA256,
  now,
};
const awaitingNda = makeApplication(account, 'meeting_scheduled', { nda_signed: false });

/** The decision of a signing that is not refused. */
function decided(outcome: ReturnType<typeof decideNdaSigning>): NdaDecision {
  if (!outcome.ok) throw new Error(`refused: ${outcome.message}`);
  return outcome.value;
}

describe('decideNdaSigning', () => {
  it('signs: time, the address the platform saw and the raw X-Forwarded-For, user agent, NDA version and hash, interview the next Manila evening', () => {
    const decision = decided(decideNdaSigning(awaitingNda, request));
    expect(decision.kind).toBe('sign');
    if (decision.kind !== 'sign') return;
    const interview_start = new Date('2026-03-03T12:00:00Z');
    const interview_end = new Date('2026-03-03T14:00:00Z');
    expect(decision.update).toEqual({
      status: 'meeting_scheduled',
      nda_signed: true,
      nda_signed_at: now,
      nda_signature: {
        signed_at: now,
        server_ip: '198.51.100.7',
        forwarded_for: '6.6.6.6, 198.51.100.7',
        client_claimed_ip: null,
        user_agent: 'Mozilla/5.0 (test)',
        nda_version: NDA_DOCUMENT.version,
        nda_sha256: NDA_SHA256,
      },
      interview_start,
      interview_end,
      interview_window_id: '2026-03-03-2000',
      interview_sequence: 0,
      updated_at: now,
    });
    expect(decision.audit).toEqual({
      action: 'nda_signed',
      actor_uid: 'u1',
      actor_email: 'maria@example.com',
      target: { collection: 'recruitingApplications', id: 'u1' },
      from: 'meeting_scheduled',
      to: 'meeting_scheduled',
      at: now,
    });
    expect(decision.response).toEqual({
      success: true,
      application_id: 'u1',
      status: 'meeting_scheduled',
      nda_signed: true,
      interview_start: interview_start.toISOString(),
      interview_end: interview_end.toISOString(),
    });
  });

  it('moves a pending_nda application to meeting_scheduled', () => {
    const decision = decided(decideNdaSigning(makeApplication(account, 'pending_nda'), request));
    expect(decision.kind === 'sign' && decision.update.status).toBe('meeting_scheduled');
    expect(decision.kind === 'sign' && decision.audit.from).toBe('pending_nda');
  });

  it('stores no X-Forwarded-For or user agent when none came', () => {
    const decision = decided(decideNdaSigning(awaitingNda, { ...request, userAgent: undefined, forwardedFor: null }));
    expect(decision.kind === 'sign' && decision.update.nda_signature).toMatchObject({
      forwarded_for: null,
      client_claimed_ip: null,
      user_agent: null,
    });
  });

  it('keeps the first 1,024 characters of a longer X-Forwarded-For', () => {
    const chain = `${'6.6.6.6, '.repeat(200)}198.51.100.7`;
    const decision = decided(decideNdaSigning(awaitingNda, { ...request, forwardedFor: chain }));
    expect(decision.kind === 'sign' && decision.update.nda_signature?.forwarded_for).toBe(chain.slice(0, 1024));
  });

  it('answers a signed application as stored, changing nothing', () => {
    const signed = makeApplication(account, 'meeting_scheduled');
    const decision = decideNdaSigning(signed, { ...request, now: new Date('2026-04-01T00:00:00Z') });
    expect(decision).toEqual({
      ok: true,
      value: {
        kind: 'already_signed',
        response: {
          success: true,
          application_id: 'u1',
          status: 'meeting_scheduled',
          nda_signed: true,
          interview_start: signed.interview_start?.toISOString(),
          interview_end: signed.interview_end?.toISOString(),
        },
      },
    });
  });

  it('is not found without an application', () => {
    expect(decideNdaSigning(undefined, request)).toEqual(notFound('Application not found'));
  });

  it("is not found for another user's application id, as for a missing one", () => {
    expect(decideNdaSigning(awaitingNda, { ...request, applicationId: 'someone-else' })).toEqual(
      notFound(APPLICATION_ERRORS.notFound),
    );
  });

  it.each(['criteria_failed', 'interviewed', 'hired', 'rejected_after_interview'] as const)(
    'is a conflict in status %s',
    (status) => {
      expect(decideNdaSigning(makeApplication(account, status), request)).toEqual(
        conflict(APPLICATION_ERRORS.ndaNotSignable(status)),
      );
    },
  );
});
