import { displayNameFor, emulatorGoogleSub, type UserProfile } from '@careers/domain';
import type { User } from 'firebase/auth';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/api';
import { loadAuth, signInWithEmulatorCredential } from '../../lib/firebase/auth';
import { fetchMe, recordSignOut, verifySignIn } from './api/auth-api';
import { AuthContext, type AuthState, type AuthStatus } from './AuthContext';
import { AUTH_MESSAGES } from './messages';

/** Sends the fresh ID token to POST /auth/verify; refreshes the token when the server granted a role. */
async function verifyWithServer(user: User): Promise<UserProfile> {
  const { user: profile, claimsUpdated } = await verifySignIn(await user.getIdToken());
  if (claimsUpdated) await user.getIdToken(true);
  return profile;
}

/** Holds the auth state in one place: loading until Firebase reports, then signed in or out. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthStatus>('loading');
  const [user, setUser] = useState<User | null>(null);
  const [profile, setProfile] = useState<UserProfile | null>(null);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void loadAuth().then(({ auth, sdk }) => {
      if (cancelled) return;
      unsubscribe = sdk.onAuthStateChanged(auth, (next) => {
        setUser(next);
        setStatus(next ? 'signedIn' : 'signedOut');
        if (!next) {
          setProfile(null);
          return;
        }
        // A returning session: load the server profile. Failures are only logged (spec 8).
        fetchMe()
          .then(({ user: me }) => setProfile((current) => (current?.uid === me.uid ? current : me)))
          .catch((error: unknown) => console.warn('Profile fetch failed', error));
      });
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, []);

  const completeSignIn = useCallback(async (signIn: () => Promise<User>): Promise<boolean> => {
    try {
      const signedIn = await signIn();
      setProfile(await verifyWithServer(signedIn));
      toast.success(AUTH_MESSAGES.signedIn);
      return true;
    } catch (error) {
      toast.error(errorMessage(error, AUTH_MESSAGES.signInFailed));
      return false;
    }
  }, []);

  const signInWithGoogle = useCallback(
    () =>
      completeSignIn(async () => {
        const { auth, sdk } = await loadAuth();
        const provider = new sdk.GoogleAuthProvider();
        provider.setCustomParameters({ prompt: 'select_account' });
        return (await sdk.signInWithPopup(auth, provider)).user;
      }),
    [completeSignIn],
  );

  // The auth emulator accepts an unsigned JSON token as a Google credential; production builds
  // drop this branch (__USE_EMULATORS__ is a build-time constant).
  const signInWithEmulatorAccount = useMemo(
    () =>
      __USE_EMULATORS__
        ? (email: string, name?: string) =>
            completeSignIn(() =>
              signInWithEmulatorCredential({
                sub: emulatorGoogleSub(email),
                email,
                email_verified: true,
                ...(name ? { name } : {}),
              }),
            )
        : undefined,
    [completeSignIn],
  );

  const signOut = useCallback(async (): Promise<boolean> => {
    try {
      // Recording the sign-out must not keep the user signed in when the server is unreachable.
      await recordSignOut().catch((error: unknown) => console.warn('Sign-out record failed', error));
      const { auth, sdk } = await loadAuth();
      await sdk.signOut(auth);
      setProfile(null);
      toast.success(AUTH_MESSAGES.signedOut);
      return true;
    } catch (error) {
      toast.error(errorMessage(error, AUTH_MESSAGES.signOutFailed));
      return false;
    }
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      status,
      user,
      profile,
      displayName: user ? displayNameFor(profile?.name ?? user.displayName, user.email) : null,
      signInWithGoogle,
      signInWithEmulatorAccount,
      signOut,
    }),
    [status, user, profile, signInWithGoogle, signInWithEmulatorAccount, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
