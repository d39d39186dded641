// What a decision or a query answers: done (with its value), or refused with a reason and the
// message the caller may read. Neither knows anything of HTTP; the route layer alone turns a
// refusal into a status code (http/route.ts), and a trigger may run the same decision and log a
// refusal.

/** Why a decision or a query refused. */
export type RefusalReason = 'invalid' | 'forbidden' | 'not_found' | 'conflict';

export interface Refusal {
  ok: false;
  reason: RefusalReason;
  message: string;
}

export type Outcome<T> = { ok: true; value: T } | Refusal;

/** Done, with the value to answer. */
export const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });

/** No such thing, or not the caller's: the two are not told apart. */
export const notFound = (message: string): Refusal => ({ ok: false, reason: 'not_found', message });

/** The thing exists but its state does not allow this. */
export const conflict = (message: string): Refusal => ({ ok: false, reason: 'conflict', message });

/** The request is malformed in a way the body schema cannot see. */
export const invalid = (message: string): Refusal => ({ ok: false, reason: 'invalid', message });

/** The caller may not do this. */
export const forbidden = (message: string): Refusal => ({ ok: false, reason: 'forbidden', message });
