// The production build must not contain the emulator-only sign-in (unsigned Google
// credentials, demo accounts) nor the emulator connections.
import { DEMO_ACCOUNTS } from '@careers/domain/testing';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const outDir = mkdtempSync(join(tmpdir(), 'careers-production-'));
let files: { name: string; text: string }[] = [];

/** The built scripts and styles of `mode` (source maps as the config writes them, but not read here). */
async function buildWeb(mode: string, dir: string) {
  await build({
    root: 'web',
    configFile: 'web/vite.config.ts',
    mode,
    logLevel: 'silent',
    build: { outDir: dir, emptyOutDir: true },
  });
  const assets = join(dir, 'assets');
  return readdirSync(assets)
    .filter((name) => !name.endsWith('.map'))
    .map((name) => ({ name, text: readFileSync(join(assets, name), 'utf8') }));
}

describe('production build', () => {
  beforeAll(async () => {
    files = await buildWeb('production', outDir);
  }, 60_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  const markers = [
    'Demo accounts',
    'Local emulator',
    'connectAuthEmulator',
    ...DEMO_ACCOUNTS.map((account) => account.email),
  ];

  it.each(markers)('has no trace of %s', (marker) => {
    expect(files.filter((file) => file.text.includes(marker)).map((file) => file.name)).toEqual([]);
  });

  it('points no script at a source map (hosting does not serve them either)', () => {
    expect(files.filter((file) => /^\/\/# sourceMappingURL=/m.test(file.text)).map((file) => file.name)).toEqual([]);
  });

  it('emits no emulator sign-in chunk', () => {
    expect(files.map((file) => file.name).filter((name) => name.startsWith('EmulatorSignIn'))).toEqual([]);
  });

  it('the markers are real: the emulator build has them', async () => {
    const emulatorDir = mkdtempSync(join(tmpdir(), 'careers-emulator-'));
    try {
      const emulatorFiles = await buildWeb('emulator', emulatorDir);
      for (const marker of markers) expect(emulatorFiles.some((file) => file.text.includes(marker))).toBe(true);
      // ...and points its scripts at their source maps, which the production build must not.
      expect(emulatorFiles.some((file) => /^\/\/# sourceMappingURL=/m.test(file.text))).toBe(true);
    } finally {
      rmSync(emulatorDir, { recursive: true, force: true });
    }
  }, 60_000);
});
