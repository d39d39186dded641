// The in-process fuzz layer (validation.ts): every endpoint of endpoints.ts gets generated requests
// through the API's real route() pipeline, without emulators: in npm test an equal share of
// FUZZ_SECONDS (20 s), up to 1,000 each; FUZZ_VALIDATION_RUNS asks for a count instead (test:deep: 1,000).
// The endpoints are shared between two files (validation-*.test.ts), so the layer uses both cores.
import { beforeAll, describe, expect, it } from 'vitest';
import { bodyLimitOf } from '../../functions/src/http/body-limit';
import { endpointDeadline, requestStream } from './arbitraries';
import { brokenProperty, PLACEHOLDERS, send, short, shortAnswer, type Endpoint } from './answers';
import { expectedAnswer, missedExpectation, standInToken, startValidationApi } from './validation';

const RUNS = Number(process.env.FUZZ_VALIDATION_RUNS ?? 1000);
/** Requests every endpoint gets, whatever its time share (the fixed ones first). */
const MIN_REQUESTS = 50;
/** Requests in flight at once (the server is in this process; more only queues). */
const CONCURRENCY = 8;

/** The validation fuzz of `endpoints`, one test each. */
export function describeValidation(endpoints: Endpoint[]): void {
  describe('every endpoint, validated in process', () => {
    let base = '';
    beforeAll(async () => {
      base = await startValidationApi();
    });

    for (const endpoint of endpoints) {
      it(`${endpoint.method} ${endpoint.path}`, async () => {
        // The stand-in handler answers JSON, also where the real one sends a file.
        const answersJson = { ...endpoint, file: undefined };
        const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
        const stream = requestStream(endpoint.body(PLACEHOLDERS), seed, {
          takesBody: endpoint.method !== 'GET',
          bodyLimit: bodyLimitOf(endpoint.path),
        });
        const deadline = endpointDeadline(endpoints.length, process.env.FUZZ_VALIDATION_RUNS);
        let sent = 0;
        const failures: unknown[] = [];
        const statuses: Record<number, number> = {};
        const worker = async () => {
          while (sent < RUNS && (sent < MIN_REQUESTS || Date.now() <= deadline)) {
            sent += 1;
            const request = stream.next().value;
            const token = standInToken(endpoint, request.token);
            const answer = await send(base, endpoint, request, {
              token,
              ownToken: standInToken(endpoint, 'valid')!,
              uid: 'fuzz-caller',
              targetId: 'fuzz-target',
              offerId: 'fuzz-offer',
            });
            statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
            const broken =
              brokenProperty(answersJson, request, answer) ??
              missedExpectation(expectedAnswer(endpoint, request, answer.bodyBytes), answer);
            if (broken && failures.length < 20)
              failures.push({ broken, request: short(request), answer: shortAnswer(answer) });
          }
        };
        await Promise.all(Array.from({ length: CONCURRENCY }, worker));
        const answered = Object.values(statuses).reduce((sum, count) => sum + count, 0);
        console.log(
          `${endpoint.method} ${endpoint.path}: ${answered} requests (seed ${seed}), answers ${JSON.stringify(statuses)}`,
        );
        expect(failures, `seed ${seed}`).toEqual([]);
        expect(answered).toBeGreaterThanOrEqual(deadline === Infinity ? RUNS : MIN_REQUESTS);
        // Both sides of the line are reached: some requests accepted, some refused by the body or query check.
        // (Accepted is any 2xx: a create answers 201.)
        const accepted = Object.entries(statuses).filter(([status]) => Number(status) >= 200 && Number(status) < 300);
        expect(accepted.reduce((sum, [, count]) => sum + count, 0)).toBeGreaterThan(0);
        if (endpoint.method !== 'GET') {
          expect(statuses[400] ?? 0).toBeGreaterThan(deadline === Infinity ? answered / 4 : 0);
        }
      });
    }
  });
}
