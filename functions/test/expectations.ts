import { expect } from 'vitest';
import type { ApiAnswer } from '../../tests/support/api';
import { PLATFORM_BAD_REQUEST } from '../../tests/support/platform';

/**
 * A body that is not valid JSON (or JSON whose top level is not an object or array) is refused
 * by the platform's body parser before the API runs: exactly the platform's documented 400 page
 * (tests/support/platform.ts), which carries no stack trace.
 */
export function expectPlatformRefusal(answer: ApiAnswer) {
  expect(answer.status).toBe(PLATFORM_BAD_REQUEST.status);
  expect(answer.headers.get('content-type')).toBe(PLATFORM_BAD_REQUEST.contentType);
  expect(answer.text).toBe(PLATFORM_BAD_REQUEST.body);
}
