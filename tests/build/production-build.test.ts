// The production build must not contain the emulator-only sign-in (unsigned Google
// credentials, demo accounts) nor the emulator connections. Reads the builds `npm test` made
// once (scripts/test-stages.mjs): the production client in web/dist-production and, to prove the
// markers are real, the emulator build the hosting emulator serves (web/dist).
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
