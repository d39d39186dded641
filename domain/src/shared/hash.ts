/**
 * SHA-256 (lower-case hex) of a text's UTF-8 bytes, through Web Crypto: the same function in
 * Node (functions, tests, seed) and in browsers, so a signed document's hash is computed one way.
 */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
