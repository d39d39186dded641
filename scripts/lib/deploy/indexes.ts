// firestore.indexes.json as `firebase deploy` reads it: the shape firebase-tools validates before it
// deploys indexes and TTL policies (its own FirestoreApi.validateSpec), and a TTL policy only on a
// field no index covers (a TTL field holds growing timestamps, a hotspot when indexed, and is never
// queried); then every query the product runs held to it (scripts/lib/firestore-indexes.ts), since
// production refuses a query without its index where the emulator answers it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describeIndex, queryIndexReport, type IndexSpec as Indexes } from '../firestore-indexes';
import { refused, type DeployCheck } from './check';

const require = createRequire(import.meta.url);
const { FirestoreApi } = require('firebase-tools/lib/firestore/api') as {
  FirestoreApi: new () => { validateSpec(spec: unknown): void };
};

interface IndexSpec {
  indexes: unknown[];
  fieldOverrides?: { collectionGroup: string; fieldPath: string; ttl?: boolean; indexes: unknown[] }[];
}

/** Refuses what firebase-tools refuses, and a TTL field that keeps indexes. */
export function checkIndexSpec(file: string): DeployCheck {
  let spec: IndexSpec;
  try {
    spec = JSON.parse(readFileSync(file, 'utf8')) as IndexSpec;
    new FirestoreApi().validateSpec(spec);
  } catch (error) {
    return refused(`firestore.indexes.json: ${(error as Error).message}`);
  }
  const ttl = (spec.fieldOverrides ?? []).filter((field) => field.ttl);
  const indexed = ttl.find((field) => field.indexes.length > 0);
  if (indexed)
    return refused(
      `the TTL field ${indexed.collectionGroup}.${indexed.fieldPath} keeps indexes: give it "indexes": []`,
    );
  return { ok: true, detail: `${spec.indexes.length} composite indexes, ${ttl.length} TTL policies, well-formed` };
}

/** Refuses when a query of the product's catalog needs a composite index the file lacks; lists the unused ones. */
export function checkQueryIndexes(file: string): DeployCheck {
  const report = queryIndexReport(JSON.parse(readFileSync(file, 'utf8')) as Indexes);
  const [first] = report.missing;
  if (first) {
    return refused(
      `${report.missing.length} of ${report.queries.length} queries need an index firestore.indexes.json lacks, e.g. ${first.query.builder}(${first.query.args}) needs ${describeIndex(first.needs)}`,
    );
  }
  const unused = report.unused.map(describeIndex);
  return {
    ok: true,
    detail: `every one of the ${report.queries.length} queries the product runs has its index`,
    ...(unused.length ? { warning: `indexes no query uses: ${unused.join('; ')}` } : {}),
  };
}
