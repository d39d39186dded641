// What the functions' Firestore calls would be billed, for `npm run bench:cost` only. The Firestore
// emulator meters nothing, so when FIRESTORE_METER_FILE is set (the bench sets it; production
// never does) the Firestore SDK's own debug log (setLogFunction, which logs every request sent and
// every response received, with the request's tag) is read, and each request's billed units are
// appended to that file as one JSON line: the function (FUNCTION_TARGET), documents read, written
// and deleted. Unset, nothing is registered and the SDK logs nothing, as before.
//
// Counted as Firestore bills them (docs/performance.md, "The price of a hiring season"): a read
// per document a get or a query answers, a missing document included, at least one per query; a
// count() one per 1,000 index entries, at least one; a write per set, update or create of a commit
// that succeeded (a field transform is part of its write), a delete per delete.
import { setLogFunction } from 'firebase-admin/firestore';
import { appendFileSync } from 'node:fs';

/** Billed units of one request. */
export interface MeteredUnits {
  reads: number;
  writes: number;
  deletes: number;
}

/** A line of the SDK's debug log about a request: its tag, the funnel, and what was sent or received. */
const LOG_LINE =
  /^Firestore \(\S*\) \S+ (\S+) \[Firestore\.(request|requestStream)\]: (Sending request|Received response|Received error): ?(.*)$/s;

const units = (reads: number, writes = 0, deletes = 0): MeteredUnits => ({ reads, writes, deletes });

/** Documents a count() aggregation's answer matched: one read per 1,000, at least one. */
function aggregationReads(result: { aggregateFields?: Record<string, { integerValue?: string }> }): number {
  const counts = Object.values(result.aggregateFields ?? {}).map((field) => Number(field.integerValue ?? 0));
  return Math.max(1, Math.ceil(Math.max(0, ...counts) / 1000));
}

/**
 * A reader of the SDK's log lines that answers the billed units each line completes, or null.
 * A commit's writes are known when it is sent and billed when its answer comes (a refused commit,
 * such as a transaction that lost its lock, writes nothing). A query's one-read floor is billed
 * when it is sent and taken back by its first document. Requests of one transaction share a tag.
 */
export function firestoreMeter(): { read: (line: string) => MeteredUnits | null } {
  const pendingCommits = new Map<string, MeteredUnits>();
  const openFloors = new Map<string, number>();

  function read(line: string): MeteredUnits | null {
    const match = LOG_LINE.exec(line);
    if (!match) return null;
    const [, tag = '', funnel, direction, text = ''] = match;
    if (direction === 'Received error') {
      pendingCommits.delete(tag);
      return null;
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return null;
    }
    if (funnel === 'request') {
      if (direction === 'Sending request') {
        if (Array.isArray(body.writes)) {
          const writes = body.writes as { delete?: unknown }[];
          const deletes = writes.filter((write) => write.delete !== undefined).length;
          pendingCommits.set(tag, units(0, writes.length - deletes, deletes));
        }
        return null;
      }
      const commit = pendingCommits.get(tag);
      pendingCommits.delete(tag);
      return commit ?? null;
    }
    if (direction === 'Sending request') {
      if (!body.structuredQuery) return null;
      openFloors.set(tag, (openFloors.get(tag) ?? 0) + 1);
      return units(1);
    }
    if (body.document) {
      const floors = openFloors.get(tag) ?? 0;
      if (floors === 0) return units(1);
      openFloors.set(tag, floors - 1);
      return null;
    }
    if (body.found || body.missing) return units(1);
    if (body.result && typeof body.result === 'object') return units(aggregationReads(body.result));
    return null;
  }

  return { read };
}

/** Appends this process's billed Firestore units to `file`, one JSON line per request (see the file's comment). */
export function meterFirestore(file: string, functionName: string): void {
  const meter = firestoreMeter();
  setLogFunction((line) => {
    const billed = meter.read(line);
    if (billed) appendFileSync(file, `${JSON.stringify({ function: functionName, ...billed })}\n`);
  });
}
