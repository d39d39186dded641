import { describe, expect, it } from 'vitest';
import { sessionOf } from './stored-session';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const stored = (expirationTime: number, overrides: Record<string, unknown> = {}) => ({
  uid: 'u-1',
  email: 'ana@example.com',
  displayName: 'Ana Cruz',
  photoURL: null,
  emailVerified: true,
  stsTokenManager: { accessToken: 'id-token', refreshToken: 'refresh', expirationTime },
  ...overrides,
});

describe('sessionOf', () => {
  it('answers the user and the ID token of a session whose token is fresh', () => {
    expect(sessionOf(stored(NOW + 30 * 60_000), NOW)).toEqual({
      user: { uid: 'u-1', email: 'ana@example.com', displayName: 'Ana Cruz', photoURL: null, emailVerified: true },
      idToken: 'id-token',
      expiresAt: NOW + 30 * 60_000,
    });
  });

  it('leaves a token expiring within five minutes, or expired, to the SDK', () => {
    expect(sessionOf(stored(NOW + 4 * 60_000), NOW)).toBeNull();
    expect(sessionOf(stored(NOW - 1), NOW)).toBeNull();
  });

  it('answers nothing for what is not a stored session', () => {
    expect(sessionOf(undefined, NOW)).toBeNull();
    expect(sessionOf('text', NOW)).toBeNull();
    expect(sessionOf(stored(NOW + 30 * 60_000, { uid: 7 }), NOW)).toBeNull();
    expect(sessionOf(stored(NOW + 30 * 60_000, { stsTokenManager: {} }), NOW)).toBeNull();
    expect(sessionOf(stored(Number.NaN), NOW)).toBeNull();
  });
});
