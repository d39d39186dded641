// firestore.indexes.json as `firebase deploy` reads it: the shape firebase-tools validates before it
// deploys indexes and TTL policies (its own FirestoreApi.validateSpec), and a TTL policy only on a
// field no index covers (a TTL field holds growing timestamps, a hotspot when indexed, and is never queried).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
