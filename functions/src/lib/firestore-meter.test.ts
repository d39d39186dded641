// The meter of `npm run bench:cost` reads the Firestore SDK's debug log lines as Firestore bills
// the requests they describe.
import { describe, expect, it } from 'vitest';
import { firestoreMeter, type MeteredUnits } from './firestore-meter';

/** A line as the SDK's logger writes it. */
const line = (tag: string, funnel: 'request' | 'requestStream', message: string, body: unknown) =>
  `Firestore (7.11.6) 2026-11-26T06:30:00.000Z ${tag} [Firestore.${funnel}]: ${message}: ${JSON.stringify(body)}`;

const readAll = (lines: string[]): MeteredUnits => {
  const meter = firestoreMeter();
  return lines
    .map((text) => meter.read(text))
    .reduce<MeteredUnits>(
      (sum, units) => ({
        reads: sum.reads + (units?.reads ?? 0),
        writes: sum.writes + (units?.writes ?? 0),
        deletes: sum.deletes + (units?.deletes ?? 0),
      }),
      { reads: 0, writes: 0, deletes: 0 },
    );
};

describe('firestoreMeter', () => {
  it('bills a commit when its answer comes: a write per set or update, a delete per delete', () => {
    const writes = [{ update: { name: 'a' } }, { update: { name: 'b' }, updateTransforms: [{}] }, { delete: 'c' }];
    expect(
      readAll([
        line('AAAAA', 'request', 'Sending request', { database: 'd', writes }),
        line('AAAAA', 'request', 'Received response', { writeResults: [{}, {}, {}], commitTime: {} }),
      ]),
    ).toEqual({ reads: 0, writes: 2, deletes: 1 });
  });

  it('bills nothing for a commit refused, nor for beginning or rolling back a transaction', () => {
    expect(
      readAll([
        line('BBBBB', 'request', 'Sending request', { database: 'd', writes: [{ update: {} }] }),
        'Firestore (7.11.6) 2026-11-26T06:30:00.000Z BBBBB [Firestore.request]: Received error: Error: 10 ABORTED',
        line('BBBBB', 'request', 'Sending request', { database: 'd', options: {} }),
        line('BBBBB', 'request', 'Received response', { transaction: 'dHg=' }),
        line('BBBBB', 'request', 'Sending request', { database: 'd', transaction: 'dHg=' }),
      ]),
    ).toEqual({ reads: 0, writes: 0, deletes: 0 });
  });

  it('bills a read per document a get answers, found or missing', () => {
    expect(
      readAll([
        line('CCCCC', 'requestStream', 'Sending request', { database: 'd', documents: ['x', 'y'] }),
        line('CCCCC', 'requestStream', 'Received response', { found: { name: 'x' }, readTime: {} }),
        line('CCCCC', 'requestStream', 'Received response', { missing: 'y', readTime: {} }),
      ]).reads,
    ).toBe(2);
  });

  it('bills a query its documents, and one read when it answers none', () => {
    const query = (tag: string) => line(tag, 'requestStream', 'Sending request', { parent: 'p', structuredQuery: {} });
    const doc = (tag: string) => line(tag, 'requestStream', 'Received response', { document: { name: 'x' } });
    const empty = (tag: string) => line(tag, 'requestStream', 'Received response', { readTime: {} });
    expect(readAll([query('DDDDD'), doc('DDDDD'), doc('DDDDD'), doc('DDDDD')]).reads).toBe(3);
    expect(readAll([query('EEEEE'), empty('EEEEE')]).reads).toBe(1);
    // Two queries of one transaction (one tag), one after the other: 2 documents, then none.
    expect(readAll([query('FFFFF'), doc('FFFFF'), doc('FFFFF'), query('FFFFF'), empty('FFFFF')]).reads).toBe(3);
  });

  it('bills a count() one read per 1,000 documents matched, at least one', () => {
    const count = (n: number) => [
      line('GGGGG', 'requestStream', 'Sending request', { parent: 'p', structuredAggregationQuery: {} }),
      line('GGGGG', 'requestStream', 'Received response', {
        result: { aggregateFields: { aggregate_0: { integerValue: String(n) } } },
      }),
    ];
    expect(readAll(count(0)).reads).toBe(1);
    expect(readAll(count(1000)).reads).toBe(1);
    expect(readAll(count(2500)).reads).toBe(3);
  });

  it('ignores every other line of the log', () => {
    expect(
      readAll([
        'Firestore (7.11.6) 2026-11-26T06:30:00.000Z ##### [Firestore.initializeIfNeeded]: Initialized Firestore',
        line('HHHHH', 'requestStream', 'Sending request', { addTarget: {} }),
        'not a log line at all',
      ]),
    ).toEqual({ reads: 0, writes: 0, deletes: 0 });
  });
});
