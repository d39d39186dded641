// The fuzz stage's emulator layer: every endpoint of endpoints.ts gets generated requests (in npm test
// an equal share of FUZZ_SECONDS, 20 s, up to 100 each; 1,000 each in npm run test:deep, FUZZ_RUNS),
// served by the Functions Framework against the auth
// and Firestore emulators (api-server.ts says why); harness.ts says which properties every answer
// must keep, above all that a refused request changes nothing stored. The in-process layer
// (validation-*.test.ts) sends 1,000 per endpoint through the same route pipeline without emulators.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pauseBackgroundTriggers } from '../support/triggers';
import { startApi } from './api-server';
import { ENDPOINTS } from './endpoints';
import { endpointDeadline } from './arbitraries';
import { fuzzEndpoint, MIN_REQUESTS } from './harness';

// Up to 100 per endpoint in npm test, within its share of the time; npm run test:deep sends 1,000 (FUZZ_RUNS).
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

describe('every endpoint, fuzzed', () => {
  let base = '';
  let resumeTriggers = () => Promise.resolve();
  beforeAll(async () => {
    // With the functions emulator beside this stage (npm test), its triggers would change stored
    // data after a call (a submission's assessment), which property 4 would blame on the next,
    // refused request. The stage tests the API; the triggers have their own tests. (In npm test
    // its whole phase runs with them paused, and this pause and its resume do nothing.)
    resumeTriggers = await pauseBackgroundTriggers();
    base = await startApi();
  });
  afterAll(() => resumeTriggers());

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.path}`, async () => {
      const deadline = endpointDeadline(ENDPOINTS.length, process.env.FUZZ_RUNS);
      // A run bounded in time sends a few dozen requests: two lanes' accounts are made in a
      // fraction of the time six take, and leave the time to requests.
      const lanes = deadline === Infinity ? 6 : 2;
      const report = await fuzzEndpoint(base, endpoint, { runs: RUNS, deadline, lanes });
      console.log(
        `${endpoint.method} ${endpoint.path}: ${report.requests} requests (seed ${report.seed}), answers ${JSON.stringify(report.statuses)}, ${JSON.stringify(report.timings)} ms`,
      );
      expect(report.failures, `seed ${report.seed}`).toEqual([]);
      expect(report.requests).toBeGreaterThanOrEqual(deadline === Infinity ? RUNS : Math.min(RUNS, MIN_REQUESTS));
      // The bodies reach the body check, not only the token check: in every run (its fixed request
      // with an unknown key), and for most generated bodies in a run of a set count.
      if (endpoint.method !== 'GET') {
        expect(report.statuses[400] ?? 0).toBeGreaterThan(deadline === Infinity ? report.requests / 4 : 0);
      }
    });
  }
});
