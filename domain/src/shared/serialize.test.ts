import { describe, expect, it } from 'vitest';
import { serialize, timestampsToDates, type HasDate } from './serialize';

class FakeTimestamp implements HasDate {
  constructor(private readonly iso: string) {}
  toDate() {
    return new Date(this.iso);
  }
}
const isFake = (value: unknown): value is FakeTimestamp => value instanceof FakeTimestamp;

describe('timestampsToDates', () => {
  it('turns the recognised timestamps into Dates at any depth and leaves the rest', () => {
    const at = '2026-11-21T12:00:00.000Z';
    const document = {
      postedAt: new FakeTimestamp(at),
      title: 'T',
      count: 3,
      missing: null,
      items: [{ when: new FakeTimestamp(at) }, 'text'],
    };
    expect(timestampsToDates(document, isFake)).toEqual({
      postedAt: new Date(at),
      title: 'T',
      count: 3,
      missing: null,
      items: [{ when: new Date(at) }, 'text'],
    });
  });

  it('with serialize, gives the JSON form the server embeds', () => {
    expect(serialize(timestampsToDates({ at: new FakeTimestamp('2026-01-02T03:04:05.000Z') }, isFake))).toEqual({
      at: '2026-01-02T03:04:05.000Z',
    });
  });
});
