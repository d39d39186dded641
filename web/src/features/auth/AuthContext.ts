import type { UserProfile } from '@careers/domain/users';
import type { SessionUser } from '@careers/domain/users';
import { createContext } from 'react';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

/** Everything the app knows and can do about the signed-in user. */
export interface AuthState {
  status: AuthStatus;
  /** The signed-in user (Firebase's, or the session it stored until the SDK has loaded). */
  user: SessionUser | null;
  /** The server's profile (POST /auth/verify, GET /auth/me); null until it arrives. */
  profile: UserProfile | null;
  /** Name for display: the profile's, else Google's, else the email's local part. */
  displayName: string | null;
  /** The user's email: the profile's, else Google's; '' when signed out. */
  email: string;
  /** Google popup sign-in; resolves true on success (toasts either way). */
  signInWithGoogle: () => Promise<boolean>;
  /** Emulator build only: signs in as a Google account with this email, no popup. */
  signInWithEmulatorAccount?: (email: string, name?: string) => Promise<boolean>;
  /** Records the sign-out on the server, signs out of Firebase; resolves true on success. */
  signOut: () => Promise<boolean>;
}

export const AuthContext = createContext<AuthState | null>(null);
