import { expect } from 'vitest';
import type { ApiAnswer } from '../../tests/support/api';

/**
 * Malformed JSON is refused by the platform's body parser before the API runs: a 400 whose
 * body is the platform's, without a stack trace.
 */
export function expectPlatformRefusal(answer: ApiAnswer) {
  expect(answer.status).toBe(400);
  expect(answer.text).not.toMatch(/at JSON\.parse|node_modules|SyntaxError/);
}
