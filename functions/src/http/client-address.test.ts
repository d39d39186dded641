import { describe, expect, it } from 'vitest';
import { addressKey, normalizeIp, platformSeenAddress, proxyRanges, throughHosting } from './client-address';

// The topologies, as X-Forwarded-For reaches the function (Google's front end appends the address
// it was reached from; the peer is the front end itself):
//   direct call to the function URL:   [client-written…,] client
//   through Firebase Hosting:           [client-written…,] client, hosting-hop
const CLIENT = '198.51.100.7';
const HOSTING_HOP = '192.0.2.10'; // stands for an address of Hosting's (TEST-NET-1)
const FRONT_END_PEER = '169.254.1.1';
const hosting = proxyRanges('192.0.2.0/24, 2001:db8:f::/48');
const platformSeenIp = (...args: Parameters<typeof platformSeenAddress>) => platformSeenAddress(...args).ip;
const seen = (xff: string | undefined, proxies = hosting) => platformSeenIp(xff, FRONT_END_PEER, 1, proxies);
const isClient = (xff: string | undefined, proxies = hosting) =>
  platformSeenAddress(xff, FRONT_END_PEER, 1, proxies).isClient;

describe('platformSeenAddress, direct calls to the function URL', () => {
  it('takes the entry Google’s front end appended, not the ones the client wrote', () => {
    expect(seen(CLIENT)).toBe(CLIENT);
    expect(seen(`6.6.6.6, ${CLIENT}`)).toBe(CLIENT);
    expect(seen(`6.6.6.6,7.7.7.7 , ${CLIENT}`)).toBe(CLIENT);
  });

  it('is not fooled by a forged Hosting pair: the front end’s entry is the caller, not a Hosting hop', () => {
    // The caller writes "victim, hosting-hop"; the front end appends the caller's real address.
    expect(seen(`6.6.6.6, ${HOSTING_HOP}, 203.0.113.9`)).toBe('203.0.113.9');
    expect(seen(`${CLIENT}, ${HOSTING_HOP}, 203.0.113.9`)).toBe('203.0.113.9');
  });
});

describe('platformSeenAddress, through Firebase Hosting', () => {
  it("with Hosting's addresses trusted: the entry Hosting appended, whatever the client wrote", () => {
    expect(seen(`${CLIENT}, ${HOSTING_HOP}`)).toBe(CLIENT);
    expect(seen(`6.6.6.6, ${CLIENT}, ${HOSTING_HOP}`)).toBe(CLIENT);
    expect(seen(`6.6.6.6, 2001:db8:1::5, 2001:db8:f::1`)).toBe('2001:db8:1::5');
  });

  it('with none trusted (the default): Hosting’s hop, never an entry the caller could write', () => {
    expect(seen(`6.6.6.6, ${CLIENT}, ${HOSTING_HOP}`, proxyRanges(''))).toBe(HOSTING_HOP);
    expect(platformSeenIp(`6.6.6.6, ${CLIENT}, ${HOSTING_HOP}`, FRONT_END_PEER, 1)).toBe(HOSTING_HOP);
  });

  it('stops at the left end: a chain of trusted hops only answers its first', () => {
    expect(seen(`192.0.2.1, ${HOSTING_HOP}`)).toBe('192.0.2.1');
  });
});

describe('platformSeenAddress, other hop counts', () => {
  it('behind two proxies that always stand in front: the address the outer one appended', () => {
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

describe('proxyRanges', () => {
  it('reads addresses and CIDR ranges of both families, and reports what it cannot read', () => {
    const ranges = proxyRanges(' 192.0.2.0/24 ,198.51.100.9, 2001:db8::/32, 10.0.0.0/33, hosting, 1.2.3.4/x ');
    expect(['192.0.2.200', '198.51.100.9', '2001:db8:ffff::1'].map((ip) => ranges.contains(ip))).toEqual([
      true,
      true,
      true,
    ]);
    expect(['192.0.3.1', '198.51.100.10', '2001:db9::1', 'hosting', null].map((ip) => ranges.contains(ip))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(ranges.invalid).toEqual(['10.0.0.0/33', 'hosting', '1.2.3.4/x']);
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

describe('whether the address is the client’s (what address-keyed limits count)', () => {
  const viaHosting = (xff: string, proxies = hosting) => platformSeenAddress(xff, FRONT_END_PEER, 1, proxies, true);

  it('is, for a direct call, whatever entries the caller wrote', () => {
    expect(isClient(CLIENT)).toBe(true);
    expect(isClient(`6.6.6.6, ${CLIENT}`)).toBe(true);
  });

  it('is, through Hosting when Hosting’s addresses are trusted (the entry Hosting appended)', () => {
    expect(viaHosting(`${CLIENT}, ${HOSTING_HOP}`)).toEqual({ ip: CLIENT, isClient: true });
  });

  it('is not, through Hosting with none trusted: its hop, shared by every candidate', () => {
    expect(viaHosting(`${CLIENT}, ${HOSTING_HOP}`, proxyRanges(''))).toEqual({ ip: HOSTING_HOP, isClient: false });
  });

  it('is not when there is no address (the emulator without a front end)', () => {
    expect(platformSeenAddress(undefined, undefined, 1)).toEqual({ ip: null, isClient: false });
  });
});

describe('throughHosting', () => {
  const headers = (values: Record<string, string>) => (name: string) => values[name];

  it("reads Hosting's CDN marks on a forwarded request, and nothing else", () => {
    expect(throughHosting(headers({ 'cdn-loop': 'Fastly, Fastly' }))).toBe(true);
    expect(throughHosting(headers({ 'fastly-ff': 'abc!TYO!cache-tyo119' }))).toBe(true);
    expect(throughHosting(headers({ 'cdn-loop': 'cloudflare' }))).toBe(false);
    expect(throughHosting(headers({ 'x-forwarded-for': '6.6.6.6' }))).toBe(false);
  });
});

describe('addressKey', () => {
  it('is an IPv4 address itself, an IPv6 address by its /64 however it is written', () => {
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('2001:db8:1:2::5')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8:1:3::5')).not.toBe(addressKey('2001:db8:1:2::5'));
  });
});
