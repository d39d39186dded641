import { describe, expect, it } from 'vitest';
import { siteOriginFrom } from './config';

describe('siteOriginFrom', () => {
  it.each([
    ['http://127.0.0.1:5000', 'http://127.0.0.1:5000'],
    ['https://careers.example', 'https://careers.example'],
    ['https://careers.example/', 'https://careers.example'],
    [' https://Careers.Example:443 ', 'https://careers.example'],
  ])('takes %s as %s', (value, origin) => expect(siteOriginFrom(value)).toBe(origin));

  it.each([
    ['', 'not a URL'],
    ['careers.example', 'not a URL'],
    ['javascript:alert(1)', 'not http(s)'],
    ['https://careers.example/jobs', 'an origin only'],
    ['https://careers.example/?x=1', 'an origin only'],
    ['https://user:pass@careers.example', 'an origin only'],
  ])('refuses %j (%s)', (value, reason) => expect(() => siteOriginFrom(value)).toThrow(reason));
});
