// The OpenAI-compatible assessor with the real `openai` SDK against a local stand-in server that
// speaks the chat-completions protocol: a good answer, a malformed one, a timeout, 429 and 500
// (the client's own retries), and the health check's structured-output call. How it holds up
// against a model that lies: screening-assessor-adversarial.test.ts.
import { makeModelAssessment, makeScreeningForm } from '@careers/domain/testing';
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { openAIAssessor } from '../src/adapters/screening/openai-assessor';
import { assessWithRubric } from '../src/rubric/rubric';
import {
  assessmentReply,
  assessorAgainst,
  chatStandInForFile,
  completion,
  json,
  silence,
  trickle,
} from './support/chat-stand-in';

const standIn = chatStandInForFile();

/** The assessor under test, against the stand-in. */
const assessor = (overrides: Parameters<typeof assessorAgainst>[1] = {}) => assessorAgainst(standIn, overrides);

/** Milliseconds between the requests the stand-in received. */
const gaps = () => standIn.requests.slice(1).map((request, i) => request.at - standIn.requests[i]!.at);

describe('the OpenAI-compatible assessor', () => {
  it('asks for the strict JSON schema and redoes the arithmetic of a good answer', async () => {
    const form = makeScreeningForm();
    standIn.reply(assessmentReply(makeModelAssessment(() => 7, form)));
    const outcome = await assessor().assess(form);

    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.auth).toBe('Bearer sk-stand-in');
    expect(request!.body.model).toBe('gpt-test');
    expect(request!.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: {
        name: 'screening_assessment',
        strict: true,
        schema: { type: 'object', additionalProperties: false },
      },
    });
    const messages = request!.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[1]!.content).toContain('Vellore Institute of Technology');

    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    // Every section 7.0: the weighted score is 7.0 whatever the model claimed (9.9), a pass at 6.0.
    expect(outcome.result).toMatchObject({
      weighted_score: 7,
      passed: true,
      recommendation: 'advance',
      internship_readiness: 'Ready with mentoring',
      section_scores: { frontend: 7, knowledge: 7 },
      feedback: 'A capable candidate.',
      metadata: { assessor: 'openai', model: 'stand-in-model-2026', version: 'prompt-2026.11' },
    });
    // The decision keeps what it was taken with: both assessors' scores and every version.
    expect(outcome.result.decision_log).toEqual({
      rubric_version: 'rubric-2026.12',
      rubric_scores: {
        weighted_score: assessWithRubric(form).weighted_score,
        passed: assessWithRubric(form).passed,
        section_scores: assessWithRubric(form).section_scores,
      },
      model: 'stand-in-model-2026',
      prompt_version: 'prompt-2026.11',
      model_scores: expect.objectContaining({ weighted_score: 7, passed: true }),
    });
    expect(outcome.attempts).toBe(1);
  });

  it('keeps a malformed answer as raw text and does not ask again', async () => {
    const raw = 'Sure! Here is the assessment: {"recommendation": "advance", "passed": tr';
    standIn.reply(completion(raw));
    const outcome = await assessor().assess(makeScreeningForm());
    expect(outcome).toEqual({
      ok: false,
      failure: 'unparseable',
      detail: 'Assessment is not valid JSON',
      raw,
      attempts: 1,
      assessor: 'openai',
      model: 'gpt-test',
    });
    expect(standIn.requests).toHaveLength(1);
  });

  it('keeps a well-formed answer of the wrong shape as raw text too', async () => {
    const raw = JSON.stringify({ ...makeModelAssessment(() => 7), recommendation: 'maybe' });
    standIn.reply(completion(raw));
    const outcome = await assessor().assess(makeScreeningForm());
    expect(outcome).toMatchObject({
      ok: false,
      failure: 'unparseable',
      detail: 'Invalid assessment: recommendation must be one of advance, hold, reject',
      raw,
    });
  });

  it("retries a timeout with the client's own backoff and gives up after three calls", async () => {
    standIn.reply(silence);
    const outcome = await assessor({ timeoutMs: 300 }).assess(makeScreeningForm());
    expect(outcome).toMatchObject({
      ok: false,
      failure: 'service',
      detail: 'the request timed out',
      attempts: 3,
      raw: null,
    });
    // The SDK's retries, numbered by the SDK; each call waited out its 300 ms before the next.
    expect(standIn.requests.map((request) => request.retryCount)).toEqual(['0', '1', '2']);
    for (const gap of gaps()) expect(gap).toBeGreaterThanOrEqual(300);
  });

  it('waits as long as a 429 asks, then takes the good answer', async () => {
    const form = makeScreeningForm();
    standIn.reply(
      json(429, { error: { message: 'Rate limit reached', type: 'requests' } }, { 'retry-after-ms': '450' }),
      assessmentReply(makeModelAssessment(() => 8, form)),
    );
    const outcome = await assessor().assess(form);
    expect(standIn.requests).toHaveLength(2);
    expect(gaps()[0]).toBeGreaterThanOrEqual(450);
    expect(outcome).toMatchObject({ ok: true, attempts: 2, result: { weighted_score: 8, passed: true } });
  });

  it('caps a Retry-After longer than the run can wait', async () => {
    const form = makeScreeningForm();
    standIn.reply(
      json(429, { error: { message: 'Come back in an hour' } }, { 'retry-after': '3600' }),
      assessmentReply(makeModelAssessment(() => 8, form)),
    );
    const outcome = await assessor({ maxRetryAfterMs: 200 }).assess(form);
    expect(outcome).toMatchObject({ ok: true, attempts: 2 });
    expect(gaps()[0]).toBeGreaterThanOrEqual(200);
  });

  it('retries a 500 up to three calls and then reports it', async () => {
    standIn.reply(json(500, { error: { message: 'The server had an error' } }));
    const outcome = await assessor().assess(makeScreeningForm());
    expect(standIn.requests).toHaveLength(3);
    expect(outcome).toMatchObject({ ok: false, failure: 'service', attempts: 3 });
    expect(outcome.ok ? '' : outcome.detail).toMatch(/^HTTP 500/);
  });

  it('recovers from one 500', async () => {
    const form = makeScreeningForm();
    standIn.reply(json(503, { error: { message: 'overloaded' } }), assessmentReply(makeModelAssessment(() => 8, form)));
    const outcome = await assessor().assess(form);
    expect(outcome).toMatchObject({ ok: true, attempts: 2, result: { weighted_score: 8 } });
  });

  it('does not retry a refusal of the request itself (400, 401)', async () => {
    standIn.reply(json(401, { error: { message: 'Incorrect API key provided' } }));
    const outcome = await assessor().assess(makeScreeningForm());
    expect(standIn.requests).toHaveLength(1);
    expect(outcome).toMatchObject({ ok: false, failure: 'service', attempts: 1 });
    expect(outcome.ok ? '' : outcome.detail).toMatch(/^HTTP 401/);
  });
});

