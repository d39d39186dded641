import { describe, expect, it } from 'vitest';
import { safeRedirect, signInPath } from './redirect';

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

describe('signInPath', () => {
  it('encodes the origin so it survives as one parameter', () => {
    expect(signInPath('/jobs/a/apply?step=2')).toBe('/signin?redirect=%2Fjobs%2Fa%2Fapply%3Fstep%3D2');
    expect(new URLSearchParams(signInPath('/a?b=c&d=e').split('?')[1]).get('redirect')).toBe('/a?b=c&d=e');
  });
});
