// The OpenAI-compatible assessor: one chat completion asking for ASSESSMENT_RESPONSE_FORMAT
// (strict JSON schema, at most MODEL_MAX_TOKENS), the candidate's answers between delimiter lines
// made for the run (a random nonce), the answer checked with parseModelAssessment, its evidence
// checked against the answers (withCheckedEvidence: a section that misquotes counts at the
// rubric's score) and its arithmetic redone by finishAssessment. Timeouts, connection failures,
// 429s and 5xx are retried with exponential backoff (a 429's Retry-After honoured), up to
// maxAttempts calls; other errors are not retried. An answer that is not a valid assessment is not
// retried either: it is kept as raw text, cut to RAW_OUTPUT_LIMIT.
import {
  ASSESSMENT_RESPONSE_FORMAT,
  assessmentInstructions,
  assessmentRequest,
  assessWithRubric,
  finishAssessment,
  MODEL_MAX_TOKENS,
  parseModelAssessment,
  PROMPT_VERSION,
  truncatedRawOutput,
  withCheckedEvidence,
  type ScreeningFormValues,
} from '@careers/domain';
import { randomBytes } from 'node:crypto';
import OpenAI from 'openai';
import type { AssessorHealth, AssessorOutcome, ScreeningAssessor } from './assessors';

export interface OpenAIAssessorOptions {
  apiKey: string;
  baseURL: string;
  model: string;
  threshold: number;
  /** One call's time limit (default 60 s). */
  timeoutMs?: number;
  /** Calls at most, the first included (default 3). */
  maxAttempts?: number;
  /** The wait before the second call; it doubles for each further one (default 1 s). */
  backoffMs?: number;
  /** No wait is longer than this, a Retry-After included (default 20 s). */
  maxBackoffMs?: number;
  /** How a wait is made (tests pass a recorder). */
  sleep?: (ms: number) => Promise<void>;
}

const DEFAULTS = { timeoutMs: 60_000, maxAttempts: 3, backoffMs: 1000, maxBackoffMs: 20_000 } as const;

/** How long the health check waits for the provider. */
export const HEALTH_TIMEOUT_MS = 5000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Whether a failed call is worth another: a timeout, no connection, 429, or a server error. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof OpenAI.APIConnectionError) return true; // timeouts included (APIConnectionTimeoutError)
  if (error instanceof OpenAI.APIError) return error.status === 429 || (error.status ?? 0) >= 500;
  return false;
}

/** The server's Retry-After (retry-after-ms or retry-after in seconds), in ms, if it sent one. */
function retryAfterMs(error: unknown): number | null {
  if (!(error instanceof OpenAI.APIError) || !error.headers) return null;
  const ms = Number(error.headers.get('retry-after-ms'));
  if (Number.isFinite(ms) && ms > 0) return ms;
  const seconds = Number(error.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
}

/** What went wrong, for fs_failure_reason. */
export function describeFailure(error: unknown): string {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return 'the request timed out';
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
  const { timeoutMs, maxAttempts, backoffMs, maxBackoffMs } = { ...DEFAULTS, ...options };
  const sleep = options.sleep ?? wait;
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: timeoutMs, maxRetries: 0 });
  const failed = (failure: 'unparseable' | 'service', detail: string, raw: string | null, attempts: number) =>
    ({ ok: false, failure, detail, raw, attempts, assessor: 'openai', model: options.model }) as const;

  // The provider is up when it describes the configured model (GET /models/{model}), within 5 s.
  async function check(): Promise<AssessorHealth> {
    try {
      await client.models.retrieve(options.model, { timeout: HEALTH_TIMEOUT_MS });
      return { ok: true };
    } catch (error) {
      return { ok: false, detail: describeFailure(error) };
    }
  }

  async function assess(form: ScreeningFormValues): Promise<AssessorOutcome> {
    const started = Date.now();
    const request = assessmentRequest(form, answersNonce(form));
    for (let attempt = 1; ; attempt += 1) {
      let raw: string;
      let model: string;
      try {
        const completion = await client.chat.completions.create({
          model: options.model,
          temperature: 0,
          max_tokens: MODEL_MAX_TOKENS,
          response_format: ASSESSMENT_RESPONSE_FORMAT as unknown as OpenAI.ResponseFormatJSONSchema,
          messages: [
            { role: 'system', content: assessmentInstructions(options.threshold) },
            { role: 'user', content: request },
          ],
        });
        const message = completion.choices[0]?.message;
        raw = message?.content ?? message?.refusal ?? '';
        model = completion.model || options.model;
      } catch (error) {
        if (!isRetryable(error) || attempt >= maxAttempts) {
          return failed('service', describeFailure(error), null, attempt);
        }
        const backoff = backoffMs * 2 ** (attempt - 1);
        await sleep(Math.min(maxBackoffMs, Math.max(backoff, retryAfterMs(error) ?? 0)));
        continue;
      }
      const parsed = parseModelAssessment(raw);
      if (!parsed.ok) return failed('unparseable', parsed.error, truncatedRawOutput(raw), attempt);
      const rubric = assessWithRubric(form, { threshold: options.threshold });
      const checked = withCheckedEvidence(parsed.value, form, rubric.section_scores);
      const metadata = {
        assessor: 'openai',
        model,
        version: PROMPT_VERSION,
        duration_ms: Date.now() - started,
      } as const;
      return { ok: true, result: finishAssessment(checked, metadata, options.threshold), attempts: attempt };
    }
  }

  return { kind: 'openai', threshold: options.threshold, assess, check };
}
