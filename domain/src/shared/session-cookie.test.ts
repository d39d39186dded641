import { describe, expect, it } from 'vitest';
import { clearedSessionCookie, hasSessionCookie } from './session-cookie';

describe('the session cookie in the browser', () => {
  it('is removed site-wide, Secure on https only', () => {
    expect(clearedSessionCookie(false)).toBe('__session=; Max-Age=0; Path=/; SameSite=Lax');
    expect(clearedSessionCookie(true)).toBe('__session=; Max-Age=0; Path=/; SameSite=Lax; Secure');
  });

  it('is found by its exact name, with a value', () => {
    expect(hasSessionCookie('theme=dark; __session=x.y.z; other=1')).toBe(true);
    expect(hasSessionCookie('__session=x')).toBe(true);
    expect(hasSessionCookie('x__session=x.y.z')).toBe(false);
    expect(hasSessionCookie('session=x.y.z; __sessionx=1')).toBe(false);
    expect(hasSessionCookie('__session=')).toBe(false);
    expect(hasSessionCookie('')).toBe(false);
  });
});
