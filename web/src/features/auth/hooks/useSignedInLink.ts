import { signInPath } from '@careers/domain/shared';
import { useAuth } from './useAuth';

/**
 * Where a link to a signed-in page should lead: the page itself, or for a signed-out visitor
 * sign-in with the redirect back to it. While the session is still being restored it links to
 * the page: the page's guard sends a visitor who turns out to be signed out to sign-in anyway.
 */
export function useSignedInLink(path: string): string {
  const { status } = useAuth();
  return status === 'signedOut' ? signInPath(path) : path;
}
