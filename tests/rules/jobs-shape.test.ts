import { type JobDocument } from '@careers/domain/jobs';
import { COLLECTIONS } from '@careers/domain/shared';
import { jobDocument, makeJob, makeSpecJobs } from '@careers/domain/testing';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { firestoreAs, useRulesEnvironment, withoutRules } from './harness';

// What a posting an admin writes must look like (isJobPosting and the slug of firestore.rules):
// every field, no other, each of its type, a valid slug on create. Who may write is jobs.test.ts.
const job = makeJob();
const posting = jobDocument(job);
const jobRef = (db: Firestore, id = job.id) => doc(db, COLLECTIONS.jobs, id);

/** Every field of a posting, each required (pinned here, not read from the rules). */
const REQUIRED_FIELDS: readonly (keyof JobDocument)[] = [
  'title',
  'company',
  'type',
  'location',
  'description',
  'isActive',
  'responsibilities',
  'growthOpportunity',
  'whyYoullLoveIt',
  'postedAt',
  'validThrough',
  'applicantCountries',
];

/**
 * A value of the wrong type for each field. Strings and lists have a size, so the title gets a
 * list and the countries a string: only the type check refuses those.
 */
const WRONG_TYPES: Record<keyof JobDocument, unknown> = {
  title: ['Marketing Analyst'],
  company: 42,
  type: 1,
  location: true,
  description: ['A role'],
  isActive: 'yes',
  responsibilities: 'Run campaigns',
  growthOpportunity: 'Grow',
  whyYoullLoveIt: { title: 'Remote', description: 'Work from anywhere' },
  postedAt: '2024-01-01',
  validThrough: 1_700_000_000_000,
  applicantCountries: 'Philippines',
};

/** Slugs that are not lower-case words (letters, digits) joined by single hyphens. */
const INVALID_SLUGS = ['Bad Slug', 'Marketing-Analyst', 'trailing-', '-leading', 'double--hyphen', 'under_score'];

/** Checks each case in turn, naming the failing one. */
async function eachCase<T>(
  cases: Iterable<[string, T]>,
  check: (value: T, name: string) => Promise<unknown>,
): Promise<void> {
  for (const [name, value] of cases) {
    try {
      await check(value, name);
    } catch (error) {
      throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
    }
  }
}

describe('jobs: the shape of a written posting', () => {
  useRulesEnvironment();
  const admin = () => firestoreAs('admin');

  it('both postings of the spec (a Contract Role and an Internship) pass the shape check', async () => {
    for (const specJob of makeSpecJobs()) {
      await assertSucceeds(setDoc(jobRef(admin(), specJob.id), jobDocument(specJob)));
    }
  });

  it('a posting without a title is refused', async () => {
    const { title: _title, ...untitled } = posting;
    await assertFails(setDoc(jobRef(admin()), untitled));
  });

  it('an unknown field is refused', async () => {
    await assertFails(setDoc(jobRef(admin()), { ...posting, salary: 1000 }));
  });

  it('a type other than Contract Role or Internship is refused', async () => {
    await eachCase(
      ['Full-time', 'contract role', 'Internship ', ''].map((type) => [`type "${type}"`, type]),
      (type) => assertFails(setDoc(jobRef(admin()), { ...posting, type })),
    );
  });

  it('isActive must be a boolean', async () => {
    await withoutRules((db) => setDoc(jobRef(db), posting));
    await assertFails(updateDoc(jobRef(admin()), { isActive: 'yes' }));
  });

  it('dates must be timestamps', async () => {
    await assertFails(setDoc(jobRef(admin()), { ...posting, postedAt: '2024-01-01' }));
  });

  it('a slug that is not lower-case words joined by hyphens is refused', async () => {
    await eachCase(
      INVALID_SLUGS.map((slug) => [slug, slug]),
      (slug) => assertFails(setDoc(jobRef(admin(), slug), posting)),
    );
    await assertSucceeds(setDoc(jobRef(admin(), 'good-slug-2'), posting));
  });

  it('a posting missing any one field is refused, on create and on update', async () => {
    await withoutRules((db) => setDoc(jobRef(db), posting));
    await eachCase(
      REQUIRED_FIELDS.map((field) => [field, field]),
      async (field) => {
        const { [field]: _dropped, ...rest } = posting;
        await assertFails(setDoc(jobRef(admin(), `missing-${field.toLowerCase()}`), rest));
        await assertFails(updateDoc(jobRef(admin()), { [field]: deleteField() }));
      },
    );
  }, 20_000);

  it('a field of the wrong type is refused, on create and on update', async () => {
    await withoutRules((db) => setDoc(jobRef(db), posting));
    await eachCase(Object.entries(WRONG_TYPES), async (value, field) => {
      await assertFails(setDoc(jobRef(admin(), `wrong-${field.toLowerCase()}`), { ...posting, [field]: value }));
      await assertFails(updateDoc(jobRef(admin()), { [field]: value }));
    });
  }, 20_000);

  it('an empty title is refused', async () => {
    await assertFails(setDoc(jobRef(admin()), { ...posting, title: '' }));
  });

  it('a posting open to no country (empty applicantCountries) is refused', async () => {
    await assertFails(setDoc(jobRef(admin()), { ...posting, applicantCountries: [] }));
  });

  it('a posting with every field right passes, including one closed (isActive false)', async () => {
    await assertSucceeds(setDoc(jobRef(admin()), { ...posting, isActive: false }));
  });
});
