import { createJobSchema, type Job } from '@careers/domain/jobs';
import { describe, expect, it } from 'vitest';
import { bodyOf, emptyValues, previewOf, validateJobValues, valuesOf, type JobValues } from './job-values';

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/** A complete form: every field filled as an admin would. */
const filled = (validThrough: string): JobValues => ({
  ...emptyValues(),
  title: 'Sourcing Analyst',
  description: 'Find the people our clients need.',
  responsibilities: ['Search LinkedIn every day.'],
  growthOpportunity: ['Lead a campaign.'],
  whyYoullLoveIt: [{ title: 'Remote', description: 'Work from anywhere.' }],
  applicantCountries: ['PH'],
  validThrough,
});

const stored: Job = {
  id: 'sourcing-analyst',
  title: 'Sourcing Analyst',
  company: 'Acme',
  type: 'Contract Role',
  location: 'Remote',
  description: 'Find the people our clients need.',
  isActive: true,
  responsibilities: ['Search LinkedIn every day.'],
  growthOpportunity: ['Lead a campaign.'],
  whyYoullLoveIt: [{ title: 'Remote', description: 'Work from anywhere.' }],
  applicantCountries: ['PH'],
  validThrough: new Date('2030-03-31T23:59:59.000Z'),
  postedAt: new Date('2026-01-05T10:00:00.000Z'),
};

describe('the posting form and the API judge the same body', () => {
  it('takes a posting valid through today (to the end of the UTC day), as the API does', async () => {
    const values = filled(day(0));
    expect(await validateJobValues(values)).toEqual({});
    await expect(createJobSchema.validate(bodyOf(values, null))).resolves.toBeTruthy();
  });

  it("refuses yesterday with the API's own message", async () => {
    const values = filled(day(-1));
    expect(await validateJobValues(values)).toEqual({ validThrough: 'validThrough must be in the future' });
    await expect(createJobSchema.validate(bodyOf(values, null))).rejects.toThrow('validThrough must be in the future');
  });

  it('names each field with its message, the lists by item', async () => {
    const errors = await validateJobValues({ ...filled(day(3)), title: '', responsibilities: [''] });
    expect(errors).toEqual({
      title: 'Please enter the title',
      responsibilities: ['Please fill in every item of Responsibilities'],
    });
  });
});

describe('an edit sends only what changed', () => {
  it('sends nothing for the stored values, and the end of the new day for a new validThrough', () => {
    expect(bodyOf(valuesOf(stored), stored)).toEqual({});
    expect(bodyOf({ ...valuesOf(stored), validThrough: '2030-04-30' }, stored)).toEqual({
      validThrough: '2030-04-30T23:59:59.000Z',
    });
  });

  it('never sends isActive: opening and closing are the table’s', () => {
    expect(bodyOf({ ...valuesOf(stored), isActive: false }, stored)).toEqual({});
  });

  it('reads a posting stored without a flow as its slug’s', () => {
    expect(valuesOf({ ...stored, id: 'fullstack-engineer' }).flow).toBe('screening');
    expect(valuesOf(stored).flow).toBe('recruiting');
  });
});

describe('the preview', () => {
  it('shows a new posting as the create stores it: the company’s, remote, valid to the end of the day', () => {
    const now = new Date('2026-11-28T08:00:00Z');
    const preview = previewOf(filled('2026-12-31'), null, now);
    expect(preview).toMatchObject({ title: 'Sourcing Analyst', location: 'Remote', postedAt: now });
    expect(preview.company.length).toBeGreaterThan(0);
    expect(preview.validThrough.toISOString()).toBe('2026-12-31T23:59:59.000Z');
  });

  it('shows an edit over the stored posting', () => {
    const preview = previewOf({ ...valuesOf(stored), title: 'Senior Sourcing Analyst' }, stored);
    expect(preview).toMatchObject({ id: 'sourcing-analyst', company: 'Acme', title: 'Senior Sourcing Analyst' });
  });
});
