import type { AdminRole, UserDocument } from '../src/users/user';
import type { TestAccount } from './accounts';

/** The users/{uid} document of an account. */
export function makeUserDocument(account: TestAccount, overrides: Partial<UserDocument> = {}): UserDocument {
  const now = new Date();
  return {
    uid: account.uid,
    name: account.name,
    email: account.email,
    photoURL: null,
    emailVerified: true,
    createdAt: now,
    updatedAt: now,
    lastLoginAt: now,
    ...overrides,
  };
}

/** The adminRoles/{uid} document of an admin account, or of another role of the team (active). */
export function makeAdminRole(account: Pick<TestAccount, 'uid' | 'teamRole'> & { email: string | null }): AdminRole {
  return {
    uid: account.uid,
    email: account.email,
    active: true,
    ...(account.teamRole ? { role: account.teamRole } : {}),
    updated_by: 'seed',
    updated_at: new Date(),
  };
}
