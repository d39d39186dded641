import { http as registerHttp } from '@google-cloud/functions-framework';
import { getTestServer } from '@google-cloud/functions-framework/testing';
import { logger } from 'firebase-functions';
import http, { IncomingMessage, type IncomingHttpHeaders, type RequestListener, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  behindBodyLimit,
  BODY_LIMIT_ERRORS,
  bodyVerdict,
  limitBodies,
  bodyLimitOf,
  limitRequestBodies,
  REQUEST_BODY_LIMIT,
  SCREENING_SUBMISSION_BODY_LIMIT,
} from './body-limit';

const LIMIT = REQUEST_BODY_LIMIT;
/**
 * A body far over every call's limit (40 times the API's, 5 times the screening submission's): a
 * size, not a clock, bounds these tests, so they take the same work on any machine.
 */
const OVERSIZE = 40 * LIMIT;

interface Sent {
  status: number;
  body: string;
}

/**
 * POSTs `size` bytes of a JSON string to `port`: with Content-Length, or chunked (64 KiB chunks),
 * stopping as soon as the answer comes (a refusal closes the connection mid-upload).
 */
function post(
  port: number,
  {
    size,
    chunked = false,
    headers = {},
    path = '/',
  }: { size: number; chunked?: boolean; headers?: Record<string, string>; path?: string },
): Promise<Sent> {
  const body = Buffer.alloc(size, 'x');
  if (size >= 2) [body[0], body[size - 1]] = [0x22, 0x22]; // a JSON string: "xxx…"
  return new Promise((resolve, reject) => {
    const req = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path,
      headers: {
        'Content-Type': 'application/json',
        ...(chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(size) }),
        ...headers,
      },
    });
    let answered = false;
    let at = 0;
    req.on('response', (res) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString() });
        req.destroy(); // the rest of the upload is not needed
      });
    });
    // The server closing the connection on a refused upload is expected; anything before an answer is not.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const writeMore = () => {
      while (at < size && !answered) {
        const next = body.subarray(at, at + 64 * 1024);
        at += next.length;
        if (!req.write(next)) return void req.once('drain', writeMore);
      }
      if (!answered) req.end();
    };
    writeMore();
  });
}

/** A server for `listener` on a free port. */
async function serve(listener: RequestListener) {
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, close: () => closeServer(server) };
}

function closeServer(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
}

/** A listener that reads the whole body and answers its length (what the platform's parsers would do). */
function readingListener(calls: number[]): RequestListener {
  return (req, res) => {
    let length = 0;
    req.on('data', (part: Buffer) => (length += part.length));
    req.on('end', () => {
      calls.push(length);
      res.end(JSON.stringify({ length }));
    });
  };
}

const tooLarge = { error: BODY_LIMIT_ERRORS.tooLarge(LIMIT) };
const TEXT = { 'Content-Type': 'text/plain' };

