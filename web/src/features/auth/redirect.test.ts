import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

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
