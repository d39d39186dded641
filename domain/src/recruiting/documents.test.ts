import { describe, expect, it } from 'vitest';
import { documentSha256 } from '../shared/legal-document';
import { NDA_DOCUMENT } from './documents';

// Pinned per version: a changed NDA text must come with a new version, since a signature names
// the version it signed. Changing the text? Bump NDA_DOCUMENT.version and this pair.
describe('documentSha256', () => {
  it('is pinned for the NDA version candidates sign now', async () => {
    expect({ version: NDA_DOCUMENT.version, sha256: await documentSha256(NDA_DOCUMENT) }).toEqual({
      version: '2023-09',
      sha256: '3cb763e5c37e6311fa15cfd896652b644fbd4ae7f7bba2fe1340d90d0ceff43e',
    });
  });
});
