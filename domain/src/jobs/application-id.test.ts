import { describe, expect, it } from 'vitest';
import { applicationIdParts, recruitingApplicationId, screeningApplicationId } from './application-id';
import { screeningPath } from '../screening/paths';
import { screeningSubmitBodySchema } from '../screening/postings';
import { validateStrict } from '../http/validation';
import { makeScreeningForm } from '@careers/domain/testing';

describe('screeningApplicationId', () => {
  it("is the candidate's uid for the specification's full-stack posting, named or not", () => {
    expect(screeningApplicationId('u1')).toBe('u1');
    expect(screeningApplicationId('u1', 'fullstack-engineer')).toBe('u1');
  });

  it('is one id per posting for any other screening posting, never the uid or another’s', () => {
    const backend = screeningApplicationId('u1', 'backend-engineer-intern');
    expect(backend).toBe('u1__backend-engineer-intern');
    expect(screeningApplicationId('u1', 'data-engineer-intern')).toBe('u1__data-engineer-intern');
    expect(screeningApplicationId('u2', 'backend-engineer-intern')).toBe('u2__backend-engineer-intern');
  });

  it("keeps each flow's own specification posting at the uid (the same rule, not the same posting)", () => {
    expect(recruitingApplicationId('u1', 'fullstack-engineer')).toBe('u1__fullstack-engineer');
    expect(screeningApplicationId('u1', 'marketing-analyst-recruiting')).toBe('u1__marketing-analyst-recruiting');
  });
});

describe('applicationIdParts', () => {
  it('reads the candidate and the posting back from an id', () => {
    expect(applicationIdParts('u1', 'fullstack-engineer')).toEqual({ uid: 'u1', jobSlug: 'fullstack-engineer' });
    expect(applicationIdParts('u1__backend-engineer-intern', 'fullstack-engineer')).toEqual({
      uid: 'u1',
      jobSlug: 'backend-engineer-intern',
    });
  });
});

describe('screeningSubmitBodySchema', () => {
  it('takes the form with or without job_slug (the specification’s posting by default), and still refuses an unknown field', async () => {
    const form = makeScreeningForm();
    expect((await validateStrict(screeningSubmitBodySchema, form)).job_slug).toBe('fullstack-engineer');
    expect((await validateStrict(screeningSubmitBodySchema, { ...form, job_slug: ' data-intern ' })).job_slug).toBe(
      'data-intern',
    );
    await expect(validateStrict(screeningSubmitBodySchema, { ...form, posting: 'x' })).rejects.toThrow(
      'Unexpected field: posting',
    );
    await expect(validateStrict(screeningSubmitBodySchema, { ...form, job_slug: 'x'.repeat(101) })).rejects.toThrow(
      'job_slug is too long',
    );
  });
});

describe('screeningPath', () => {
  it('is the specification’s page for the full-stack posting, the same page with ?job= for another', () => {
    expect(screeningPath()).toBe('/fullstack-screening');
    expect(screeningPath('fullstack-engineer')).toBe('/fullstack-screening');
    expect(screeningPath('backend-engineer-intern')).toBe('/fullstack-screening?job=backend-engineer-intern');
  });
});
