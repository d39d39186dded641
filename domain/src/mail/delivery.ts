// A mail's delivery (mail/{id}.delivery), after the firestore-send-email extension's state machine,
// with what every mail provider asks of a sender: retry a transient failure with backoff, never
// retry a permanent one, never send twice (docs/features/mail.md has the diagram).
//
//   pending ──claim──▶ processing ──250──▶ sent
//                          │  ├──5xx, cannot render──▶ error
//                          │  ├──cut off after the hand-over (DATA)──▶ error (outcome unknown)
//                          │  └──connection, timeout, 4xx──▶ retrying ──due──▶ processing (claim again)
//                          │                                    └──past the retry window──▶ error
//                          └──lease over, never handed over──▶ processing (claimed again by the sweep)
//
// Everything here is pure: the functions decide with it inside their transactions
// (functions/src/decisions/mail/delivery.ts).
import type { Serialized } from '../shared/serialize';

/** Where a mail's delivery is. */
export const MAIL_DELIVERY_STATES = ['pending', 'processing', 'retrying', 'sent', 'error'] as const;
export type MailDeliveryState = (typeof MAIL_DELIVERY_STATES)[number];

/** The states a mail is still on its way in (the sweep's query names them). */
export const OPEN_MAIL_STATES = ['pending', 'processing', 'retrying'] as const satisfies readonly MailDeliveryState[];

/**
 * What one attempt came to: `sent` (the server took it); `transient` (a failure worth trying again:
 * no connection, a timeout before the hand-over, a 4xx answer); `permanent` (a 5xx answer, a mail
 * that cannot be rendered); `unknown` (the connection ended after the message was handed to the
 * server and before it answered: it may have been delivered, so it is not sent again by itself);
 * `interrupted` (the delivery stopped, its function ended, before the hand-over: tried again).
 */
export const MAIL_ATTEMPT_OUTCOMES = ['sent', 'transient', 'permanent', 'unknown', 'interrupted'] as const;
export type MailAttemptOutcome = (typeof MAIL_ATTEMPT_OUTCOMES)[number];

/** One attempt that ended, as the mail keeps it. */
export interface MailAttempt {
  /** 1 for the first attempt. */
  number: number;
  started_at: Date;
  ended_at: Date;
  outcome: MailAttemptOutcome;
  /** The SMTP server's reply code, when it answered one (250, 451, 550); null otherwise. */
  code: number | null;
  /** The server's answer, or what went wrong ('connect ECONNREFUSED 127.0.0.1:1025', a timeout). */
  answer: string;
}

/** What the SMTP server said of a mail it took. */
export interface MailSentInfo {
  message_id: string;
  accepted: string[];
  rejected: string[];
  response: string;
}

/** The delivery record on an outbox document. */
export interface MailDelivery {
  state: MailDeliveryState;
  /** Delivery attempts started (a claim counts one). */
  attempts: number;
  /** When the current (or last) attempt started, and until when its claim holds. */
  start_time: Date | null;
  lease_expire_time: Date | null;
  /**
   * When the current attempt began handing the message to the server (the server had accepted the
   * envelope and answered DATA with 354); null before. A delivery found dead after it cannot know
   * whether the server took the mail.
   */
  handover_time: Date | null;
  end_time: Date | null;
  /**
   * When the sweep takes the mail up: a pending mail's trigger never came (MAIL_TRIGGER_GRACE_MS
   * after it was queued), a claim's lease ends, a retry is due; null once it is sent or failed.
   */
  due_time: Date | null;
  /** The last failure's answer (a retrying mail's, and why a failed mail failed); null otherwise. */
  error: string | null;
  /** What the SMTP server said of a sent mail. */
  info: MailSentInfo | null;
  /** Every attempt that ended, oldest first. */
  history: MailAttempt[];
}

const MINUTE_MS = 60_000;

/**
 * How a transient failure is tried again: the n-th retry waits a random time between half and all of
 * min(firstDelay × 2^(n-1), maxDelay) (1, 2, 4, 8, 16, 32 minutes, then an hour: exponential backoff
 * with jitter, so mails that failed together do not all come back at once), while the next attempt
 * would start within `window` of the first; after that the mail ends in `error`.
 */
export const MAIL_RETRY = {
  firstDelayMs: MINUTE_MS,
  maxDelayMs: 60 * MINUTE_MS,
  windowMs: 24 * 60 * MINUTE_MS,
} as const;

/**
 * How long a claimed delivery may take before the sweep may take it over: longer than the outbox
 * trigger's time limit (120 s, whose send has its own shorter timeouts), so a live delivery keeps its
 * claim; a dead one's mail is taken up again a few minutes later.
 */
