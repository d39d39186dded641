import { describe, expect, it } from 'vitest';
import { publicPageRoute } from './public-pages';

describe('publicPageRoute', () => {
  it.each([
    ['/', { kind: 'home' }],
    ['/jobs/fullstack-engineer', { kind: 'job', slug: 'fullstack-engineer' }],
    ['/jobs/fullstack-engineer/', { kind: 'job', slug: 'fullstack-engineer' }],
    ['/jobs/Not%20A%20Slug', { kind: 'job', slug: 'Not A Slug' }],
    ['/jobs/fullstack-engineer/apply', null],
    ['/jobs', null],
    ['/privacy', null],
  ])('%s', (path, route) => expect(publicPageRoute(path)).toEqual(route));
});
