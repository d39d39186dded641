import { clearedSessionCookie } from '@careers/domain/shared';
import { describe, expect, it } from 'vitest';
import { sessionCookie, sessionTokenOf } from './session-cookie';

describe('the session cookie on the server', () => {
  it('is kept site-wide for its time, Lax, Secure on https only', () => {
    expect(sessionCookie('a.b.c', 1_209_600, true)).toBe(
      '__session=a.b.c; Max-Age=1209600; Path=/; Secure; SameSite=Lax',
    );
    expect(sessionCookie('a.b.c', 60, false)).toBe('__session=a.b.c; Max-Age=60; Path=/; SameSite=Lax');
  });

  it("is read from a request's cookies, and nothing from other cookies", () => {
    expect(sessionTokenOf('theme=dark; __session=x.y.z; other=1')).toBe('x.y.z');
    expect(sessionTokenOf('session=x.y.z')).toBeNull();
    expect(sessionTokenOf('__session=')).toBeNull();
    expect(sessionTokenOf(undefined)).toBeNull();
    expect(sessionTokenOf('%%%; ;=')).toBeNull();
  });

  it("is removed by the browser's removal string as by the server's", () => {
    // Both name the same cookie (name and path): what the browser writes replaces what the server set.
    expect(clearedSessionCookie(false)).toMatch(/^__session=; Max-Age=0; Path=\//);
  });
});
