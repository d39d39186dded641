import { describe, expect, it } from 'vitest';
import { withKept } from './useLiveTable';

const row = (id: string, status: string) => ({ id, status });

describe('rows kept on a table', () => {
  it('puts a changed row that left the view back where it was, with its new values', () => {
    const page = [row('a', 'pending'), row('c', 'pending')];
    const kept = [{ id: 'b', at: 1 }];
    expect(withKept(page, kept, [row('b', 'hired')])).toEqual([
      row('a', 'pending'),
      row('b', 'hired'),
      row('c', 'pending'),
    ]);
  });

  it('shows a kept row still in the view once, as the view has it', () => {
    const page = [row('a', 'pending'), row('b', 'hired')];
    expect(withKept(page, [{ id: 'b', at: 1 }], [row('b', 'hired')])).toEqual(page);
  });

  it('keeps several rows in their order, at the end when the view got shorter, and drops deleted ones', () => {
    const kept = [
      { id: 'd', at: 3 },
      { id: 'a', at: 0 },
      { id: 'gone', at: 1 },
    ];
    expect(withKept([row('x', 'new')], kept, [row('a', 'hired'), row('d', 'hired')]).map((r) => r.id)).toEqual([
      'a',
      'x',
      'd',
    ]);
  });
});
