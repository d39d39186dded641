import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import { jobSlugBodyField, jobSlugQueryField } from './job-slug-fields';

const body = object({ job_slug: jobSlugBodyField('marketing-analyst-recruiting') });
const query = object({ job_slug: jobSlugQueryField });
const messageOf = async (run: () => Promise<unknown>) =>
  run().then(
    () => null,
    (error: Error) => error.message,
  );

describe('job_slug', () => {
  it('takes a slug, and the specification’s posting when a body names none', async () => {
    expect(await body.validate({ job_slug: ' campaign-2 ' })).toEqual({ job_slug: 'campaign-2' });
    expect(await body.validate({})).toEqual({ job_slug: 'marketing-analyst-recruiting' });
    expect(await query.validate({})).toEqual({});
    expect(await query.validate({ job_slug: 'fullstack-engineer' })).toEqual({ job_slug: 'fullstack-engineer' });
  });

  it('refuses what could not be a document id’s part: a slash, capitals, spaces, double hyphens', async () => {
    for (const slug of ['a/b', '../jobs', 'Campaign', 'two words', 'a--b', '-a', 'a-']) {
      expect(await messageOf(() => body.validate({ job_slug: slug }))).toBe(
        'job_slug must be a posting’s slug: lower-case letters, digits and single hyphens',
      );
      expect(await messageOf(() => query.validate({ job_slug: slug }))).toBe(
        'job_slug must be a posting’s slug: lower-case letters, digits and single hyphens',
      );
    }
  });

  it('refuses a query parameter that is not one text, and a slug over 100 characters', async () => {
    expect(await messageOf(() => query.validate({ job_slug: ['a', 'b'] }))).toBe('job_slug must be a text');
    expect(await messageOf(() => query.validate({ job_slug: { a: 'b' } }))).toBe('job_slug must be a text');
    expect(await messageOf(() => body.validate({ job_slug: 'a'.repeat(101) }))).toBe('job_slug is too long');
  });
});
