import { describe, expect, it } from 'vitest';
import { isDocumentId } from './document-id';

describe('isDocumentId', () => {
  it('accepts a uid', () => {
    expect(isDocumentId('demo-hired')).toBe(true);
    expect(isDocumentId('x'.repeat(128))).toBe(true);
  });

  it.each([undefined, ['a', 'b'], '', '.', '..', 'a/b', '__name__', 'x'.repeat(129)])('refuses %j', (id) => {
    expect(isDocumentId(id)).toBe(false);
  });
});
