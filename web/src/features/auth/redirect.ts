import { ROUTES, signInPath } from '@careers/domain/shared';

/** Where to go after sign-in: the `redirect` parameter when it is a path of this site, else home. */
export function safeRedirect(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return '/';
  return redirect;
}

/**
 * The header's 'Sign In' link: sign-in that comes back to the current page. On the sign-in page
 * itself it keeps that page's redirect (else it would nest /signin?redirect=/signin?redirect=...).
 */
export function headerSignInLink({ pathname, search, hash }: { pathname: string; search: string; hash: string }) {
  if (pathname === ROUTES.signIn) {
    const redirect = new URLSearchParams(search).get('redirect');
    return redirect === null ? ROUTES.signIn : signInPath(redirect);
  }
  return signInPath(pathname + search + hash);
}
