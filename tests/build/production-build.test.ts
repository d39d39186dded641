// The production build must not contain the emulator-only sign-in (unsigned Google
// credentials, demo accounts) nor the emulator connections. Reads the builds `npm test` made
// once (scripts/test-stages.mjs): the production client in web/dist-production and, to prove the
// markers are real, the emulator build the hosting emulator serves (web/dist).
import { OFFER_DOCUMENTS } from '@careers/domain/offers';
import { DEMO_ACCOUNTS } from '@careers/domain/testing';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The built scripts and styles in `dir` (source maps aside). */
function builtAssets(dir: string) {
  const assets = join(dir, 'assets');
  if (!existsSync(assets))
    throw new Error(`no build in ${dir}: run \`npm run build:production-client -w web\` (and \`npm run build\`) first`);
  return readdirSync(assets)
    .filter((name) => !name.endsWith('.map'))
    .map((name) => ({ name, text: readFileSync(join(assets, name), 'utf8') }));
}

const production = builtAssets('web/dist-production');
const emulator = builtAssets('web/dist');

describe('production build', () => {
  const markers = [
    'Demo accounts',
    'Local emulator',
    'connectAuthEmulator',
    ...DEMO_ACCOUNTS.map((account) => account.email),
  ];

  it.each(markers)('has no trace of %s', (marker) => {
    expect(production.filter((file) => file.text.includes(marker)).map((file) => file.name)).toEqual([]);
  });

  it('points no script at a source map (hosting does not serve them either)', () => {
    expect(production.filter((file) => /^\/\/# sourceMappingURL=/m.test(file.text)).map((file) => file.name)).toEqual(
      [],
    );
  });

  it('emits no emulator sign-in chunk', () => {
    expect(production.map((file) => file.name).filter((name) => name.startsWith('EmulatorSignIn'))).toEqual([]);
  });

  it('the markers are real: the emulator build has them', () => {
    for (const marker of markers) expect(emulator.some((file) => file.text.includes(marker))).toBe(true);
    // ...and points its scripts at their source maps, which the production build must not.
    expect(emulator.some((file) => /^\/\/# sourceMappingURL=/m.test(file.text))).toBe(true);
  });
});

/**
 * The job offer documents' texts (compensation terms included) are served by the API to the
 * offer's owner and admins only, never in the JavaScript anyone can download. A section's
 * fingerprints are the static pieces of its source text (its heading, and its body's text between
 * interpolations), which a bundle holding it would contain verbatim; pieces the public recruiting
 * documents share (the application's NDA is shown to every applicant) are left out.
 */
function offerSectionFingerprints(): { heading: string; pieces: string[]; public: boolean }[] {
  const source = readFileSync('domain/src/offers/documents.ts', 'utf8');
  const publicSource = readFileSync('domain/src/recruiting/documents.ts', 'utf8');
  const sections = [...source.matchAll(/heading: '([^']+)',\s*body:\s*(?:`([^`]+)`|'([^']+)')/g)];
  return sections.map((match) => {
    const body = match[2] ?? match[3]!;
    const pieces = [match[1]!, ...body.split(/\$\{[^}]*\}/)].filter(
      (piece) => piece.trim().length >= 12 && !publicSource.includes(piece),
    );
    // A section whose body the public NDA has word for word (the NDA's term) has nothing to hide.
    return { heading: match[1]!, pieces, public: publicSource.includes(body) };
  });
}

describe('the job offer documents', () => {
  const sections = offerSectionFingerprints();
  const fingerprints = sections.flatMap((section) => section.pieces);
  const functionsBundle = readFileSync('functions/dist/index.js', 'utf8');

  it('has a fingerprint for every section of the three documents that the public NDA does not hold', () => {
    const documented = Object.values(OFFER_DOCUMENTS).flatMap((document) => document.sections);
    expect(sections.map((section) => section.heading)).toEqual(documented.map((section) => section.heading));
    const bare = sections.filter((section) => section.pieces.length === 0);
    expect(bare.filter((section) => !section.public).map((section) => section.heading)).toEqual([]);
    expect(bare.length).toBeLessThanOrEqual(1);
  });

  it('the fingerprints are real: the functions bundle, which serves the texts, has them all', () => {
    expect(fingerprints.filter((piece) => !functionsBundle.includes(piece))).toEqual([]);
  });

  it.each([
    ['production', production],
    ['emulator', emulator],
  ])('no script or style of the %s web build holds any of them', (_build, files) => {
    const found = files.flatMap((file) =>
      fingerprints.filter((piece) => file.text.includes(piece)).map((piece) => `${file.name}: ${piece}`),
    );
    expect(found).toEqual([]);
  });
});
