// The request body limit (functions/src/http/body-limit.ts) on the emulated functions: in the
// emulator, as in production, a runtime parses each body before the function runs (the emulator's
// own Express app there, the Functions Framework here), so what these tests show is that the limit
// stands in front of it. The emulator's hub (the firebase-tools process, in Google's front end's
// place) buffers a whole request before it hands it to a worker. The memory the workers keep
// meanwhile is measured in quiet/body-limit-memory.test.ts.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { API_BASE } from '../../tests/support/api';
import { upload, type UploadAnswer } from '../../tests/support/upload';

const MiB = 1024 * 1024;
const LIMIT = 100 * 1024;
const PUBLIC_PAGE = API_BASE.replace(/\/api$/, '/publicPage');
const TOO_LARGE = { error: `Request body too large: the limit is ${LIMIT} bytes` };

const expectTooLarge = (answer: UploadAnswer, error = TOO_LARGE) => {
  expect(answer.status).toBe(413);
  expect(answer.contentType).toBe('application/json; charset=utf-8');
  expect(JSON.parse(answer.text)).toEqual(error);
};

describe('the request body limit, on the emulated functions', () => {
  it('answers a 30 MB body 413 JSON, sent with a Content-Length or chunked, before any check of the app', async () => {
    for (const chunked of [false, true]) {
      // Unauthenticated, as the attacker: the app would answer 401 if it ever saw the call.
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

  it('gives the screening submission room for a whole form at its limits (785 KiB), and no more', async () => {
    const submit = `${API_BASE}/api/fullstack-screening/submit`;
    const SCREENING_LIMIT = 803_791; // SCREENING_DRAFT_MAX_BYTES
    expectTooLarge(await upload(submit, { size: 30 * MiB, chunked: true }), {
      error: `Request body too large: the limit is ${SCREENING_LIMIT} bytes`,
    });
    for (const chunked of [false, true]) {
      // Within the limit, the app answers: without a sign-in, 401.
      const answer = await upload(submit, { size: SCREENING_LIMIT, chunked });
      expect({ status: answer.status, body: JSON.parse(answer.text) as unknown }).toEqual({
        status: 401,
        body: { error: 'Authentication required' },
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