export const MAIL_LEASE_MS = 3 * MINUTE_MS;

/** How long a new mail waits for its trigger before the sweep takes it up (the event was lost). */
export const MAIL_TRIGGER_GRACE_MS = MAIL_LEASE_MS;

/**
 * The sweep (the scheduled `mailSweep` every minute, `npm run mail:sweep`): at most `limit` due mails
 * a run, oldest due first, `concurrency` at a time, none started after `budgetMs`.
 */
export const MAIL_SWEEP = { limit: 25, concurrency: 5, budgetMs: 60_000 } as const;

/** A new mail's delivery: pending, not attempted; the sweep takes it up if its trigger never comes. */
export function pendingDelivery(queuedAt: Date): MailDelivery {
  return {
    state: 'pending',
    attempts: 0,
    start_time: null,
    lease_expire_time: null,
    handover_time: null,
    end_time: null,
    due_time: new Date(queuedAt.getTime() + MAIL_TRIGGER_GRACE_MS),
    error: null,
    info: null,
    history: [],
  };
}

/** The texts a delivery record says in its own words. */
export const MAIL_DELIVERY_MESSAGES = {
  unrenderable: (template: string) => `Cannot render the mail template ${template} from its data`,
  interrupted: 'The delivery stopped (its function ended) before the mail was handed to the server',
  unknown:
    'The connection ended after the mail was handed to the server and before it answered: it may have been delivered, so it is not sent again by itself',
  unknownAfterDeath:
    'The delivery stopped after the mail was handed to the server and before its answer was recorded: it may have been delivered, so it is not sent again by itself',
  gaveUp: (attempts: number, answer: string) =>
    `Gave up after ${attempts} attempts in ${MAIL_RETRY.windowMs / (60 * MINUTE_MS)} hours: ${answer}`,
} as const;

/** Why an attempt failed, as the sender reports it. */
export interface SendFailure {
  /** The SMTP server's reply code, when it answered one. */
  code: number | null;
  /** What went wrong, the server's answer included. */
  message: string;
  /** Whether the message had begun to be handed to the server (after DATA's 354). */
  handedOver: boolean;
}

/**
 * Transient, permanent or unknown: a 5xx answer is permanent (a bad address, a refused sender, a
 * refused message: trying again would be refused again), a 4xx is transient ('try again later'),
 * at any point of the conversation. Without an answer (no connection, a timeout, the connection
 * cut), the failure is transient before the hand-over, and unknown after it: the server may have
 * taken the mail.
 */
export function classifyFailure(failure: SendFailure): 'transient' | 'permanent' | 'unknown' {
  if (failure.code !== null && failure.code >= 500 && failure.code <= 599) return 'permanent';
  if (failure.code !== null && failure.code >= 400 && failure.code <= 499) return 'transient';
  return failure.handedOver ? 'unknown' : 'transient';
}

/**
 * How long to wait after the `failures`-th transient failure in a row (1 for the first): a point
 * between half and all of min(firstDelay × 2^(failures-1), maxDelay), where `random` (0 to 1) falls.
 */
export function retryDelayMs(failures: number, random: number): number {
  const full = Math.min(MAIL_RETRY.firstDelayMs * 2 ** Math.max(0, failures - 1), MAIL_RETRY.maxDelayMs);
  const share = Math.min(1, Math.max(0, random));
  return Math.round(full / 2 + (full / 2) * share);
}

/** When the mail's first attempt started (its retry window is counted from it). */
function firstStart(delivery: MailDelivery, fallback: Date): Date {
  return delivery.history?.[0]?.started_at ?? delivery.start_time ?? fallback;
}

/** A delivery that ended (sent or failed for good): no lease, nothing due. */
function ended(delivery: MailDelivery, now: Date, attempt: MailAttempt): MailDelivery {
  return {
    ...delivery,
    lease_expire_time: null,
    handover_time: null,
    end_time: now,
    due_time: null,
    history: [...(delivery.history ?? []), attempt],
  };
}

/** What one attempt came to, as the delivery hands it to endAttempt. */
export type AttemptResult =
  | { outcome: 'sent'; info: MailSentInfo }
  | { outcome: Exclude<MailAttemptOutcome, 'sent'>; code: number | null; answer: string };

/**
 * The delivery record once the current attempt (started at `delivery.start_time`) ended with
 * `result` at `now`: sent; failed for good (permanent, unknown); or, for a transient or interrupted
 * one, retrying after retryDelayMs (`random` picks the point), unless that would start past the retry
 * window of the first attempt: then failed, saying it gave up.
 */
