/**
 * SHA-256 (lower-case hex) of a text's UTF-8 bytes, through Web Crypto: the same function in
 * Node (functions, tests, seed) and in browsers, so a signed document's hash is computed one way.
 */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * HMAC-SHA-256 (lower-case hex) of a text under a secret key, through Web Crypto: a keyed hash no
 * one can compute (nor link back) without the key, however few the possible inputs are.
 */
export async function hmacSha256Hex(key: string, text: string): Promise<string> {
  const encoder = new TextEncoder();
  const cryptoKey = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await globalThis.crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(text));
  return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
