import { describe, expect, it } from 'vitest';
import { normalizeIp, platformSeenIp } from './client-address';

describe('platformSeenIp', () => {
  it('behind one trusted front end: the entry it appended, not the ones the client wrote', () => {
    expect(platformSeenIp('6.6.6.6, 198.51.100.7', '10.0.0.1', 1)).toBe('198.51.100.7');
    expect(platformSeenIp('6.6.6.6,7.7.7.7 , 198.51.100.7', '10.0.0.1', 1)).toBe('198.51.100.7');
  });

  it('behind two trusted proxies (hosting, then the front end): the address hosting appended', () => {
    expect(platformSeenIp('6.6.6.6, 198.51.100.7, 35.191.0.1', '10.0.0.1', 2)).toBe('198.51.100.7');
  });

  it('with no trusted proxy (the emulator): the peer address, whatever the header says', () => {
    expect(platformSeenIp('6.6.6.6', '::ffff:127.0.0.1', 0)).toBe('127.0.0.1');
    expect(platformSeenIp('6.6.6.6', undefined, 0)).toBeNull();
  });

  it('without the header: the peer address; with fewer entries than hops: the left-most there is', () => {
    expect(platformSeenIp(undefined, '203.0.113.4', 1)).toBe('203.0.113.4');
    expect(platformSeenIp('198.51.100.7', '10.0.0.1', 3)).toBe('198.51.100.7');
    expect(platformSeenIp(undefined, undefined, 1)).toBeNull();
  });
});

describe('normalizeIp', () => {
  it('unwraps IPv4-mapped IPv6 and keeps other addresses', () => {
    expect(normalizeIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normalizeIp('2001:db8::1')).toBe('2001:db8::1');
    expect(normalizeIp('198.51.100.7')).toBe('198.51.100.7');
    expect(normalizeIp(undefined)).toBeNull();
  });
});
