// The address the platform saw a request come from. X-Forwarded-For is a list the client starts
// (it may write anything there) and each proxy extends by appending the address it was reached
// from; only the entries appended by proxies we run behind can be believed. With `trustedHops`
// proxies in front of the function, the platform-seen address is the entry that many places from
// the right; the connection's own peer address counts as hop 0.

/** An IPv4 address as IPv4 even when reported IPv4-mapped (::ffff:1.2.3.4). */
export function normalizeIp(ip: string | undefined | null): string | null {
  if (!ip) return null;
  return ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
}

/**
 * The address the platform saw: with 0 trusted hops the peer's (the socket's) address; with N,
 * the N-th X-Forwarded-For entry from the right (what the N-th proxy appended); never an entry
 * left of those, which the client may have written. Null when there is none.
 */
export function platformSeenIp(
  forwardedFor: string | undefined,
  peerAddress: string | undefined,
  trustedHops: number,
): string | null {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...entries, peerAddress ?? ''];
  const index = Math.max(0, chain.length - 1 - Math.max(0, Math.floor(trustedHops)));
  return normalizeIp(chain[index]);
}
