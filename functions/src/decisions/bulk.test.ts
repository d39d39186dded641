import { describe, expect, it } from 'vitest';
import { conflict, ok } from '../outcome';
import { BULK_CONCURRENCY, BULK_ROW_FAILED, changeEach } from './bulk';

describe('bulk change', () => {
  it('answers every row once, in order, the refused and the failed among them', async () => {
    const answer = await changeEach(['a', 'b', 'a', 'c', 'd'], async (id) => {
      if (id === 'b') return conflict('The application is already Hired');
      if (id === 'd') throw new Error('boom');
      return ok({ id });
    });
    expect(answer).toEqual({
      results: [
        { id: 'a', ok: true },
        { id: 'b', ok: false, error: 'The application is already Hired' },
        { id: 'c', ok: true },
        { id: 'd', ok: false, error: BULK_ROW_FAILED },
      ],
      updated: 2,
      failed: 2,
    });
  });

  it('changes at most BULK_CONCURRENCY rows at once', async () => {
    let inFlight = 0;
    let most = 0;
    const ids = Array.from({ length: 40 }, (_, i) => `id${i}`);
    await changeEach(ids, async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setImmediate(resolve));
      inFlight -= 1;
      return ok(null);
    });
    expect(BULK_CONCURRENCY).toBe(8);
    expect(most).toBe(8);
  });
});
