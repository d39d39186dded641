import { describe, expect, it } from 'vitest';
import { headerSignInLink, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('keeps a path of this site, with its query and hash', () => {
    expect(safeRedirect('/jobs/fullstack-engineer/apply?x=1#top')).toBe('/jobs/fullstack-engineer/apply?x=1#top');
  });

  it.each([null, '', 'https://evil.example', '//evil.example/path', '/\\evil.example', 'javascript:alert(1)'])(
    'sends %j home',
    (value) => {
      expect(safeRedirect(value)).toBe('/');
    },
  );
});

describe('headerSignInLink', () => {
  it('comes back to the current page, with its query and hash', () => {
    expect(headerSignInLink({ pathname: '/jobs/x', search: '?a=1', hash: '#top' })).toBe(
      '/signin?redirect=%2Fjobs%2Fx%3Fa%3D1%23top',
    );
  });

  it('keeps the redirect of the sign-in page it is on instead of nesting it', () => {
    expect(headerSignInLink({ pathname: '/signin', search: '?redirect=%2Fx', hash: '' })).toBe('/signin?redirect=%2Fx');
    expect(headerSignInLink({ pathname: '/signin', search: '?redirect=%2Fjob-offers%3Ftab%3D1', hash: '' })).toBe(
      '/signin?redirect=%2Fjob-offers%3Ftab%3D1',
    );
  });

  it('is plain sign-in on a sign-in page without a redirect', () => {
    expect(headerSignInLink({ pathname: '/signin', search: '', hash: '' })).toBe('/signin');
  });
});
