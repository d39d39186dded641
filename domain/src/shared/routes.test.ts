import { describe, expect, it } from 'vitest';
import { applyPath, fillPath, jobOfferPath, jobPath, signInPath, withQuery } from './routes';

describe('page paths', () => {
  it('builds the job, apply and offer paths', () => {
    expect(jobPath('marketing-analyst-recruiting')).toBe('/jobs/marketing-analyst-recruiting');
    expect(applyPath('fullstack-engineer')).toBe('/jobs/fullstack-engineer/apply');
    expect(jobOfferPath('offer-1')).toBe('/job-offers/offer-1');
  });

  it('encodes parameters and refuses a missing one', () => {
    expect(fillPath('/a/:id/b', { id: 'x/y' })).toBe('/a/x%2Fy/b');
    expect(() => fillPath('/a/:id', {})).toThrow('missing path parameter id for /a/:id');
  });

  it('sign-in comes back to the encoded path', () => {
    expect(signInPath('/jobs/x/apply?a=1')).toBe('/signin?redirect=%2Fjobs%2Fx%2Fapply%3Fa%3D1');
  });
});

describe('signInPath round trip', () => {
  it('keeps the origin as one parameter', () => {
    expect(new URLSearchParams(signInPath('/a?b=c&d=e').split('?')[1]).get('redirect')).toBe('/a?b=c&d=e');
  });
});

describe('withQuery', () => {
  it('appends the parameters that have a value, encoded, and nothing without any', () => {
    expect(withQuery('/api/x', { job_slug: 'a-b', after: undefined, status: null, search: '' })).toBe(
      '/api/x?job_slug=a-b',
    );
    expect(withQuery('/api/x', { status: 'hired', posting: 'a b&c' })).toBe('/api/x?status=hired&posting=a+b%26c');
    expect(withQuery('/api/x', {})).toBe('/api/x');
    expect(withQuery('/api/x', { after: undefined })).toBe('/api/x');
  });
});
