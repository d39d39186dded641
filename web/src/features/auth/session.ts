// The auth state's data, as the provider holds it and as the server renders a signed-in page with
// it: one function, so the page the server sends and the browser's first render agree.
import { displayNameFor, type UserProfile } from '@careers/domain/users';
import type { SessionUser } from '@careers/domain/users';
import type { AuthState, AuthStatus } from './AuthContext';

/** The key of the signed-in user a server-rendered page embeds (lib/preloaded-data.ts). */
export const SESSION_PRELOADED_KEY = 'auth:session';

/** The state's data: who is signed in, and the name and address the screens show. */
export function authView(
  status: AuthStatus,
  user: SessionUser | null,
  profile: UserProfile | null,
): Pick<AuthState, 'status' | 'user' | 'profile' | 'displayName' | 'email'> {
  return {
    status,
    user,
    profile,
    displayName: user ? displayNameFor(profile?.name ?? user.displayName, user.email) : null,
    email: profile?.email ?? user?.email ?? '',
  };
}
