// Firebase Auth through the Admin SDK (lib/firebase.ts): the accounts behind the ID tokens, their
// custom claims and their sessions. The decisions that read or change an account (the sign-in, the
// admin role, the erase) are handed `Accounts` by the route, trigger, gate or script that calls
// them (firebaseAccounts), and import its types only.
import type { DecodedIdToken } from 'firebase-admin/auth';
import { auth } from '../lib/firebase';

/** A verified ID token's claims (http/auth.ts verifies the token). */
export type IdToken = DecodedIdToken;

/** What the decisions read of an account. */
export interface Account {
  uid: string;
  email?: string;
  /** Whether the account's provider (Google) verified `email`. */
  emailVerified?: boolean;
  displayName?: string;
  customClaims?: Record<string, unknown>;
  /** The identity providers' accounts (Google's: providerId 'google.com', uid its subject). */
  providerData?: readonly { providerId: string; uid: string }[];
}

/** The accounts, as the decisions use them. */
export interface Accounts {
  /** The account `uid`; fails when there is none. */
  get: (uid: string) => Promise<Account>;
  /** The account `uid`, or undefined when there is none. */
  find: (uid: string) => Promise<Account | undefined>;
  /** The account whose email is `email`, or undefined when there is none. */
  findByEmail: (email: string) => Promise<Account | undefined>;
  /** Replaces the account's custom claims. */
  setClaims: (uid: string, claims: Record<string, unknown>) => Promise<void>;
  /** Ends the account's sessions: its refresh tokens no longer give new ID tokens. */
  revokeSessions: (uid: string) => Promise<void>;
  /** Deletes the account: true, or false when there was none. */
  delete: (uid: string) => Promise<boolean>;
}

const isNotFound = (error: unknown) => (error as { code?: unknown } | null)?.code === 'auth/user-not-found';

/** The project's Firebase Auth. */
export const firebaseAccounts: Accounts = {
  get: (uid) => auth.getUser(uid),
  find: (uid) =>
    auth.getUser(uid).catch((error: unknown) => {
      if (isNotFound(error)) return undefined;
      throw error;
    }),
  findByEmail: (email) =>
    auth.getUserByEmail(email).catch((error: unknown) => {
      if (isNotFound(error)) return undefined;
      throw error;
    }),
  setClaims: (uid, claims) => auth.setCustomUserClaims(uid, claims),
  revokeSessions: (uid) => auth.revokeRefreshTokens(uid),
  delete: async (uid) => {
    try {
      await auth.deleteUser(uid);
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  },
};
