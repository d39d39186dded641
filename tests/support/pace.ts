// Every wall-clock limit of the tests (a test's timeout, a wait for a trigger, an expectation's
// patience) is written as it holds on the reference machine and stretched here by the machine's
// pace (TEST_PACE: `npm test` measures it at its start, scripts/lib/pace.mjs). A passing test never
// waits for a limit, so a longer one costs nothing; it only keeps a slow or loaded machine from
// failing a test that would pass given the time.

/** How much slower than the reference machine this one runs the suite now: 1 or more. */
const PACE = Math.max(1, Number(process.env.TEST_PACE) || 1);

/** A limit of `ms` on the reference machine, as long as it must be here. */
export const paced = (ms: number): number => Math.round(ms * PACE);
