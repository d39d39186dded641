import { describe, expect, it } from 'vitest';
import { candidatePageRoute, isSameOriginPath, publicPagePath, publicPageRoute } from './public-pages';

describe('publicPageRoute', () => {
  it.each([
    ['/', { kind: 'home' }],
    ['/jobs/fullstack-engineer', { kind: 'job', slug: 'fullstack-engineer' }],
    ['/jobs/fullstack-engineer/', { kind: 'job', slug: 'fullstack-engineer' }],
    ['/jobs/Not%20A%20Slug', { kind: 'job', slug: 'Not A Slug' }],
    ['/jobs/fullstack-engineer/apply', null],
    ['/jobs', null],
    ['/privacy', null],
    ['//evil.example/', null],
    ['//evil.example/jobs/x', null],
    ['/\\evil.example/', null],
  ])('%s', (path, route) => expect(publicPageRoute(path)).toEqual(route));
});

describe('candidatePageRoute', () => {
  it.each([
    ['/fullstack-screening', { kind: 'screening' }],
    ['/jobs/marketing-analyst-recruiting/apply', { kind: 'apply', slug: 'marketing-analyst-recruiting' }],
    ['/jobs/Not%20A%20Slug/apply', { kind: 'apply', slug: 'Not A Slug' }],
    // Not percent-encoding: none (the app answers it), never an exception.
    ['/jobs/%E0%A4%A/apply', null],
    ['/jobs/x/apply/', null],
    ['/jobs/x', null],
    ['/fullstack-screening/', null],
    ['/profile', null],
  ])('%s', (path, route) => expect(candidatePageRoute(path)).toEqual(route));
});

describe('publicPagePath', () => {
  it.each([
    ['/', '/'],
    ['/jobs/fullstack-engineer', '/jobs/fullstack-engineer'],
    ['/jobs/fullstack-engineer/', '/jobs/fullstack-engineer'],
    ['/jobs/Not%20A%20Slug', '/jobs/Not%20A%20Slug'],
    ['/jobs/a%2F%2Fevil.example', '/jobs/a%2F%2Fevil.example'],
  ])('%s is known as %s', (path, address) => expect(publicPagePath(publicPageRoute(path)!)).toBe(address));
});

describe('isSameOriginPath', () => {
  it.each([
    ['/', true],
    ['/jobs/x', true],
    ['//evil.example/', false],
    ['/\\evil.example/', false],
    ['https://evil.example/', false],
    ['evil.example', false],
    ['', false],
  ])('%s: %s', (location, same) => expect(isSameOriginPath(location)).toBe(same));
});
