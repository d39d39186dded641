import { DEFAULT_INTERVIEW_SCHEDULE } from '@careers/domain/recruiting';
import { makeApplication } from '@careers/domain/testing';
import { describe, expect, it } from 'vitest';
import { decideCancel, decideMove, type MoveInput } from './interviews';

const account = { uid: 'u1', name: 'Maria Santos', email: 'maria@example.com' };
const actor = { uid: 'u1', email: 'maria@example.com' };
// Booked into November 27's evening (12:00-14:00 UTC), place 3.
const booked = makeApplication(account, 'meeting_scheduled', {
  interview_start: new Date('2026-11-27T12:00:00Z'),
  interview_end: new Date('2026-11-27T14:00:00Z'),
  interview_window_id: '2026-11-27-2000',
  interview_seat_id: '2026-11-27-2000_3',
  interview_sequence: 2,
});
const target = {
  id: '2026-11-30-2000',
  start: new Date('2026-11-30T12:00:00Z'),
  end: new Date('2026-11-30T14:00:00Z'),
};
const input = (change: Partial<MoveInput> = {}): MoveInput => ({
  application: booked,
  schedule: DEFAULT_INTERVIEW_SCHEDULE,
  windowId: target.id,
  place: { window: target, seat: 5, capacity: 24 },
  actor,
  byAdmin: false,
  jobTitle: 'Marketing Analyst (Recruiting)',
  now: new Date('2026-11-26T08:00:00Z'),
  ...change,
});
const refusal = (outcome: { ok: boolean; message?: string; reason?: string }) =>
  outcome.ok ? 'ok' : `${outcome.reason}: ${outcome.message}`;

describe('decideMove', () => {
  it('moves into the free place, frees the old one, raises the sequence and sends the moved mail', () => {
    const outcome = decideMove(input());
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.value.update).toMatchObject({
      interview_start: target.start,
      interview_end: target.end,
      interview_window_id: target.id,
      interview_seat_id: '2026-11-30-2000_5',
      interview_sequence: 3,
      interview_cancellation: null,
    });
    expect(outcome.value.leave).toBe('2026-11-27-2000_3');
    expect(outcome.value.join).toMatchObject({ window_id: target.id, seat: 5, application_id: 'u1' });
    expect(outcome.value.mail).toMatchObject({ template: 'interview_moved', key: 'booking-3' });
    expect(outcome.value.mail.data).toMatchObject({
      interview_uid: 'interview-u1@applypilot',
      interview_sequence: '3',
    });
  });

  it('refuses inside the last hour of the current window, a window too soon, a full one, the same one', () => {
    expect(refusal(decideMove(input({ now: new Date('2026-11-27T11:00:00Z') })))).toBe(
      'conflict: Your interview can no longer be changed: changes close one hour before it starts',
    );
    const soon = {
      id: '2026-11-26-2000',
      start: new Date('2026-11-26T12:00:00Z'),
      end: new Date('2026-11-26T14:00:00Z'),
    };
    expect(
      refusal(
        decideMove(
          input({
            windowId: soon.id,
            place: { window: soon, seat: 0, capacity: 24 },
            now: new Date('2026-11-26T11:30:00Z'),
          }),
        ),
      ),
    ).toBe('conflict: This interview time is too soon: choose one that starts at least an hour from now');
    expect(refusal(decideMove(input({ place: null })))).toBe(
      'conflict: This interview time is full. Please choose another time.',
    );
    expect(refusal(decideMove(input({ windowId: '2026-11-27-2000', place: null })))).toBe(
      'conflict: You are already booked for this interview time',
    );
  });

  it("is another candidate's application not found for a candidate, but an admin's to move", () => {
    const other = { uid: 'u2', email: 'x@example.com' };
    expect(refusal(decideMove(input({ actor: other })))).toBe('not_found: Application not found');
    expect(decideMove(input({ actor: other, byAdmin: true })).ok).toBe(true);
  });

  it('refuses an unsigned or already interviewed application', () => {
    const unsigned = makeApplication(account, 'meeting_scheduled', { nda_signed: false });
    const interviewed = { ...booked, status: 'interviewed' as const };
    for (const application of [unsigned, interviewed]) {
      expect(refusal(decideMove(input({ application })))).toBe(
        'conflict: Your interview can be chosen once you have signed the NDA and before it has taken place',
      );
    }
  });
});

describe('decideCancel', () => {
  it('frees the place, keeps the signature, records the reason and sends the cancel mail with the old times', () => {
    const outcome = decideCancel({
      application: booked,
      reason: 'Exams',
      jobTitle: 'Marketing Analyst (Recruiting)',
      actor,
      now: new Date('2026-11-26T08:00:00Z'),
    });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.value.leave).toBe('2026-11-27-2000_3');
    expect(outcome.value.update).toMatchObject({
      interview_start: null,
      interview_window_id: null,
      interview_sequence: 3,
    });
    expect(outcome.value.mail).toMatchObject({ template: 'interview_cancelled' });
    expect(outcome.value.mail.data).toMatchObject({
      interview_start: '2026-11-27T12:00:00.000Z',
      interview_sequence: '3',
    });
  });

  it('refuses inside the last hour', () => {
    const outcome = decideCancel({
      application: booked,
      reason: null,
      actor,
      jobTitle: 'Marketing Analyst (Recruiting)',
      now: new Date('2026-11-27T11:30:00Z'),
    });
    expect(refusal(outcome)).toBe(
      'conflict: Your interview can no longer be changed: changes close one hour before it starts',
    );
  });
});
