// The OpenAI-compatible assessor: one chat completion asking for ASSESSMENT_RESPONSE_FORMAT
// (strict JSON schema, at most MODEL_MAX_TOKENS), the candidate's answers between delimiter lines
// made for the run (a random nonce), the answer checked with parseModelAssessment, its evidence
// checked against the answers (withCheckedEvidence: a section that misquotes counts at the
// rubric's score), its arithmetic redone by finishAssessment, and its scores compared with the
// rubric's (reviewAgainstRubric: a disagreement puts the application in review). Retries and the
// time limit are the `openai` client's own (timeouts, connection failures, 408, 409, 429 and 5xx,
// with exponential backoff and the server's Retry-After, which is capped); the calls made are
// counted at its `fetch`. An answer that is not a valid assessment is not retried: it is kept as
// raw text, cut to RAW_OUTPUT_LIMIT.
import {
  finishAssessment,
  modelClaimedScores,
  parseModelAssessment,
  PROMPT_VERSION,
  reviewAgainstRubric,
  scoresOf,
  truncatedRawOutput,
  withCheckedEvidence,
  type ScreeningFormValues,
} from '@careers/domain/screening';
import { randomBytes } from 'node:crypto';
import OpenAI from 'openai';
import { ASSESSMENT_RESPONSE_FORMAT } from './assessment-json-schema';
import type { AssessorHealth, AssessorOutcome, ScreeningAssessor } from './assessors';
import { assessmentInstructions, assessmentRequest } from './prompt';
import { assessWithRubric, RUBRIC_VERSION } from '../../rubric/rubric';

export interface OpenAIAssessorOptions {
  apiKey: string;
  baseURL: string;
  model: string;
  threshold: number;
  /** One call's time limit (default 60 s). */
  timeoutMs?: number;
  /** Calls at most, the first included (default 3): the client's `maxRetries` is one less. */
  maxAttempts?: number;
  /** No wait the server asks for (Retry-After) is longer than this (default 20 s). */
  maxRetryAfterMs?: number;
  /** The health check's time limit (default HEALTH_TIMEOUT_MS). */
  healthTimeoutMs?: number;
}

/** The most a model may write in one answer (its `max_tokens`). */
export const MODEL_MAX_TOKENS = 8000;

/** The `fetch` the client is given. */
type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** How long the health check waits for the provider's structured answer (one call, no retry). */
export const HEALTH_TIMEOUT_MS = 10_000;

const DEFAULTS = {
  timeoutMs: 60_000,
  maxAttempts: 3,
  maxRetryAfterMs: 20_000,
  healthTimeoutMs: HEALTH_TIMEOUT_MS,
} as const;

/** The health check's question: the smallest answer in a strict JSON schema. */
const HEALTH_RESPONSE_FORMAT = {
  type: 'json_schema',
  json_schema: {
    name: 'health_check',
    strict: true,
    schema: {
      type: 'object',
      additionalProperties: false,
      required: ['ok'],
      properties: { ok: { type: 'boolean' } },
    },
  },
} as const satisfies OpenAI.ResponseFormatJSONSchema;

/**
 * A `fetch` for the client that counts its calls (retries included), gives each call `timeoutMs`
 * to its last byte (the client's own time limit ends at the headers: a body sent slowly would
 * otherwise hold the run until the function's time limit), and caps a Retry-After the server
 * sends at `maxRetryAfterMs`, so a provider cannot hold a run past the function's time limit.
 */
function countingFetch(timeoutMs: number, maxRetryAfterMs: number): { fetch: Fetch; calls: () => number } {
  let calls = 0;
  const fetchWithCap: Fetch = async (input, init) => {
    calls += 1;
    // A controller the timer holds, not AbortSignal.timeout inside AbortSignal.any: Node can
    // collect such a timeout signal before it fires, and the body then never ends.
    const deadline = new AbortController();
    setTimeout(
      () => deadline.abort(new DOMException('The call took longer than its time limit', 'TimeoutError')),
      timeoutMs,
    ).unref();
    const caller = init?.signal;
    if (caller?.aborted) deadline.abort(caller.reason);
    else caller?.addEventListener('abort', () => deadline.abort(caller.reason), { once: true });
    const response = await fetch(input, { ...init, signal: deadline.signal });
    const ms = Number(response.headers.get('retry-after-ms'));
    const seconds = Number(response.headers.get('retry-after'));
    const asked = Number.isFinite(ms) && ms > 0 ? ms : Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
    if (asked <= maxRetryAfterMs) return response;
    const headers = new Headers(response.headers);
    headers.delete('retry-after');
    headers.set('retry-after-ms', String(maxRetryAfterMs));
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
  return { fetch: fetchWithCap, calls: () => calls };
}

/** What went wrong, for fs_failure_reason. */
export function describeFailure(error: unknown): string {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return 'the request timed out';
  // A body that did not arrive within the call's time limit (countingFetch's deadline).
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return 'the request timed out';
  }
  if (error instanceof OpenAI.APIConnectionError) return 'no connection to the service';
  if (error instanceof OpenAI.APIError)
    return `HTTP ${error.status ?? 'error'}${error.message ? ` (${error.message.slice(0, 200)})` : ''}`;
  return error instanceof Error ? error.message : String(error);
}

