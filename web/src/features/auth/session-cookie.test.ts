// @vitest-environment jsdom
// The browser's upkeep of the session cookie. POST /auth/session is stood in for (it sets the
// cookie, as the server's Set-Cookie would); the call itself is functions/test/candidate-pages.test.ts's.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dropSessionCookie, holdsSessionCookie, keepSessionCookie } from './session-cookie';

const { startSession } = vi.hoisted(() => ({ startSession: vi.fn() }));
vi.mock('./api/auth-api', () => ({ startSession }));

const DAY = 86_400_000;
const cookieValue = () => /(?:^|; )__session=([^;]*)/.exec(document.cookie)?.[1] ?? null;

/** The server's answer for `uid`: its cookie set, expiring in `days`. */
function serverGives(uid: string, days = 14) {
  return () => {
    document.cookie = `__session=cookie-of-${uid}; Path=/`;
    return Promise.resolve({ expires_at: new Date(Date.now() + days * DAY).toISOString() });
  };
}

beforeEach(() => {
  dropSessionCookie();
  startSession.mockReset();
});

describe('the session cookie in the browser', () => {
  it('is asked for once, and again only a day before it expires', async () => {
    startSession.mockImplementation(serverGives('ann', 14));
    await keepSessionCookie('ann');
    await keepSessionCookie('ann');
    expect(startSession).toHaveBeenCalledTimes(1);
    expect(cookieValue()).toBe('cookie-of-ann');

    dropSessionCookie();
    startSession.mockImplementation(serverGives('ann', 0.5));
    await keepSessionCookie('ann');
    await keepSessionCookie('ann');
    expect(startSession).toHaveBeenCalledTimes(3);
  });

  it("removes another account's cookie before asking, even when the new one does not come", async () => {
    startSession.mockImplementation(serverGives('ann'));
    await keepSessionCookie('ann');
    startSession.mockRejectedValue(new Error('offline'));
    await expect(keepSessionCookie('bob')).rejects.toThrow('offline');
    expect(holdsSessionCookie()).toBe(false);
  });

  it('asks again when the cookie is gone though it was given', async () => {
    startSession.mockImplementation(serverGives('ann'));
    await keepSessionCookie('ann');
    document.cookie = '__session=; Max-Age=0; Path=/';
    await keepSessionCookie('ann');
    expect(startSession).toHaveBeenCalledTimes(2);
  });

  it('a sign-out while the cookie is being asked for removes what the answer set', async () => {
    let answer: () => void = () => undefined;
    startSession.mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = () => {
            document.cookie = '__session=late; Path=/';
            resolve({ expires_at: new Date(Date.now() + 14 * DAY).toISOString() });
          };
        }),
    );
    const asking = keepSessionCookie('ann');
    dropSessionCookie();
    answer();
    await asking;
    expect(holdsSessionCookie()).toBe(false);
  });
});
