import { describe, expect, it } from 'vitest';
import { validateStrict } from '../http/validation';
import { heldTeamRole, teamGrantFormSchema, teamMemberEmail, teamRoleClaims } from './roles';

describe('heldTeamRole: the claim and the role document must agree', () => {
  it('an admin: the admin claim and an active document without a role, or naming admin', () => {
    expect(heldTeamRole({ admin: true }, { active: true })).toBe('admin');
    expect(heldTeamRole({ admin: true }, { active: true, role: 'admin' })).toBe('admin');
  });

  it('another role: its claim and an active document naming it', () => {
    expect(heldTeamRole({ role: 'interviewer' }, { active: true, role: 'interviewer' })).toBe('interviewer');
    expect(heldTeamRole({ role: 'recruiter', other: 1 }, { active: true, role: 'recruiter' })).toBe('recruiter');
  });

  it('none where they disagree, or the document is inactive or missing', () => {
    // A demoted admin's old token, a promoted interviewer's old token.
    expect(heldTeamRole({ admin: true }, { active: true, role: 'interviewer' })).toBeNull();
    expect(heldTeamRole({ role: 'interviewer' }, { active: true })).toBeNull();
    expect(heldTeamRole({ role: 'admin' }, { active: true })).toBeNull();
    expect(heldTeamRole({ admin: 'true' }, { active: true })).toBeNull();
    expect(heldTeamRole({ role: 'recruiter' }, { active: false, role: 'recruiter' })).toBeNull();
    expect(heldTeamRole({ admin: true }, undefined)).toBeNull();
    expect(heldTeamRole(undefined, { active: true })).toBeNull();
  });
});

describe('teamRoleClaims', () => {
  it('sets the one claim of the role, keeping the others', () => {
    expect(teamRoleClaims({ role: 'interviewer', tier: 2 }, 'admin')).toEqual({ admin: true, tier: 2 });
    expect(teamRoleClaims({ admin: true, tier: 2 }, 'recruiter')).toEqual({ role: 'recruiter', tier: 2 });
    expect(teamRoleClaims({ admin: true, role: 'x', tier: 2 }, null)).toEqual({ tier: 2 });
    expect(teamRoleClaims(undefined, 'hiring_manager')).toEqual({ role: 'hiring_manager' });
  });
});

describe('addresses', () => {
  it('takes an address as the team keys it, lower-case', () => {
    expect(teamMemberEmail(' Ivy.Interviewer@Example.COM ')).toBe('ivy.interviewer@example.com');
  });

  it.each([
    '',
    'ivy',
    'ivy@',
    '@example.com',
    'ivy@example',
    'a b@example.com',
    'ivy@exa/mple.com',
    `${'x'.repeat(250)}@example.com`,
  ])('refuses %j', (value) => expect(teamMemberEmail(value)).toBeNull());

  it('the grant form names each problem', async () => {
    await expect(validateStrict(teamGrantFormSchema, { email: '', role: '' })).rejects.toThrow();
    await expect(validateStrict(teamGrantFormSchema, { email: 'ivy', role: 'interviewer' })).rejects.toThrow(
      'The team member must be named by an email address',
    );
    await expect(validateStrict(teamGrantFormSchema, { email: 'ivy@example.com', role: 'owner' })).rejects.toThrow();
    await expect(
      validateStrict(teamGrantFormSchema, { email: 'ivy@example.com', role: 'interviewer' }),
    ).resolves.toEqual({
      email: 'ivy@example.com',
      role: 'interviewer',
    });
  });
});
