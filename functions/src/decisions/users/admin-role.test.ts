import { describe, expect, it } from 'vitest';
import { shouldGrantAdmin } from './admin-role';

const listed = { adminEmails: ['boss@example.com'], currentClaims: {} };

describe('shouldGrantAdmin', () => {
  it('grants a listed, verified email, whatever its case', () => {
    expect(shouldGrantAdmin({ ...listed, email: 'Boss@Example.com', emailVerified: true })).toBe(true);
  });

  it('refuses an unverified email even when listed', () => {
    expect(shouldGrantAdmin({ ...listed, email: 'boss@example.com', emailVerified: false })).toBe(false);
  });

  it('refuses an email that is not listed', () => {
    expect(shouldGrantAdmin({ ...listed, email: 'someone@example.com', emailVerified: true })).toBe(false);
  });

  it('does nothing for a user who is already an admin', () => {
    expect(
      shouldGrantAdmin({ ...listed, email: 'boss@example.com', emailVerified: true, currentClaims: { admin: true } }),
    ).toBe(false);
  });

  it('refuses a user without an email', () => {
    expect(shouldGrantAdmin({ ...listed, email: undefined, emailVerified: true })).toBe(false);
  });
});
