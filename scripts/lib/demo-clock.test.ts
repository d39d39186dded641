import { describe, expect, it } from 'vitest';
import { shiftDatesIn, shiftDays, shiftValue } from './demo-clock';

describe('the demo clock', () => {
  it('moves by the whole days since the seed, rounded down: nothing of the past moves into the future', () => {
    const seeded = new Date('2026-11-26T12:38:27Z');
    expect(shiftDays(seeded, new Date('2026-11-26T20:00:00Z'))).toBe(0);
    expect(shiftDays(seeded, new Date('2026-11-28T12:38:26Z'))).toBe(1);
    expect(shiftDays(seeded, new Date('2026-11-29T12:38:27Z'))).toBe(3);
  });

  it('moves every date in a text: alone, in an instant, in a window or place id, across a month and a year', () => {
    expect(shiftDatesIn('2026-11-27', 3)).toBe('2026-11-30');
    expect(shiftDatesIn('2026-11-30T12:00:00.000Z', 2)).toBe('2026-12-02T12:00:00.000Z');
    expect(shiftDatesIn('2026-12-31-2000_17', 1)).toBe('2027-01-01-2000_17');
    expect(shiftDatesIn('2026-11-27 10:00-12:00', 5)).toBe('2026-12-02 10:00-12:00');
    expect(shiftDatesIn('interview_reminder-u1-2026-02-28-2000-0', 1)).toBe('interview_reminder-u1-2026-03-01-2000-0');
    // Not dates: a document version, a phone number, text.
    expect(shiftDatesIn('version 2023-09, +639171234567, 2026-13-45', 4)).toBe(
      'version 2023-09, +639171234567, 2026-13-45',
    );
  });

  it('moves every instant and every dated text of a document, in maps and lists, keys included', () => {
    const document = {
      mapValue: {
        fields: {
          created_at: { timestampValue: '2026-11-26T12:38:27.123Z' },
          status: { stringValue: 'hired' },
          count: { integerValue: '3' },
          windows: { arrayValue: { values: [{ stringValue: '2026-11-27-2000' }] } },
          days: { mapValue: { fields: { '2026-11-26': { integerValue: '1' } } } },
        },
      },
    };
    expect(shiftValue(document, 2)).toEqual({
      mapValue: {
        fields: {
          created_at: { timestampValue: '2026-11-28T12:38:27.123Z' },
          status: { stringValue: 'hired' },
          count: { integerValue: '3' },
          windows: { arrayValue: { values: [{ stringValue: '2026-11-29-2000' }] } },
          days: { mapValue: { fields: { '2026-11-28': { integerValue: '1' } } } },
        },
      },
    });
  });
});
