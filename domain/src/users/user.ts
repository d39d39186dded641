import { string, type InferType } from 'yup';
import { strictObject } from '../http/validation';

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
}

/** The profile the server keeps in users/{uid} and returns from /auth/verify and /auth/me. */
export interface UserProfile {
  uid: string;
  name: string;
  email: string;
  photoURL: string | null;
  emailVerified: boolean;
  isAdmin: boolean;
  createdAt: string;
  lastLoginAt: string;
}

export const PROFILE_NAME_MAX = 100;

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
