// The model provider of `npm run bench:cost`: a local stand-in that speaks the chat-completions
// protocol and reports usage, and the emulated functions pointed at it for the run.
//
// The stand-in answers an assessment of a demo form (the one whose answers the request holds) with
// the built-in rubric's own section scores (so the comparison with the rubric agrees and the
// application ends as the rubric would have it), quoting the candidate's answers as a model does, and the health check with {"ok": true}. Its usage
// fields count tokens at 4 characters a token (OpenAI's rule of thumb for English; no tokenizer is
// installed): the prompt is every message's text and the JSON schema asked for, the completion the
// answer's text.
//
// The functions emulator reads the parameter files of functions/dist each time it starts a worker,
// and starts none before the first call: written before the bench's first call, functions/dist/
// .env.local (the emulator-only override file) gives SCREENING_ASSESSOR_BASE_URL the stand-in's
// address and .secret.local gives SCREENING_ASSESSOR_API_KEY a key, so configuredAssessor() picks
// the OpenAI-compatible assessor. Both files are put back at the end (the next build replaces
// functions/dist anyway).
import { SCREENING_DEMO_CANDIDATES, makeModelAssessment, screeningFormOf } from '@careers/domain/testing';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { assessWithRubric } from '../../functions/src/rubric/rubric';

/** Tokens the stand-in reported, by kind of call. */
export interface ModelUsage {
  calls: number;
  promptTokens: number;
  completionTokens: number;
}

export interface ModelStandIn {
  usage: Record<'assessment' | 'health', ModelUsage>;
  close: () => Promise<void>;
}

const DIST = join(import.meta.dirname, '..', '..', 'functions', 'dist');
const TOKEN_CHARS = 4;
const tokens = (text: string) => Math.ceil(text.length / TOKEN_CHARS);
const FORMS = SCREENING_DEMO_CANDIDATES.map((candidate) => screeningFormOf(candidate));

interface ChatRequest {
  model?: string;
  messages?: { role: string; content: string }[];
  response_format?: { json_schema?: { name?: string } };
}

/** The stand-in's answer to one chat-completions request, and its kind. */
function answerTo(request: ChatRequest): { kind: 'assessment' | 'health'; content: string } {
  if (request.response_format?.json_schema?.name === 'health_check') {
    return { kind: 'health', content: JSON.stringify({ ok: true }) };
  }
  const asked = request.messages?.map((message) => message.content).join('\n') ?? '';
  // The demo form whose answers (as the request's JSON writes them) the request holds most of.
  const held = (form: (typeof FORMS)[number]) =>
    Object.values(form)
      .map((value) => (typeof value === 'string' ? JSON.stringify(value).slice(1, -1) : ''))
      .filter((text) => text.length >= 20 && asked.includes(text))
      .reduce((sum, text) => sum + text.length, 0);
  const form = FORMS.reduce((best, candidate) => (held(candidate) > held(best) ? candidate : best));
  const scores = assessWithRubric(form).section_scores;
  return { kind: 'assessment', content: JSON.stringify(makeModelAssessment((key) => scores[key], form)) };
}

/** Starts the stand-in on a free port of 127.0.0.1 and points the emulated functions at it. */
export async function startModelStandIn(): Promise<ModelStandIn> {
  const usage = {
    assessment: { calls: 0, promptTokens: 0, completionTokens: 0 },
    health: { calls: 0, promptTokens: 0, completionTokens: 0 },
  };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const request = JSON.parse(body || '{}') as ChatRequest;
      const { kind, content } = answerTo(request);
      const prompt = tokens(
        (request.messages ?? []).map((message) => message.content).join('') + JSON.stringify(request.response_format),
      );
      const completion = tokens(content);
      const counted = usage[kind];
      counted.calls += 1;
      counted.promptTokens += prompt;
      counted.completionTokens += completion;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `chatcmpl-bench-${counted.calls}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: request.model ?? 'stand-in',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null } }],
          usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const secretFile = join(DIST, '.secret.local');
  const envFile = join(DIST, '.env.local');
  if (existsSync(envFile)) throw new Error(`${envFile} exists: remove it (a bench run's leftover?) and run again`);
  const secrets = readFileSync(secretFile, 'utf8');
  writeFileSync(envFile, `SCREENING_ASSESSOR_BASE_URL=http://127.0.0.1:${port}/v1\n`);
  writeFileSync(
    secretFile,
    secrets.replace(/^SCREENING_ASSESSOR_API_KEY=.*$/m, 'SCREENING_ASSESSOR_API_KEY=sk-bench-cost-stand-in'),
  );

  return {
    usage,
    close: async () => {
      rmSync(envFile, { force: true });
      writeFileSync(secretFile, secrets);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
