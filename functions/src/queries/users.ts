// The caller's profile as the API answers it (GET /auth/me, and the answers of sign-in and of a
// profile change).
import type { TeamRole } from '@careers/domain/team';
import type { UserDocument, UserProfile, UserResponse } from '@careers/domain/users';
import { notFound, ok, type Outcome } from '../outcome';
import { readUser } from '../stores/users';

/** A signed-in user without users/{uid}: POST /auth/verify creates it. */
export const PROFILE_NOT_FOUND = 'Profile not found: sign in first';

/** The profile the API answers with, and the team role its user holds now. */
export function toUserProfile(doc: UserDocument, role: TeamRole | null): UserProfile {
  return {
    uid: doc.uid,
    name: doc.name,
    email: doc.email,
    photoURL: doc.photoURL,
    emailVerified: doc.emailVerified,
    isAdmin: role === 'admin',
    teamRole: role,
    createdAt: doc.createdAt.toISOString(),
    lastLoginAt: doc.lastLoginAt.toISOString(),
  };
}

/** The caller's profile, or not found before their first sign-in. */
export async function userProfile(uid: string, role: TeamRole | null): Promise<Outcome<UserResponse>> {
  const doc = await readUser(uid);
  return doc ? ok({ user: toUserProfile(doc, role) }) : notFound(PROFILE_NOT_FOUND);
}
