import { describe, expect, it } from 'vitest';
import { expiresAt, RETENTION } from './retention';

describe('retention', () => {
  it('keeps a draft 90 days after its last save, a mail 180 days, signature evidence 5 years', () => {
    expect(RETENTION).toEqual({
      screeningDraftDays: 90,
      screeningDraftClockAllowanceDays: 1,
      mailDays: 180,
      signatureEvidenceYears: 5,
    });
  });

  it('expires a document the given number of whole days after it was saved', () => {
    expect(expiresAt(new Date('2026-01-01T10:00:00Z'), 90).toISOString()).toBe('2026-04-01T10:00:00.000Z');
    expect(expiresAt(new Date('2026-03-02T15:30:00Z'), 180).toISOString()).toBe('2026-08-29T15:30:00.000Z');
  });
});