/** A random nonce for the run's delimiter lines that no answer contains. */
function answersNonce(form: ScreeningFormValues): string {
  const answers = JSON.stringify(form);
  for (;;) {
    const nonce = randomBytes(12).toString('hex');
    if (!answers.includes(nonce)) return nonce;
  }
}

/** An OpenAI-compatible assessor (see the file's comment). */
export function openAIAssessor(options: OpenAIAssessorOptions): ScreeningAssessor {
  // An option given as undefined takes its default too.
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  const maxAttempts = options.maxAttempts ?? DEFAULTS.maxAttempts;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? DEFAULTS.maxRetryAfterMs;
  const healthTimeoutMs = options.healthTimeoutMs ?? DEFAULTS.healthTimeoutMs;
  const client = (fetcher: Fetch, retries: number, timeout: number) =>
    new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout, maxRetries: retries, fetch: fetcher });
  const failed = (failure: 'unparseable' | 'service', detail: string, raw: string | null, attempts: number) =>
    ({ ok: false, failure, detail, raw, attempts, assessor: 'openai', model: options.model }) as const;

  // The provider is up when the configured model answers a tiny request in a strict JSON schema,
  // as an assessment asks for one: a provider that refuses json_schema is not operational.
  async function check(): Promise<AssessorHealth> {
    try {
      const health = countingFetch(healthTimeoutMs, maxRetryAfterMs);
      const completion = await client(health.fetch, 0, healthTimeoutMs).chat.completions.create({
        model: options.model,
        temperature: 0,
        max_tokens: 20,
        response_format: HEALTH_RESPONSE_FORMAT,
        messages: [{ role: 'user', content: 'Health check: answer {"ok": true}.' }],
      });
      const content = completion.choices[0]?.message?.content ?? '';
      const answer: unknown = JSON.parse(content);
      if (typeof answer === 'object' && answer !== null && (answer as { ok?: unknown }).ok === true)
        return { ok: true };
      return { ok: false, detail: `the model did not answer in the schema (${content.slice(0, 100)})` };
    } catch (error) {
      if (error instanceof SyntaxError) return { ok: false, detail: 'the model did not answer in JSON' };
      return { ok: false, detail: describeFailure(error) };
    }
  }

  async function assess(form: ScreeningFormValues): Promise<AssessorOutcome> {
    const started = Date.now();
    const counter = countingFetch(timeoutMs, maxRetryAfterMs);
    let raw: string;
    let model: string;
    try {
      const completion = await client(counter.fetch, maxAttempts - 1, timeoutMs).chat.completions.create({
        model: options.model,
        temperature: 0,
        max_tokens: MODEL_MAX_TOKENS,
        response_format: ASSESSMENT_RESPONSE_FORMAT as unknown as OpenAI.ResponseFormatJSONSchema,
        messages: [
          { role: 'system', content: assessmentInstructions(options.threshold) },
          { role: 'user', content: assessmentRequest(form, answersNonce(form)) },
        ],
      });
      const message = completion.choices[0]?.message;
      raw = message?.content ?? message?.refusal ?? '';
      model = completion.model || options.model;
    } catch (error) {
      return failed('service', describeFailure(error), null, Math.max(1, counter.calls()));
    }
    const attempts = counter.calls();
    const parsed = parseModelAssessment(raw);
    if (!parsed.ok) return failed('unparseable', parsed.error, truncatedRawOutput(raw), attempts);
    const rubric = assessWithRubric(form, { threshold: options.threshold });
    const checked = withCheckedEvidence(parsed.value, form, rubric.section_scores);
    const metadata = { assessor: 'openai', model, version: PROMPT_VERSION, duration_ms: Date.now() - started } as const;
    const result = finishAssessment(checked, metadata, options.threshold);
    const claimed = modelClaimedScores(checked, options.threshold);
    const review = reviewAgainstRubric(claimed, rubric);
    const decision_log = {
      rubric_version: RUBRIC_VERSION,
      rubric_scores: scoresOf(rubric),
      model,
      prompt_version: PROMPT_VERSION,
      model_scores: claimed,
    };
    return { ok: true, result: { ...result, ...(review ? { review } : {}), decision_log }, attempts };
  }

  return { kind: 'openai', threshold: options.threshold, assess, check };
}
