import { string, type InferType } from 'yup';
import { strictObject } from '../http/validation';
import type { MailPreferences } from '../mail/preferences';
import type { TeamRole } from '../team/roles';

/** users/{uid} as functions write it (Dates are stored as Firestore Timestamps). */
export interface UserDocument {
  uid: string;
  name: string;
  email: string;
  photoURL: string | null;
  emailVerified: boolean;
  createdAt: Date;
  updatedAt: Date;
  lastLoginAt: Date;
  lastLogoutAt?: Date;
  /** Whether the non-essential mails are sent (PUT /api/me/mail-preferences); absent: they are. */
  mailPreferences?: MailPreferences;
}

/** The profile the server keeps in users/{uid} and returns from /auth/verify and /auth/me. */
export interface UserProfile {
  uid: string;
  name: string;
  email: string;
  photoURL: string | null;
  emailVerified: boolean;
  isAdmin: boolean;
  /** The hiring team's role held now (domain/src/team/roles.ts): null for none; absent from answers before the roles. */
  teamRole?: TeamRole | null;
  createdAt: string;
  lastLoginAt: string;
}

/**
 * adminRoles/{uid}, written by functions and the admin script beside the role's custom claim (`admin`, or `role`).
 * The claim grants; this document must agree (`active`) for the role to count anywhere, so a
 * revocation takes effect at once, in the rules as well, without waiting for the user's token
 * to expire. An explicit revocation (`active: false`) also wins over ADMIN_EMAILS at sign-in.
 */
export interface AdminRole {
  uid: string;
  email: string | null;
  active: boolean;
  /** The role held (heldTeamRole, domain/src/team/roles.ts); without it, admin. */
  role?: TeamRole;
  /** Who changed it last: 'ADMIN_EMAILS' (granted at sign-in), 'script' (npm run admin), or a uid. */
  updated_by: string;
  updated_at: Date;
}

export const PROFILE_NAME_MAX = 100;

/** What the sign-in and profile calls answer beside their data. */
export const USER_MESSAGES = {
  /** A call that can send the caller a mail, with a token whose email Google did not verify. */
  emailNotVerified: "Your Google account's email address is not verified. Verify it with Google, then sign in again.",
  /** A self-service erase by a current admin. */
  adminCannotErase:
    'An administrator cannot delete their own account. Ask another administrator to revoke your admin role first.',
} as const;

/** POST /auth/verify body. */
export const verifyTokenSchema = strictObject({
  idToken: string().trim().required('idToken is required'),
});

/** PUT /auth/profile body: the fields a user may change about themselves. */
export const profileUpdateSchema = strictObject({
  name: string()
    .trim()
    .required('Name is required')
    .max(PROFILE_NAME_MAX, `Name must be at most ${PROFILE_NAME_MAX} characters`),
});

export type ProfileUpdate = InferType<typeof profileUpdateSchema>;

// In its own module, free of yup, so the web app's first script can use it without the
// schemas above (docs/performance.md).
export { displayNameFor } from './user-name';

/**
 * The signed-in user as a browser session holds it (the Auth SDK's user, or the session it stored)
 * and as a verified ID token names it: what the screens show of who is signed in.
 */
export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
}
