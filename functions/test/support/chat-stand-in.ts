// A local stand-in for an OpenAI-compatible provider: an HTTP server that speaks the
// chat-completions protocol, so the assessor's real `openai` client can be tested offline. Each
// test queues the replies it wants (one per request, the last one repeating) and reads the
// requests it received. Replies can be honest, malformed, huge, slow, silent or lying.
import type { ModelAssessment } from '@careers/domain/screening';
import { afterAll, beforeAll } from 'vitest';
import { openAIAssessor, type OpenAIAssessorOptions } from '../../src/adapters/screening/openai-assessor';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stand-in answers one request. */
export type Reply = (req: IncomingMessage, res: ServerResponse, body: string) => void;

/** A request the stand-in received. */
export interface ReceivedRequest {
  path: string;
  auth: string | undefined;
  /** The client's own retry count (the SDK's x-stainless-retry-count header). */
  retryCount: string | undefined;
  body: Record<string, unknown>;
  /** When it arrived (performance.now()). */
  at: number;
}

export interface ChatStandIn {
  baseURL: string;
  requests: ReceivedRequest[];
  /** Replaces the queued replies and forgets the requests received so far. */
  reply: (...replies: Reply[]) => void;
  close: () => Promise<void>;
}

/** Starts a stand-in on a free port of 127.0.0.1. */
export async function startChatStandIn(): Promise<ChatStandIn> {
  let replies: Reply[] = [];
  const requests: ReceivedRequest[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push({
        path: req.url ?? '',
        auth: req.headers.authorization,
        retryCount: req.headers['x-stainless-retry-count'] as string | undefined,
        body: JSON.parse(body || '{}') as Record<string, unknown>,
        at: performance.now(),
      });
      const reply = replies.length > 1 ? replies.shift()! : replies[0];
      if (reply) reply(req, res, body);
      else json(500, { error: { message: 'No reply queued' } })(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    reply: (...next) => {
      replies = next;
      requests.length = 0;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * A stand-in started before the calling file's tests and closed after them (Vitest hooks). The
 * object answers for the running one, so a test file declares it once at the top.
 */
export function chatStandInForFile(): ChatStandIn {
  let running: ChatStandIn | undefined;
  beforeAll(async () => {
    running = await startChatStandIn();
  });
  afterAll(() => running?.close());
  const current = () => {
    if (!running) throw new Error('The chat stand-in starts in beforeAll: use it inside a test');
    return running;
  };
  return {
    get baseURL() {
      return current().baseURL;
    },
    get requests() {
      return current().requests;
    },
    reply: (...replies) => current().reply(...replies),
    close: () => current().close(),
  };
}

/** The assessor under test against `standIn`: a 5 s call limit and 3 calls unless overridden. */
export function assessorAgainst(
  standIn: ChatStandIn,
  overrides: Partial<Pick<OpenAIAssessorOptions, 'timeoutMs' | 'maxRetryAfterMs' | 'healthTimeoutMs'>> = {},
) {
  return openAIAssessor({
    apiKey: 'sk-stand-in',
    baseURL: standIn.baseURL,
    model: 'gpt-test',
    threshold: 6,
    timeoutMs: 5000,
    maxAttempts: 3,
    ...overrides,
  });
}

/** A JSON answer with a status (and headers). */
export const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Reply =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };

/** A chat completion whose message is `content`. */
export const completion = (content: string): Reply =>
  json(200, {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'stand-in-model-2026',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null } }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });

/** A completion whose content is this assessment, as JSON. */
export const assessmentReply = (answer: ModelAssessment): Reply => completion(JSON.stringify(answer));

/** Never answers: the client's time limit ends the call. */
export const silence: Reply = () => undefined;

/** Answers 200 at once, then sends the body a few bytes at a time and never finishes it. */
export const trickle: Reply = (_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write('{"id": "chatcmpl-slow", ');
  const timer = setInterval(() => res.write(' '), 100);
  res.on('close', () => clearInterval(timer));
};

/** The user message (the answers between delimiter lines) of a request the stand-in received. */
export function userMessage(request: ReceivedRequest): string {
  return (request.body.messages as { role: string; content: string }[]).find((m) => m.role === 'user')!.content;
}
