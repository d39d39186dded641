// What expires, by which field: firestore.indexes.json's TTL policies (deployed with the indexes)
// name exactly the fields the expiring documents are written with (the rules require a draft's; the
// functions write the mail's, the rate limits' and a kept offer's), each without indexes (a TTL field is never
// queried, and an index on a growing timestamp is a hotspot).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: unknown[];
}

const { fieldOverrides } = JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as {
  fieldOverrides: FieldOverride[];
};

describe('TTL policies', () => {
  it('delete old rate-limit windows, abandoned screening drafts, sent mail, the evidence an erase kept and the applicant history after its period, and nothing else', () => {
    expect(fieldOverrides.filter((field) => field.ttl)).toEqual([
      { collectionGroup: 'rateLimits', fieldPath: 'expireAt', ttl: true, indexes: [] },
      { collectionGroup: 'screeningDrafts', fieldPath: 'expire_at', ttl: true, indexes: [] },
      { collectionGroup: 'mail', fieldPath: 'expire_at', ttl: true, indexes: [] },
      // Only an offer kept as evidence after its candidate's erase has one, and the NDA evidence an erase keeps (docs/features/data-rights.md).
      { collectionGroup: 'offers', fieldPath: 'expire_at', ttl: true, indexes: [] },
      { collectionGroup: 'retainedEvidence', fieldPath: 'expire_at', ttl: true, indexes: [] },
      // What an erase keeps of a person's last decisions, once the re-application period is over.
      { collectionGroup: 'applicantHistory', fieldPath: 'expire_at', ttl: true, indexes: [] },
    ]);
  });
});
