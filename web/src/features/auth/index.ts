// What the other features and the app may use of the sign-in: the auth state (its context and
// useAuth), the guard of signed-in routes, signing out, and links that pass through sign-in.
// Not here, so that no importer of this file carries them: the provider (AuthProvider.tsx, which
// loads the Firebase SDK; the app mounts it once, and the server renderer of the public pages,
// which reaches this file through their screens, must not start Firebase) and the sign-in page
// and admin guard (lazy route chunks the router loads by path, as every feature's screens).
export { AuthContext, type AuthState, type AuthStatus } from './AuthContext';
export { RequireAuth } from './components/RequireAuth';
export { useAuth } from './hooks/useAuth';
export { useSignedInLink } from './hooks/useSignedInLink';
export { useSignOutToHome } from './hooks/useSignOutToHome';
export { headerSignInLink } from './redirect';
