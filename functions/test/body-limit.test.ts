// The request body limit (functions/src/http/body-limit.ts) on the emulated functions: in the
// emulator, as in production, a runtime parses each body before the function runs (the emulator's
// own Express app there, the Functions Framework here), so what these tests show is that the limit
// stands in front of it. The emulator's hub (the firebase-tools process, in Google's front end's
// place) buffers a whole request before it hands it to a worker; the memory measured is the
// worker's, the process that runs the functions' code, read from outside (/proc).
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { API_BASE, call } from '../../tests/support/api';
import { canReadWorkers, emulatorWorkers } from '../../tests/support/emulator-workers';
import { upload, type UploadAnswer } from '../../tests/support/upload';

const MiB = 1024 * 1024;
const mib = (bytes: number) => (bytes / MiB).toFixed(1);
const LIMIT = 100 * 1024;
const PUBLIC_PAGE = API_BASE.replace(/\/api$/, '/publicPage');
const TOO_LARGE = { error: `Request body too large: the limit is ${LIMIT} bytes` };

/**
 * How far the peak memory of a worker may rise while it refuses 30 MB bodies, whatever their number.
 * Refused bytes are read and dropped chunk by chunk (each chunk a Buffer Node's parser made); they
 * are garbage until V8's next collection, which V8 starts at the latest once such memory outside
 * its heap has grown by 64 MiB (kExternalAllocationSoftLimit); 16 MiB more for the allocator's
 * slack. Measured: 30 to 49 MiB. Without the limit the same six bodies raised a worker's peak by
 * 243 MiB (docs/security-edge-b.md).
 */
const PEAK_RISE_BOUND = 80 * MiB;

const expectTooLarge = (answer: UploadAnswer) => {
  expect(answer.status).toBe(413);
  expect(answer.contentType).toBe('application/json; charset=utf-8');
  expect(JSON.parse(answer.text)).toEqual(TOO_LARGE);
};

describe('the request body limit, on the emulated functions', () => {
  it.skipIf(!canReadWorkers)(
    "keeps the api workers' peak memory within 80 MiB of where it was over six 30 MB bodies, four at once",
    async () => {
      await call('GET', '/health'); // at least one worker with the functions' code loaded
      const before = new Map(emulatorWorkers('api').map((worker) => [worker.pid, worker.peak]));
      expect(before.size).toBeGreaterThan(0);

      const url = `${API_BASE}/api/submit-application`;
      const answers = [
        await upload(url, { size: 30 * MiB }),
        await upload(url, { size: 30 * MiB, chunked: true }),
        ...(await Promise.all([0, 1, 2, 3].map((i) => upload(url, { size: 30 * MiB, chunked: i % 2 === 1 })))),
      ];

      // A worker started meanwhile (the four at once may need more) is measured from where the
      // lightest worker was: the code loaded, a request or two served.
      const start = Math.min(...before.values());
      const rises = emulatorWorkers('api').map((worker) => ({
        pid: worker.pid,
        rise: worker.peak - (before.get(worker.pid) ?? start),
        seen: `${before.has(worker.pid) ? mib(before.get(worker.pid)!) : 'new'} → ${mib(worker.peak)}`,
      }));
      console.log(
        `api workers' peak memory, before → after (MiB): ${rises.map((w) => `${w.pid} ${w.seen}`).join(', ')}`,
      );
      answers.forEach(expectTooLarge);
      for (const { pid, rise } of rises) expect(rise, `worker ${pid}`).toBeLessThan(PEAK_RISE_BOUND);
    },
  );

  it('answers a 30 MB body 413 JSON, sent with a Content-Length or chunked, before any check of the app', async () => {
    for (const chunked of [false, true]) {
      // Unauthenticated, as the issue's attacker: the app would answer 401 if it ever saw the call.
      expectTooLarge(await upload(`${API_BASE}/api/submit-application`, { size: 30 * MiB, chunked }));
    }
  });

  it('holds every HTTP function to it: the public pages too', async () => {
    expectTooLarge(await upload(`${PUBLIC_PAGE}/`, { size: 30 * MiB }));
  });

  it('draws the line at 100 KiB: one byte more is refused, a body at the limit reaches the app', async () => {
    expectTooLarge(await upload(`${API_BASE}/auth/verify`, { size: LIMIT + 1 }));
    expectTooLarge(await upload(`${API_BASE}/auth/verify`, { size: LIMIT + 1, chunked: true }));
    for (const chunked of [false, true]) {
      const answer = await upload(`${API_BASE}/auth/verify`, { size: LIMIT, chunked });
      // The app's own answer to `{"x":"xxx…"}`: parsed and refused by its schema.
      expect({ status: answer.status, body: JSON.parse(answer.text) as unknown }).toEqual({
        status: 400,
        body: { error: 'Unexpected field: x' },
      });
    }
  });

  it('refuses a compressed body 415 instead of inflating it (30 MB of JSON in 30 KB of gzip)', async () => {
    const bomb = gzipSync(Buffer.from(`{"idToken":"${' '.repeat(30 * MiB)}"}`));
    expect(bomb.length).toBeLessThan(LIMIT);
    const answer = await fetch(`${API_BASE}/auth/verify`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      body: bomb,
    });
    expect(answer.status).toBe(415);
    expect(await answer.json()).toEqual({ error: 'Compressed request bodies are not accepted' });
  });
});
