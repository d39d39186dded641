import { describe, expect, it } from 'vitest';
import { allHandlers } from './event';

describe('allHandlers', () => {
  it('runs every handler even when one fails, then fails the delivery with that failure', async () => {
    const ran: string[] = [];
    const failure = new Error('shard contention');
    const delivery = allHandlers(
      async () => {
        ran.push('tally');
        throw failure;
      },
      async () => {
        ran.push('offer');
      },
    );
    await expect(delivery).rejects.toBe(failure);
    expect(ran).toEqual(['tally', 'offer']);
  });

  it('succeeds when every handler does', async () => {
    const ran: string[] = [];
    await allHandlers(
      async () => void ran.push('tally'),
      async () => void ran.push('assessment'),
    );
    expect(ran.sort()).toEqual(['assessment', 'tally']);
  });
});
