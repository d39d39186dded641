/**
 * Whether a string from a URL can name a Firestore document: Firestore refuses '/', '.',
 * '..' and ids like __name__ with an error, which would otherwise surface as a 500. Ids here
 * are uids (at most 128 characters).
 */
export function isDocumentId(id: unknown): id is string {
  if (typeof id !== 'string' || id.length === 0 || id.length > 128) return false;
  if (id.includes('/') || id === '.' || id === '..') return false;
  return !/^__.*__$/.test(id);
}
