import { describe, expect, it } from 'vitest';
import { httpErrorMessage } from './http-error';

describe('httpErrorMessage', () => {
  it("uses the server's error field", () => {
    expect(httpErrorMessage(409, { error: 'Application already submitted' })).toBe('Application already submitted');
  });

  it.each([undefined, null, 'text', { message: 'not the field' }, { error: 42 }])(
    'falls back to the status for %j',
    (body) => {
      expect(httpErrorMessage(502, body)).toBe('HTTP error! status: 502');
    },
  );
});