export function endAttempt(delivery: MailDelivery, result: AttemptResult, now: Date, random: number): MailDelivery {
  const started = delivery.start_time ?? now;
  const base = { number: delivery.attempts, started_at: started, ended_at: now };
  if (result.outcome === 'sent') {
    const attempt: MailAttempt = {
      ...base,
      outcome: 'sent',
      code: smtpCodeOf(result.info.response),
      answer: result.info.response,
    };
    return { ...ended(delivery, now, attempt), state: 'sent', error: null, info: result.info };
  }
  const attempt: MailAttempt = { ...base, outcome: result.outcome, code: result.code, answer: result.answer };
  if (result.outcome === 'permanent' || result.outcome === 'unknown') {
    return { ...ended(delivery, now, attempt), state: 'error', error: result.answer, info: null };
  }
  const history = [...(delivery.history ?? []), attempt];
  let failures = 0;
  for (let i = history.length - 1; i >= 0 && isRetriable(history[i]!.outcome); i -= 1) failures += 1;
  const next = new Date(now.getTime() + retryDelayMs(failures, random));
  if (next.getTime() - firstStart(delivery, started).getTime() > MAIL_RETRY.windowMs) {
    return {
      ...ended(delivery, now, attempt),
      state: 'error',
      error: MAIL_DELIVERY_MESSAGES.gaveUp(delivery.attempts, result.answer),
      info: null,
    };
  }
  return {
    ...delivery,
    state: 'retrying',
    lease_expire_time: null,
    handover_time: null,
    end_time: now,
    due_time: next,
    error: result.answer,
    info: null,
    history,
  };
}

const isRetriable = (outcome: MailAttemptOutcome) => outcome === 'transient' || outcome === 'interrupted';

/** The reply code an SMTP answer starts with ('250 2.0.0 OK' → 250), or null. */
export function smtpCodeOf(answer: string): number | null {
  const match = /^([2-5]\d\d)\b/.exec(answer.trim());
  return match ? Number(match[1]) : null;
}

/** What a claim of the mail finds to do at `now`. */
export type ClaimDecision =
  /** Start attempt `attempts + 1`: the delivery record with the claim (and a dead attempt recorded). */
  | { claim: true; delivery: MailDelivery }
  /** No attempt: nothing to do (`delivery` null), or a record to store without one (a dead attempt ended). */
  | { claim: false; delivery: MailDelivery | null };

/**
 * Whether a delivery may start now, in the claim's transaction (the send-email extension's PENDING or
 * RETRY -> PROCESSING): a pending mail; a retrying one whose retry is due; a processing one whose lease
 * ran out (its delivery died): never handed over, its attempt is recorded `interrupted` and the mail
 * claimed again (or failed, past the retry window); handed over, it ends in `error` with the outcome
 * `unknown`, not sent again. A claim counts one attempt and holds for `leaseMs`.
 */
export function decideClaim(delivery: MailDelivery, now: Date, leaseMs: number, random: number): ClaimDecision {
  const due = (time: Date | null) => time !== null && time.getTime() <= now.getTime();
  let current = delivery;
  if (delivery.state === 'processing') {
    if (!due(delivery.lease_expire_time)) return { claim: false, delivery: null };
    if ((delivery.handover_time ?? null) !== null) {
      const answer = MAIL_DELIVERY_MESSAGES.unknownAfterDeath;
      return { claim: false, delivery: endAttempt(delivery, { outcome: 'unknown', code: null, answer }, now, random) };
    }
    const answer = MAIL_DELIVERY_MESSAGES.interrupted;
    current = endAttempt(delivery, { outcome: 'interrupted', code: null, answer }, now, random);
    if (current.state === 'error') return { claim: false, delivery: current };
  } else if (delivery.state === 'retrying') {
    if (!due(delivery.due_time)) return { claim: false, delivery: null };
  } else if (delivery.state !== 'pending') {
    return { claim: false, delivery: null };
  }
  const lease = new Date(now.getTime() + leaseMs);
  return {
    claim: true,
    delivery: {
      ...current,
      state: 'processing',
      attempts: current.attempts + 1,
      start_time: now,
      lease_expire_time: lease,
      handover_time: null,
      end_time: null,
      due_time: lease,
      info: null,
      history: current.history ?? [],
    },
  };
}

/** The delivery record as a call answers it (dates as ISO strings). */
export type SerializedMailDelivery = Serialized<MailDelivery>;
