import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { functionsEmulatorEnv } from './emulator-env.mjs';

// firebase-tools' own reading of the variable: how long its functions emulator waits for a new
// worker to load before it drops the event the worker was started for (30 s when unset).
const { getFunctionDiscoveryTimeout } = createRequire(import.meta.url)(
  'firebase-tools/lib/deploy/functions/runtimes/discovery/index.js',
) as { getFunctionDiscoveryTimeout: () => number };

describe("the functions emulator's environment", () => {
  afterEach(() => vi.unstubAllEnvs());

  it('gives a new worker minutes to load the functions, not the default 30 s', () => {
    vi.stubEnv('FUNCTIONS_DISCOVERY_TIMEOUT', undefined);
    expect(getFunctionDiscoveryTimeout()).toBe(0);
    for (const [name, value] of Object.entries(functionsEmulatorEnv())) vi.stubEnv(name, value);
    expect(getFunctionDiscoveryTimeout()).toBeGreaterThanOrEqual(5 * 60_000);
  });
});