describe('the health check (the system status panel)', () => {
  it('is ok when the model answers a tiny request in a strict JSON schema', async () => {
    standIn.reply(completion('{"ok": true}'));
    expect(await assessor().check()).toEqual({ ok: true });
    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect([request!.path, request!.auth]).toEqual(['/v1/chat/completions', 'Bearer sk-stand-in']);
    expect(request!.body).toMatchObject({
      model: 'gpt-test',
      max_tokens: 20,
      response_format: { type: 'json_schema', json_schema: { strict: true, schema: { required: ['ok'] } } },
    });
  });

  it('is not ok when the provider refuses structured output, the key or the model', async () => {
    standIn.reply(
      json(400, { error: { message: "Invalid parameter: 'response_format' of type 'json_schema' is not supported" } }),
    );
    const refused = await assessor().check();
    expect(refused.ok ? '' : refused.detail).toMatch(/^HTTP 400 .*json_schema/);
    expect(standIn.requests).toHaveLength(1);
    standIn.reply(json(401, { error: { message: 'Incorrect API key provided' } }));
    const key = await assessor().check();
    expect(key.ok ? '' : key.detail).toMatch(/^HTTP 401/);
    standIn.reply(json(404, { error: { message: 'The model gpt-test does not exist' } }));
    const missing = await assessor().check();
    expect(missing.ok ? '' : missing.detail).toMatch(/^HTTP 404/);
  });

  it('is not ok when the model ignores the schema', async () => {
    standIn.reply(completion('Sure, I am healthy!'));
    expect(await assessor().check()).toEqual({ ok: false, detail: 'the model did not answer in JSON' });
    standIn.reply(completion('{"ok": "yes"}'));
    const wrong = await assessor().check();
    expect(wrong.ok ? '' : wrong.detail).toMatch(/^the model did not answer in the schema/);
  });

  it('is not ok when the answer does not arrive in time, headers or body', async () => {
    standIn.reply(silence);
    expect(await assessor({ healthTimeoutMs: 300 }).check()).toEqual({ ok: false, detail: 'the request timed out' });
    standIn.reply(trickle);
    expect(await assessor({ healthTimeoutMs: 300 }).check()).toEqual({ ok: false, detail: 'the request timed out' });
  });

  it('gives up on time even when the garbage collector runs while the answer trickles in', async () => {
    // A deadline only the composite of the SDK's signal held could be collected before it fired
    // (Node's AbortSignal.any with AbortSignal.timeout): the call then waited for ever.
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const collecting = setInterval(gc, 20);
    try {
      for (const reply of [trickle, silence]) {
        standIn.reply(reply);
        expect(await assessor({ healthTimeoutMs: 300 }).check()).toEqual({
          ok: false,
          detail: 'the request timed out',
        });
        standIn.reply(reply);
        expect(await assessor({ timeoutMs: 300 }).assess(makeScreeningForm())).toMatchObject({
          ok: false,
          detail: 'the request timed out',
        });
      }
    } finally {
      clearInterval(collecting);
    }
  });

  it('reports a provider that cannot be reached', async () => {
    const unreachable = openAIAssessor({
      apiKey: 'sk-x',
      baseURL: 'http://127.0.0.1:1/v1',
      model: 'gpt-test',
      threshold: 6,
    });
    expect(await unreachable.check()).toEqual({ ok: false, detail: 'no connection to the service' });
  });
});
