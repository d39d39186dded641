import { describe, expect, it } from 'vitest';
import { ADMIN_RECRUITING_STATUSES, canTransition, RECRUITING_STATUS_LABELS } from './statuses';
import { placementFor, progressPercent } from './steps';

describe('canTransition', () => {
  const allowed: [string, string][] = [
    ['meeting_scheduled', 'interviewed'],
    ['meeting_scheduled', 'hired'],
    ['meeting_scheduled', 'rejected_after_interview'],
    ['interviewed', 'hired'],
    ['interviewed', 'rejected_after_interview'],
    ['hired', 'interviewed'],
    ['hired', 'meeting_scheduled'],
    ['hired', 'rejected_after_interview'],
  ];

  it.each(allowed)('allows %s -> %s', (from, to) => {
    expect(canTransition(from as never, to as never)).toBe(true);
  });

  it('refuses every other pair of admin statuses, including staying put', () => {
    const key = (from: string, to: string) => `${from}->${to}`;
    const allowedKeys = new Set(allowed.map(([from, to]) => key(from, to)));
    for (const from of ADMIN_RECRUITING_STATUSES) {
      for (const to of ADMIN_RECRUITING_STATUSES) {
        expect(canTransition(from, to), key(from, to)).toBe(allowedKeys.has(key(from, to)));
      }
    }
  });

  it('refuses moves out of statuses admins do not manage', () => {
    expect(canTransition('new_user', 'interviewed')).toBe(false);
    expect(canTransition('pending_nda', 'interviewed')).toBe(false);
  });

  it('shows meeting_scheduled as Interview Scheduled and rejected_after_interview as Rejected', () => {
    expect(RECRUITING_STATUS_LABELS.meeting_scheduled).toBe('Interview Scheduled');
    expect(RECRUITING_STATUS_LABELS.rejected_after_interview).toBe('Rejected');
  });
});

describe('placementFor', () => {
  it.each([
    ['new_user', false, 0, 4],
    ['criteria_failed', false, 4, 5],
    ['pending_nda', false, 4, 7],
    ['meeting_scheduled', false, 4, 7],
    ['meeting_scheduled', true, 5, 7],
    ['interviewed', true, 6, 7],
    ['rejected_after_interview', true, 6, 7],
    ['application_complete', true, 5, 7],
  ] as const)('%s (NDA signed: %s) is step %i of %i', (status, ndaSigned, step, totalSteps) => {
    expect(placementFor(status, ndaSigned)).toEqual({ step, totalSteps });
  });

  it('sends a hired candidate to the offers', () => {
    expect(placementFor('hired', true).redirectTo).toBe('/job-offers');
  });
});

describe('progressPercent', () => {
  it('counts steps from one', () => {
    expect(progressPercent(0, 4)).toBe(25);
    expect(progressPercent(3, 4)).toBe(100);
    expect(progressPercent(4, 7)).toBe(71);
    expect(progressPercent(4, 5)).toBe(100);
  });
});
