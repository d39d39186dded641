import { describe, expect, it } from 'vitest';
import { displayNameFor, profileUpdateSchema } from './user';
import { validateStrict } from '../http/validation';

describe('displayNameFor', () => {
  it('prefers the trimmed name', () => {
    expect(displayNameFor('  Maria Santos ', 'maria@example.com')).toBe('Maria Santos');
  });

  it("falls back to the email's local part", () => {
    expect(displayNameFor('   ', 'maria.santos@example.com')).toBe('maria.santos');
    expect(displayNameFor(undefined, 'x@example.com')).toBe('x');
  });
});

describe('profileUpdateSchema', () => {
  it('trims the name', async () => {
    expect(await validateStrict(profileUpdateSchema, { name: '  Ana  ' })).toEqual({ name: 'Ana' });
  });

  it('refuses fields a user may not set', async () => {
    await expect(validateStrict(profileUpdateSchema, { name: 'Ana', isAdmin: true })).rejects.toThrow(
      'Unexpected field: isAdmin',
    );
  });
});
