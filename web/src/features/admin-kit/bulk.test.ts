import { describe, expect, it } from 'vitest';
import { runBulk } from './bulk';

/** A call that ends when told to, counting how many are in flight. */
function gate() {
  let inFlight = 0;
  let most = 0;
  const waiting: (() => void)[] = [];
  const call = (fail: boolean) => {
    inFlight += 1;
    most = Math.max(most, inFlight);
    return new Promise<void>((resolve, reject) =>
      waiting.push(() => {
        inFlight -= 1;
        if (fail) reject(new Error('nope'));
        else resolve();
      }),
    );
  };
  const releaseAll = async () => {
    while (waiting.length) {
      waiting.shift()!();
      await Promise.resolve();
      await Promise.resolve();
    }
  };
  return { call, releaseAll, most: () => most };
}

describe('bulk change', () => {
  it('keeps at most the given number of calls in flight and reports every row', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ id: `r${i}`, name: `Row ${i}` }));
    const calls = gate();
    const done = runBulk(
      rows,
      (row) => calls.call(row.id === 'r3' || row.id === 'r7'),
      (e) => String(e),
      3,
    );
    await calls.releaseAll();
    const report = await done;
    expect(calls.most()).toBe(3);
    expect(report.updated).toBe(8);
    expect(report.failed).toEqual([
      { id: 'r3', name: 'Row 3', error: 'Error: nope' },
      { id: 'r7', name: 'Row 7', error: 'Error: nope' },
    ]);
  });

  it('reports nothing for no rows', async () => {
    expect(await runBulk([], () => Promise.resolve(), String)).toEqual({ updated: 0, failed: [] });
  });
});