/** OVERSIZE bytes of spaces, gzipped to a few KB (under the limit), sent as text. */
function postGzipBomb(port: number): Promise<Sent> {
  const bomb = gzipSync(Buffer.alloc(OVERSIZE, ' '));
  expect(bomb.length).toBeLessThan(LIMIT);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { port, host: '127.0.0.1', method: 'POST', headers: { ...TEXT, 'Content-Encoding': 'gzip' } },
      (res) => {
        let text = '';
        res.on('data', (part: Buffer) => (text += part.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(bomb);
  });
}

describe('bodyVerdict', () => {
  const verdict = (headers: IncomingHttpHeaders) => bodyVerdict(headers, LIMIT);
  it('refuses a declared length over the limit and passes one at it', () => {
    expect(verdict({ 'content-length': String(LIMIT + 1) })).toEqual({ refuse: 413 });
    expect(verdict({ 'content-length': String(LIMIT) })).toBe('pass');
    expect(verdict({ 'content-length': '0' })).toBe('pass');
  });
  it('counts a chunked body, passes a request without one, refuses any compression', () => {
    expect(verdict({ 'transfer-encoding': 'chunked' })).toBe('count');
    expect(verdict({})).toBe('pass');
    expect(verdict({ 'content-encoding': 'gzip', 'content-length': '20' })).toEqual({ refuse: 415 });
    expect(verdict({ 'content-encoding': 'br', 'transfer-encoding': 'chunked' })).toEqual({ refuse: 415 });
    expect(verdict({ 'content-encoding': 'identity', 'content-length': '20' })).toBe('pass');
  });
});

describe('bodyLimitOf', () => {
  it('gives the screening submission room for a whole form at its limits, and every other call 100 KiB', () => {
    expect(SCREENING_SUBMISSION_BODY_LIMIT).toBe(803_791);
    expect(bodyLimitOf('/api/fullstack-screening/submit')).toBe(SCREENING_SUBMISSION_BODY_LIMIT);
    expect(bodyLimitOf('/api/fullstack-screening/submit?x=1')).toBe(SCREENING_SUBMISSION_BODY_LIMIT);
    // The function's own URL may carry a prefix before the API path.
    expect(bodyLimitOf('/api/api/fullstack-screening/submit')).toBe(SCREENING_SUBMISSION_BODY_LIMIT);
    for (const path of ['/api/submit-application', '/api/fullstack-screening/submit/', '/', '/jobs/analyst']) {
      expect(bodyLimitOf(path), path).toBe(REQUEST_BODY_LIMIT);
    }
  });
});

describe('limitBodies', () => {
  it('answers an oversized Content-Length 413 from its headers: the listener never runs', async () => {
    const calls: number[] = [];
    const server = await serve(limitBodies(readingListener(calls)));
    const answer = await post(server.port, { size: OVERSIZE });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(tooLarge);
    expect(calls).toEqual([]);
    await server.close();
  });

  it('counts a chunked oversized body as it arrives and answers 413 once past the limit', async () => {
    const calls: number[] = [];
    const server = await serve(limitBodies(readingListener(calls)));
    const answer = await post(server.port, { size: OVERSIZE, chunked: true });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(tooLarge);
    expect(calls).toEqual([]);
    await server.close();
  });

  it('hands a body at the limit to the listener whole, chunked or not; one byte more is refused', async () => {
    const calls: number[] = [];
    const server = await serve(limitBodies(readingListener(calls)));
    expect(await post(server.port, { size: LIMIT })).toEqual({ status: 200, body: `{"length":${LIMIT}}` });
    expect(await post(server.port, { size: LIMIT, chunked: true })).toEqual({
      status: 200,
      body: `{"length":${LIMIT}}`,
    });
    expect((await post(server.port, { size: LIMIT + 1 })).status).toBe(413);
    expect((await post(server.port, { size: LIMIT + 1, chunked: true })).status).toBe(413);
    expect(calls).toEqual([LIMIT, LIMIT]);
    await server.close();
  });

  it("holds each request to its call's limit by default", async () => {
    const calls: number[] = [];
    const server = await serve(limitBodies(readingListener(calls)));
    const screening = '/api/fullstack-screening/submit';
    expect((await post(server.port, { size: LIMIT + 1, path: screening })).status).toBe(200);
    const over = await post(server.port, { size: SCREENING_SUBMISSION_BODY_LIMIT + 1, path: screening, chunked: true });
    expect(over).toEqual({
      status: 413,
      body: JSON.stringify({ error: BODY_LIMIT_ERRORS.tooLarge(SCREENING_SUBMISSION_BODY_LIMIT) }),
    });
    expect((await post(server.port, { size: LIMIT + 1, path: '/api/submit-application' })).status).toBe(413);
    expect(calls).toEqual([LIMIT + 1]);
    await server.close();
  });

  it('refuses a compressed body 415 without inflating it', async () => {
    const calls: number[] = [];
    const server = await serve(limitBodies(readingListener(calls)));
    const answer = await post(server.port, { size: 1000, headers: { 'Content-Encoding': 'gzip' } });
    expect(answer).toEqual({ status: 415, body: JSON.stringify({ error: BODY_LIMIT_ERRORS.compressed }) });
    expect(calls).toEqual([]);
    await server.close();
  });
});

describe('limitRequestBodies, in front of the Functions Framework', () => {
  let restore = () => undefined as unknown;
  afterEach(() => restore());

  /** The framework's own server for a function that answers what it parsed, as Cloud Functions makes it. */
  async function frameworkServer(name: string) {
    const bodies: unknown[] = [];
    registerHttp(name, (req, res) => {
      bodies.push(req.body);
      res.json({ parsed: typeof req.body === 'string' ? req.body.length : req.body });
    });
    const server = getTestServer(name);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      port: (server.address() as AddressInfo).port,
      bodies,
      close: () => closeServer(server),
    };
  }

  it('without it, the framework parses an oversized body and a gzip bomb before the function runs', async () => {
    const framework = await frameworkServer('unlimited');
    expect(await post(framework.port, { size: OVERSIZE, headers: TEXT })).toEqual({
      status: 200,
      body: JSON.stringify({ parsed: OVERSIZE }),
    });
    expect(await postGzipBomb(framework.port)).toEqual({ status: 200, body: JSON.stringify({ parsed: OVERSIZE }) });
    await framework.close();
  });

  it('with it, the framework never sees a body over the limit, nor a compressed one', async () => {
    restore = limitRequestBodies(LIMIT, 'http');
    const framework = await frameworkServer('limited');
    expect((await post(framework.port, { size: OVERSIZE })).status).toBe(413);
    expect((await post(framework.port, { size: OVERSIZE, chunked: true })).status).toBe(413);
    expect((await postGzipBomb(framework.port)).status).toBe(415);
    // A body within the limit, chunked, reaches the function parsed as the framework parses it.
    const small = await post(framework.port, { size: 1000, chunked: true, headers: TEXT });
    expect(small).toEqual({ status: 200, body: JSON.stringify({ parsed: 1000 }) });
    expect(framework.bodies).toEqual([`"${'x'.repeat(998)}"`]);
    await framework.close();
  });

  it('leaves a process that serves an event function alone (its deliveries are larger than any API body)', () => {
    const before = http.createServer;
    restore = limitRequestBodies(LIMIT, 'cloudevent');
    expect(http.createServer).toBe(before);
  });
});

describe('behindBodyLimit', () => {
  it('serves every request, and logs once when one reached the function without passing the limit', () => {
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const served: IncomingMessage[] = [];
    const handler = behindBodyLimit((req: IncomingMessage) => void served.push(req));
    limitBodies((req) => handler(req))(new IncomingMessage(new Socket()), {} as ServerResponse);
    expect(errors).not.toHaveBeenCalled();
    handler(new IncomingMessage(new Socket()));
    handler(new IncomingMessage(new Socket()));
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]?.[0]).toBe(
      'The request body limit did not see this request: bodies reach the platform unlimited',
    );
    expect(served).toHaveLength(3);
    errors.mockRestore();
  });
});
