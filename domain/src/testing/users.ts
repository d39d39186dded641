import type { UserDocument } from '../users/user';
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
