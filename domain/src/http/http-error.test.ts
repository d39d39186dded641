import { describe, expect, it } from 'vitest';
import { httpErrorMessage, isHiringBackendPath } from './http-error';

describe('httpErrorMessage', () => {
  it("uses the server's error field, on either backend", () => {
    expect(httpErrorMessage(409, { error: 'Application already submitted' })).toBe('Application already submitted');
    expect(httpErrorMessage(409, { error: 'Already submitted' }, '/api/fullstack-screening/submit')).toBe(
      'Already submitted',
    );
  });

  it.each([undefined, null, 'text', { message: 'not the field' }, { error: 42 }])(
    'falls back to the status for %j on the main API',
    (body) => {
      expect(httpErrorMessage(502, body, '/api/admin/check-access')).toBe('HTTP error! status: 502');
    },
  );

  it("says 'Network error' on the hiring backend when the body could not be read, else 'HTTP {status}'", () => {
    expect(httpErrorMessage(502, undefined, '/api/admin/fullstack-screening/dashboard')).toBe('Network error');
    expect(httpErrorMessage(500, { message: 'x' }, '/api/fullstack-screening/check-existing')).toBe('HTTP 500');
    expect(httpErrorMessage(503, null, '/api/admin/fullstack-screening/applications?status=hired')).toBe('HTTP 503');
  });
});

describe('isHiringBackendPath', () => {
  it('is the screening calls, candidate and admin, and nothing else', () => {
    expect(isHiringBackendPath('/api/fullstack-screening/submit')).toBe(true);
    expect(isHiringBackendPath('/api/admin/fullstack-screening/applications/u1/reassess')).toBe(true);
    expect(isHiringBackendPath('/api/admin/fullstack-screening?x=1')).toBe(true);
    expect(isHiringBackendPath('/api/admin/applications')).toBe(false);
    expect(isHiringBackendPath('/api/fullstack-screeningx')).toBe(false);
    expect(isHiringBackendPath('/api/offers/my-offers')).toBe(false);
  });
});
