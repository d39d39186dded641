import { describe, expect, it } from 'vitest';
import {
  classifyFailure,
  decideClaim,
  endAttempt,
  pendingDelivery,
  retryDelayMs,
  smtpCodeOf,
  type MailDelivery,
} from './delivery';
import { dueMailsQuery, mailsInStatesQuery } from './queries';

// The policy, written out (docs/features/mail.md): retry a transient failure after a random point
// between half and all of 1, 2, 4, 8, 16, 32 minutes, then an hour each, while the next attempt
// starts within 24 hours of the first; claims hold 3 minutes.
const MINUTE = 60_000;
const LEASE = 3 * MINUTE;
const T0 = new Date('2026-03-01T10:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);

/** The delivery claimed for its first attempt at T0. */
function claimedAtT0(): MailDelivery {
  const decision = decideClaim(pendingDelivery(T0), T0, LEASE, 0.5);
  if (!decision.claim) throw new Error('a pending mail is claimed');
  return decision.delivery;
}

describe('classifyFailure', () => {
  it.each([
    [{ code: 550, handedOver: false }, 'permanent'],
    [{ code: 553, handedOver: false }, 'permanent'],
    [{ code: 554, handedOver: true }, 'permanent'],
    [{ code: 421, handedOver: false }, 'transient'],
    [{ code: 451, handedOver: true }, 'transient'],
    [{ code: 452, handedOver: false }, 'transient'],
    [{ code: null, handedOver: false }, 'transient'],
    [{ code: null, handedOver: true }, 'unknown'],
  ] as const)('%j is %s', (failure, kind) => {
    expect(classifyFailure({ ...failure, message: 'x' })).toBe(kind);
  });
});

describe('retryDelayMs', () => {
  it('doubles from a minute to an hour, and waits between half and all of it', () => {
    expect(retryDelayMs(1, 0)).toBe(30_000);
    expect(retryDelayMs(1, 1)).toBe(60_000);
    expect(retryDelayMs(2, 1)).toBe(120_000);
    expect(retryDelayMs(3, 0.5)).toBe(180_000);
    expect(retryDelayMs(6, 1)).toBe(32 * MINUTE);
    expect(retryDelayMs(7, 1)).toBe(60 * MINUTE);
    expect(retryDelayMs(7, 0)).toBe(30 * MINUTE);
    expect(retryDelayMs(40, 1)).toBe(60 * MINUTE);
  });
});

describe('smtpCodeOf', () => {
  it('reads the reply code an answer starts with', () => {
    expect(smtpCodeOf('250 2.0.0 Ok: queued as 1')).toBe(250);
    expect(smtpCodeOf('451 4.3.0 try later')).toBe(451);
    expect(smtpCodeOf('connect ECONNREFUSED 127.0.0.1:1025')).toBeNull();
  });
});

describe('decideClaim', () => {
  it('claims a pending mail: processing, one attempt, a 3-minute lease, due when it ends', () => {
    expect(claimedAtT0()).toEqual({
      state: 'processing',
      attempts: 1,
      start_time: T0,
      lease_expire_time: at(3),
      handover_time: null,
      end_time: null,
      due_time: at(3),
      error: null,
      info: null,
      history: [],
    });
  });

  it('leaves a mail in flight, sent or failed alone; a retry only once it is due', () => {
    const claimed = claimedAtT0();
    expect(decideClaim(claimed, at(2), LEASE, 0.5)).toEqual({ claim: false, delivery: null });
    const retrying = endAttempt(claimed, { outcome: 'transient', code: 451, answer: '451 later' }, T0, 1);
    expect(retrying.due_time).toEqual(at(1));
    expect(decideClaim(retrying, new Date(at(1).getTime() - 1), LEASE, 0.5)).toEqual({ claim: false, delivery: null });
    const again = decideClaim(retrying, at(1), LEASE, 0.5);
    expect(again.claim && again.delivery).toMatchObject({ state: 'processing', attempts: 2, start_time: at(1) });
    for (const state of ['sent', 'error'] as const) {
      expect(decideClaim({ ...claimed, state }, at(60), LEASE, 0.5)).toEqual({ claim: false, delivery: null });
    }
  });

  it('takes over a dead delivery that never handed the mail over: interrupted, claimed again', () => {
    const decision = decideClaim(claimedAtT0(), at(3), LEASE, 0.5);
    expect(decision.claim).toBe(true);
    expect(decision.delivery).toMatchObject({ state: 'processing', attempts: 2, start_time: at(3) });
    expect(decision.delivery?.history).toEqual([
      {
        number: 1,
        started_at: T0,
        ended_at: at(3),
        outcome: 'interrupted',
        code: null,
        answer: 'The delivery stopped (its function ended) before the mail was handed to the server',
      },
    ]);
  });

  it('never takes over one that handed the mail over: error, the outcome unknown', () => {
    const handedOver = { ...claimedAtT0(), handover_time: at(1) };
    const decision = decideClaim(handedOver, at(3), LEASE, 0.5);
    expect(decision.claim).toBe(false);
    expect(decision.delivery).toMatchObject({ state: 'error', attempts: 1, due_time: null, lease_expire_time: null });
    expect(decision.delivery?.history.map((attempt) => attempt.outcome)).toEqual(['unknown']);
    expect(decision.delivery?.error).toContain('it may have been delivered');
  });
});

describe('endAttempt', () => {
  it('records a sent mail with the server answer and nothing left due', () => {
    const info = { message_id: '<m@x>', accepted: ['a@example.com'], rejected: [], response: '250 2.0.0 OK' };
    const sent = endAttempt(claimedAtT0(), { outcome: 'sent', info }, at(1), 0.5);
    expect(sent).toMatchObject({ state: 'sent', attempts: 1, info, error: null, due_time: null, end_time: at(1) });
    expect(sent.history).toEqual([
      { number: 1, started_at: T0, ended_at: at(1), outcome: 'sent', code: 250, answer: '250 2.0.0 OK' },
    ]);
  });

  it('ends a permanent failure in error at once, with the answer', () => {
    const answer = '550 5.1.1 <x@example.com>: Recipient address rejected';
    const failed = endAttempt(claimedAtT0(), { outcome: 'permanent', code: 550, answer }, at(1), 0.5);
    expect(failed).toMatchObject({ state: 'error', error: answer, due_time: null, attempts: 1 });
    expect(failed.history.map(({ outcome, code }) => [outcome, code])).toEqual([['permanent', 550]]);
  });

  it('retries a transient failure after the backoff, and gives up once the next try would be past 24 hours', () => {
    // Every attempt fails at once, with the longest wait each time: 1, 2, 4, 8, 16, 32 minutes, then
    // an hour. Attempts at 0, 1, 3, 7, 15, 31, 63, 123, ... 1383 minutes: the 29th's next would be at
    // 1443 minutes, past the 1440 of a day.
    let delivery = claimedAtT0();
    let now = T0;
    const starts: number[] = [];
    for (;;) {
      starts.push((now.getTime() - T0.getTime()) / MINUTE);
      delivery = endAttempt(delivery, { outcome: 'transient', code: null, answer: 'connect ECONNREFUSED' }, now, 1);
      if (delivery.state !== 'retrying') break;
      now = delivery.due_time!;
      const claim = decideClaim(delivery, now, LEASE, 1);
      if (!claim.claim) throw new Error('a due retry is claimed');
      delivery = claim.delivery;
    }
    expect(starts.slice(0, 9)).toEqual([0, 1, 3, 7, 15, 31, 63, 123, 183]);
    expect(starts).toHaveLength(29);
    expect(starts.at(-1)).toBe(1383);
    expect(delivery).toMatchObject({
      state: 'error',
      attempts: 29,
      due_time: null,
      error: 'Gave up after 29 attempts in 24 hours: connect ECONNREFUSED',
    });
    expect(delivery.history).toHaveLength(29);
  });

  it('ends a cut after the hand-over in error: it may have gone', () => {
    const ended = endAttempt(claimedAtT0(), { outcome: 'unknown', code: null, answer: 'Timeout' }, at(1), 0.5);
    expect(ended).toMatchObject({ state: 'error', error: 'Timeout', due_time: null });
  });
});

describe('the sweep and the counts', () => {
  it('reads the mails still on their way that are due, the longest due first', () => {
    expect(dueMailsQuery(T0, 25)).toEqual({
      collection: 'mail',
      filters: [
        { field: ['delivery', 'state'], op: 'in', value: ['pending', 'processing', 'retrying'] },
        { field: ['delivery', 'due_time'], op: '<', value: T0 },
      ],
      orderBy: [{ field: ['delivery', 'due_time'], direction: 'asc' }],
      limit: 25,
    });
  });

  it('counts failed mails no admin sent again', () => {
    expect(mailsInStatesQuery(['error'], true).filters).toEqual([
      { field: ['delivery', 'state'], op: '==', value: 'error' },
      { field: ['resent_as'], op: '==', value: null },
    ]);
  });
});
