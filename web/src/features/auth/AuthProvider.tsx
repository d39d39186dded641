import { emulatorGoogleSub } from '@careers/domain/shared';
import type { SessionUser, UserProfile } from '@careers/domain/users';
import type { User } from 'firebase/auth';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/api';
import { loadAuth, signInWithEmulatorCredential, standInSession } from '../../lib/firebase/auth';
import { readStoredSession } from '../../lib/firebase/stored-session';
import { usePreloaded } from '../../lib/preloaded-data';
import { firstRowsShown } from '../../lib/first-rows';
import { toast } from '../../lib/toast';
import { fetchMe, recordSignOut, verifySignIn } from './api/auth-api';
import { AuthContext, type AuthState, type AuthStatus } from './AuthContext';
import { AUTH_MESSAGES } from './messages';
import { authView, SESSION_PRELOADED_KEY } from './session';
import { dropSessionCookie, holdsSessionCookie, keepSessionCookie } from './session-cookie';

/** Keeps the session cookie of `uid`; a failure only costs the next visit its server-rendered page. */
const keepCookieOf = (uid: string) =>
  void keepSessionCookie(uid).catch((error: unknown) => console.warn('Session cookie failed', error));

/** Sends the fresh ID token to POST /auth/verify; refreshes the token when the server granted a role. */
async function verifyWithServer(user: User): Promise<UserProfile> {
  const { user: profile, claimsUpdated } = await verifySignIn(await user.getIdToken());
  if (claimsUpdated) await user.getIdToken(true);
  return profile;
}

// Set while a Firebase session exists in this browser, so a later visit knows whether there is
// a session to restore before loading the Auth SDK.
const SESSION_HINT_KEY = 'careers.auth.session';

/** Whether this browser may hold a Firebase session (true when storage cannot tell). */
function sessionMayExist(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) !== null;
  } catch {
    return true;
  }
}

function rememberSession(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(SESSION_HINT_KEY, '1');
    else window.localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage unavailable: every visit then restores through the SDK.
  }
}

/**
 * Holds the auth state in one place: loading until Firebase reports, then signed in or out.
 * A browser that has never signed in (no session hint) is signed out at once, without loading
 * the Auth SDK; the SDK loads when a session may exist or when sign-in starts. A page the server
 * rendered for a signed-in visitor (from their session cookie) starts signed in as that user, as
 * the server rendered it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const rendered = usePreloaded<SessionUser>(SESSION_PRELOADED_KEY);
  const [status, setStatus] = useState<AuthStatus>(rendered.found ? 'signedIn' : 'loading');
  const [user, setUser] = useState<SessionUser | null>(rendered.found ? rendered.value : null);
  const [profile, setProfile] = useState<UserProfile | null>(null);

  // Starts listening to Firebase Auth (loads the SDK); set while the provider is mounted.
  const startListening = useRef<() => void>(undefined);
  // Set while a sign-in is under way: its POST /auth/verify brings the profile (and creates it
  // for a first sign-in), so the listener must not ask GET /auth/me for it meanwhile.
  const signingIn = useRef(false);

  useEffect(() => {
    let active = true;
    let started = false;
    let unsubscribe: (() => void) | undefined;
    startListening.current = () => {
      if (started) return;
      started = true;
      void loadAuth().then(({ auth, sdk }) => {
        if (!active) return;
        unsubscribe = sdk.onAuthStateChanged(auth, (next) => {
          standInSession(null);
          rememberSession(next !== null);
          setUser(next);
          setStatus(next ? 'signedIn' : 'signedOut');
          if (!next) {
            setProfile(null);
            dropSessionCookie();
            return;
          }
          // A sign-in asks for its cookie once the server has verified it (completeSignIn).
          if (signingIn.current) return;
          keepCookieOf(next.uid);
          // A returning session: load the server profile. Failures are only logged (spec 8).
          fetchMe()
            .then(({ user: me }) => setProfile((current) => (current?.uid === me.uid ? current : me)))
            .catch((error: unknown) => console.warn('Profile fetch failed', error));
        });
      });
    };
    // Without a session to restore, the visitor is signed out at once and the Auth SDK stays
    // unloaded until they sign in: public pages do not pay for it. (The first render is the
    // server's, 'loading' or the signed-in user it rendered for, so a server-rendered page
    // hydrates unchanged.) A session the SDK stored with a fresh token is signed in at once from
    // it, and the SDK, which confirms it (or signs the visitor out), loads once the screen's first
    // control has shown.
    if (sessionMayExist()) {
      void readStoredSession().then((stored) => {
        if (!active) return;
        if (!stored) {
          startListening.current?.();
          return;
        }
        standInSession(stored);
        setUser(stored.user);
        setStatus('signedIn');
        void firstRowsShown().then(() => startListening.current?.());
      });
    } else {
      // A cookie without a session here (storage cleared): nobody is signed in to keep it for.
      if (holdsSessionCookie()) dropSessionCookie();
      // eslint-disable-next-line react-hooks/set-state-in-effect -- settles the state after hydration
      setStatus('signedOut');
      setUser(null);
    }
    return () => {
      active = false;
      startListening.current = undefined;
      unsubscribe?.();
    };
  }, []);

  const completeSignIn = useCallback(async (signIn: () => Promise<User>): Promise<boolean> => {
    signingIn.current = true;
    let signedIn: User | undefined;
    try {
      startListening.current?.();
      signedIn = await signIn();
      setProfile(await verifyWithServer(signedIn));
      keepCookieOf(signedIn.uid);
      toast.success(AUTH_MESSAGES.signedIn);
      return true;
    } catch (error) {
      // Firebase signed in but the server did not verify it: leave no session without a profile
      // (it would survive a reload, signed in to every screen's eyes but unknown to the API).
      if (signedIn) {
        await loadAuth()
          .then(({ auth, sdk }) => sdk.signOut(auth))
          .catch((signOutError: unknown) => console.warn('Sign-out after a failed sign-in failed', signOutError));
        setProfile(null);
      }
      toast.error(errorMessage(error, AUTH_MESSAGES.signInFailed));
      return false;
    } finally {
      signingIn.current = false;
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
      // First, and in the browser: a later visit renders nobody's page, whatever fails next.
      dropSessionCookie();
      const { auth, sdk } = await loadAuth();
      await sdk.signOut(auth);
      standInSession(null);
      setProfile(null);
      toast.success(AUTH_MESSAGES.signedOut);
      return true;
    } catch (error) {
      toast.error(errorMessage(error, AUTH_MESSAGES.signOutFailed));
      return false;
    }
  }, []);

  const value = useMemo<AuthState>(
    () => ({ ...authView(status, user, profile), signInWithGoogle, signInWithEmulatorAccount, signOut }),
    [status, user, profile, signInWithGoogle, signInWithEmulatorAccount, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
