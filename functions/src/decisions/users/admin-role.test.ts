import { describe, expect, it } from 'vitest';
import { holdsAdminRole, shouldGrantAdmin } from './admin-role';

const listed = { adminEmails: ['boss@example.com'], currentClaims: {}, role: undefined, identities: [] };

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
      shouldGrantAdmin({
        ...listed,
        email: 'boss@example.com',
        emailVerified: true,
        currentClaims: { admin: true },
        role: { active: true },
      }),
    ).toBe(false);
  });

  it('an explicit revocation wins over ADMIN_EMAILS', () => {
    expect(
      shouldGrantAdmin({ ...listed, email: 'boss@example.com', emailVerified: true, role: { active: false } }),
    ).toBe(false);
  });

  it("a revocation of the person's identity wins too, whatever this account's role says (a new account after an erase)", () => {
    const verified = { ...listed, email: 'boss@example.com', emailVerified: true };
    expect(shouldGrantAdmin({ ...verified, identities: [{ active: false }] })).toBe(false);
    expect(shouldGrantAdmin({ ...verified, identities: [{ active: true }, { active: false }] })).toBe(false);
    expect(shouldGrantAdmin({ ...verified, identities: [{ active: true }] })).toBe(true);
  });

  it('grants again a listed admin whose role document is missing (claim alone does not count)', () => {
    expect(
      shouldGrantAdmin({ ...listed, email: 'boss@example.com', emailVerified: true, currentClaims: { admin: true } }),
    ).toBe(true);
  });

  it('refuses a user without an email', () => {
    expect(shouldGrantAdmin({ ...listed, email: undefined, emailVerified: true })).toBe(false);
  });
});

describe('holdsAdminRole', () => {
  it('needs both the claim and an active role document', () => {
    expect(holdsAdminRole({ admin: true }, { active: true })).toBe(true);
    expect(holdsAdminRole({ admin: true }, { active: false })).toBe(false);
    expect(holdsAdminRole({ admin: true }, undefined)).toBe(false);
    expect(holdsAdminRole({}, { active: true })).toBe(false);
    expect(holdsAdminRole({ admin: 'true' }, { active: true })).toBe(false);
  });
});
