// The address the platform saw a request come from. X-Forwarded-For is a list the client starts
// (it may write anything there) and each proxy extends by appending the address it was reached
// from; only the entries appended by proxies we run behind can be believed.
//
// Cloud Functions (Cloud Run) puts Google's front end before every function: it appends the
// address it was reached from, so the right-most entry is the one no caller can write
// (`trustedHops`, 1). Called directly (the function's own URL), that is the client. Through the
// Firebase Hosting rewrite, it is Hosting's own hop, and Hosting (Fastly) appended the client's
// address just left of it (as observed; Firebase documents none of it). A function cannot tell the two paths apart by anything a caller cannot forge (the
// function URL must stay public for Hosting to reach it), except by the address of that hop: when
// it lies in `trustedProxies` (TRUSTED_PROXY_RANGES, addresses known to be Hosting's alone), the
// entry left of it is taken instead, and so on leftwards. With no ranges configured (the default),
// a request through Hosting records Hosting's hop: never an address the caller chose. The raw
// header is kept beside the chosen address in the evidence (docs/security.md).
import { logger } from 'firebase-functions';
import { BlockList, isIP } from 'node:net';

/** An IPv4 address as IPv4 even when reported IPv4-mapped (::ffff:1.2.3.4). */
export function normalizeIp(ip: string | undefined | null): string | null {
  if (!ip) return null;
  return ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
}

/** Addresses of trusted proxies: whether an address is one of them. */
export interface ProxyRanges {
  contains(ip: string | null): boolean;
  /** The entries of the list that are not an address or CIDR range (ignored). */
  invalid: string[];
}

/** Trusts no proxy beyond the hop count. */
export const NO_PROXIES: ProxyRanges = { contains: () => false, invalid: [] };

/** The proxies of a comma-separated list of addresses and CIDR ranges (`192.0.2.0/24, 2001:db8::/32`). */
export function proxyRanges(list: string): ProxyRanges {
  const ranges = new BlockList();
  const invalid: string[] = [];
  for (const entry of list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [network = '', prefixText] = entry.split('/');
    const family = isIP(network);
    const prefix = prefixText === undefined ? (family === 6 ? 128 : 32) : Number(prefixText);
    const maxPrefix = family === 6 ? 128 : 32;
    if (!family || !/^\d*$/.test(prefixText ?? '') || !Number.isInteger(prefix) || prefix < 0 || prefix > maxPrefix) {
      invalid.push(entry);
      continue;
    }
    ranges.addSubnet(network, prefix, family === 6 ? 'ipv6' : 'ipv4');
  }
  return {
    contains: (ip) => {
      const family = ip ? isIP(ip) : 0;
      return family !== 0 && ranges.check(ip!, family === 6 ? 'ipv6' : 'ipv4');
    },
    invalid,
  };
}

let parsed: { list: string; proxies: ProxyRanges } | undefined;

/** proxyRanges(list), parsed once per list; entries that do not parse are logged once and ignored. */
export function trustedProxiesOf(list: string): ProxyRanges {
  if (parsed?.list !== list) {
    parsed = { list, proxies: proxyRanges(list) };
    if (parsed.proxies.invalid.length) {
      logger.error('TRUSTED_PROXY_RANGES entries ignored: not an address or CIDR range', {
        invalid: parsed.proxies.invalid,
      });
    }
  }
  return parsed.proxies;
}

/** The address the platform saw, and whether it is the client's own. */
export interface SeenAddress {
  ip: string | null;
  /**
   * Whether `ip` is the client's: a trusted proxy (Hosting, by TRUSTED_PROXY_RANGES) vouched for
   * it, or the request did not come through Hosting (a direct call: the front end's entry is the
   * caller). Through Hosting with its addresses unknown, `ip` is Hosting's hop, which every
   * candidate of the site shares: address-keyed limits skip it.
   */
  isClient: boolean;
}

/**
 * Whether a request bears the marks of Firebase Hosting's CDN (Fastly), as observed on requests it
 * forwards to a function: `CDN-Loop: Fastly` and a `Fastly-FF` header (Firebase documents neither).
 * A caller can forge them; that only takes its own calls out of the address-keyed limits, as
 * calling through Hosting does anyway.
 */
export function throughHosting(header: (name: string) => string | undefined): boolean {
  return /fastly/i.test(header('cdn-loop') ?? '') || header('fastly-ff') !== undefined;
}

/**
 * The address the platform saw: with 0 trusted hops the peer's (the socket's) address; with N,
 * the N-th X-Forwarded-For entry from the right (what the N-th proxy appended), then, while that
 * entry is one of `trustedProxies`, the entry left of it (what that proxy appended). Never an
 * entry left of those, which the client may have written. Null when there is none. `viaHosting`
 * (throughHosting) says whether that address may be Hosting's hop rather than the client's.
 */
export function platformSeenAddress(
  forwardedFor: string | undefined,
  peerAddress: string | undefined,
  trustedHops: number,
  trustedProxies: ProxyRanges = NO_PROXIES,
  viaHosting = false,
): SeenAddress {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...entries, peerAddress ?? ''];
  let index = Math.max(0, chain.length - 1 - Math.max(0, Math.floor(trustedHops)));
  let vouched = false;
  while (index > 0 && trustedProxies.contains(normalizeIp(chain[index]))) {
    index -= 1;
    vouched = true;
  }
  const ip = normalizeIp(chain[index]);
  return { ip, isClient: ip !== null && (vouched || !viaHosting) };
}

/**
 * The key an address is counted under: an IPv4 address itself, an IPv6 address by its /64 (one
 * household, phone or server has a whole /64 and may take a new address of it for every call).
 */
export function addressKey(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
