// The memory the request body limit (functions/src/http/body-limit.ts) lets a function's process
// use while it refuses 30 MB bodies, read from outside: the functions emulator runs the functions'
// code in worker processes, and /proc tells their resident memory and its peak (VmHWM), reset
// first to what each holds. A quiet test: it runs after the other function tests (the
// functions-quiet project), so the workers it reads serve its requests alone. The emulator's hub (the firebase-tools process, in Google's
// front end's place) buffers each whole request before handing it to a worker; that is not the
// functions' process and is not measured.
import { describe, expect, it } from 'vitest';
import { API_BASE, call } from '../../../tests/support/api';
import { canReadWorkers, emulatorWorkers, resetPeak } from '../../../tests/support/emulator-workers';
import { upload, type UploadAnswer } from '../../../tests/support/upload';

const MiB = 1024 * 1024;
const mib = (bytes: number) => (bytes / MiB).toFixed(1);
const TOO_LARGE = { error: `Request body too large: the limit is ${100 * 1024} bytes` };

/**
 * How far the peak memory of a worker may rise above what it held while it refuses 30 MB bodies,
 * whatever their number. Refused bytes are read and dropped chunk by chunk (each chunk a Buffer
 * Node's parser made); they are garbage until V8's next collection, which V8 starts at the latest
 * once such memory outside its heap has grown by 64 MiB (kExternalAllocationSoftLimit); 16 MiB more
 * for the allocator's slack. Measured: 29.9 MiB, three runs alone. Without the limit the same six
 * bodies raised a worker from 158.7 to 401.0 MiB (docs/security.md).
 */
const PEAK_RISE_BOUND = 80 * MiB;

const expectTooLarge = (answer: UploadAnswer) => {
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.text)).toEqual(TOO_LARGE);
};

describe('the request body limit, in memory', () => {
  it.skipIf(!canReadWorkers)(
    "keeps the api workers' peak memory within 80 MiB of what they held, over six 30 MB bodies, four at once",
    async () => {
      await call('GET', '/health'); // at least one worker with the functions' code loaded
      // Each worker's peak from now on, whatever earlier tests made it hold.
      for (const { pid } of emulatorWorkers('api')) resetPeak(pid);
      const before = new Map(emulatorWorkers('api').map((worker) => [worker.pid, worker.resident]));
      expect([...before.values()].some((resident) => resident >= 100 * MiB)).toBe(true);

      const url = `${API_BASE}/api/submit-application`;
      const answers = [
        await upload(url, { size: 30 * MiB }),
        await upload(url, { size: 30 * MiB, chunked: true }),
        ...(await Promise.all([0, 1, 2, 3].map((i) => upload(url, { size: 30 * MiB, chunked: i % 2 === 1 })))),
      ];

      // A worker started meanwhile (the four at once may need more), or still loading the code when
      // measured (under 100 MiB; loaded ones hold about 150), is measured from what the lightest
      // loaded worker held: the code loaded, a request or two served.
      const LOADED = 100 * MiB;
      const start = Math.min(...[...before.values()].filter((resident) => resident >= LOADED));
      const from = (pid: number) => ((before.get(pid) ?? 0) >= LOADED ? before.get(pid)! : start);
      const rises = emulatorWorkers('api').map((worker) => ({
        pid: worker.pid,
        rise: worker.peak - from(worker.pid),
        seen: `${before.has(worker.pid) ? mib(before.get(worker.pid)!) : 'new'} → ${mib(worker.peak)}`,
      }));
      console.log(
        `api workers' memory, held before → peak after (MiB): ${rises.map((w) => `${w.pid} ${w.seen}`).join(', ')}`,
      );
      answers.forEach(expectTooLarge);
      for (const { pid, rise } of rises) expect(rise, `worker ${pid}`).toBeLessThan(PEAK_RISE_BOUND);
    },
  );
});
