// The one way a route is declared: who may call it, the schema of its body, and a handler that
// answers an Outcome. Access is checked first (401/403), then the body (400 with the schema's
// first message, unknown fields refused), then the handler runs; its refusal becomes the status
// code here and nowhere else. What talks to the platform (token verification, the admin role,
// the rate limits, running the handler) comes through a Gate: the platform's in production, a
// stand-in in the in-process validation fuzz (tests/fuzz/validation.ts), which so runs this
// same pipeline without emulators.
import { APP_CHECK_HEADER, validateStrict } from '@careers/domain/http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AnyObject, InferType, ObjectSchema } from 'yup';
import type { Outcome, RefusalReason } from '../outcome';
import { TRUSTED_PROXY_HOPS, TRUSTED_PROXY_RANGES } from '../config';
import type { TeamRole } from '@careers/domain/team';
import { ADMIN_REQUIRED, bearerToken, type Caller } from './auth';
import { HttpError } from './errors';
import { platformSeenAddress, throughHosting, trustedProxiesOf, type SeenAddress } from './client-address';

/** The HTTP status of each refusal. */
export const REFUSAL_STATUS: Record<RefusalReason, number> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
};

/** The address the platform saw `req` come from, and whether it is the client's (see client-address.ts). */
export function requestAddress(req: Request): SeenAddress {
  const proxies = trustedProxiesOf(TRUSTED_PROXY_RANGES.value());
  return platformSeenAddress(
    req.get('x-forwarded-for'),
    req.socket?.remoteAddress,
    TRUSTED_PROXY_HOPS.value(),
    proxies,
    throughHosting((name) => req.get(name)),
  );
}

/** What the route pipeline asks of the platform (http/gate.ts has the platform's). */
export interface Gate {
  /** The verified claims of an ID token; throws HttpError 401 when it does not verify. */
  verifyToken(idToken: string): Promise<Caller['token']>;
  /** The team role `uid` holds now (null: none): an admin's is 'admin'. */
  teamRole(uid: string): Promise<TeamRole | null>;
  /** Counts `points` writes by `uid` against its budget (an admin call's is larger); 429 over it. */
  limitWrite(uid: string, points: number, budget: 'user' | 'admin'): Promise<void>;
  /** Counts one read by a signed-in user, or one call without a sign-in by the client's address; 429 over the limit. */
  limitRead(who: { uid: string } | { ip: string | null }, points?: number): Promise<void>;
  /** Counts one failed verification from the client's address; throws HttpError 429 over the limit. */
  countFailedAuth(ip: string | null): Promise<void>;
  /** The caller's profile before a call that can mail them: made from the token when missing; 403 for an unverified email. */
  ensureProfile(token: Caller['token']): Promise<void>;
  /** Refuses (401) a call without a valid App Check token, where App Check is enforced. */
  checkAppCheck(token: string | undefined): Promise<void>;
  /** Runs a route's handler once the request has passed every check. */
  handle<Ctx>(handler: Handler<Ctx>, ctx: Ctx): Promise<Outcome<unknown>>;
}

/**
 * Runs `work`; a 401 it throws (a token that does not verify) counts against the address's
 * failed-sign-in limit, which may turn it into a 429.
 */
async function countingFailedAuth<T>(gate: Gate, ip: string | null, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) await gate.countFailedAuth(ip);
    throw error;
  }
}

/**
 * Who the caller is, as `access` requires: the token (401, counted), then for an admin route the
 * admin role, for a team route any role of the hiring team (403), read now (never from the token).
 */
async function checkAccess(gate: Gate, access: Access, req: Request, ip: string | null): Promise<Caller | undefined> {
  if (access === 'public') return undefined;
  const token = await countingFailedAuth(gate, ip, () => gate.verifyToken(bearerToken(req)));
  const actor = { uid: token.uid, email: token.email ?? null };
  if (access === 'user') return { actor, token, role: null };
  const role = await gate.teamRole(actor.uid);
  if (access === 'admin' ? role !== 'admin' : role === null) throw new HttpError(403, ADMIN_REQUIRED);
  return { actor, token, role };
}

/** Sends a file as a download that no cache keeps (it is personal). */
function sendFile(res: Response, file: FileAnswer): void {
  res
    .type(file.contentType)
    .set('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .set('Cache-Control', 'private, no-store')
    .send(Buffer.from(file.bytes));
}

const isEmptyBuffer = (body: unknown) => Buffer.isBuffer(body) && body.length === 0;

/** A file to answer with instead of JSON (a route wraps a decision's bytes in one). */
export class FileAnswer {
  constructor(
    readonly contentType: string,
    readonly fileName: string,
    readonly bytes: Uint8Array,
  ) {}
}

/** A JSON answer that also sets cookies (the session cookie: http/session.ts). */
export class WithCookies {
  constructor(
    readonly body: unknown,
    readonly cookies: string[],
  ) {}
}

/**
 * Who may call a route: anyone, a signed-in user, a current admin, or anyone holding a role of the
 * hiring team (the handler decides what each role may do, from the caller's `role`).
 */
export type Access = 'public' | 'user' | 'admin' | 'team';

interface PublicContext<Body, Query = Record<string, never>> {
  body: Body;
  /** The query string, parsed by the route's `query` schema ({} without one). */
  query: Query;
  /** The path parameters (`:id` and the like), as strings. */
  params: Record<string, string>;
  /** The address the platform saw the request come from (never a client-written one), if any. */
  ip: string | null;
  /** `ip` when it is the client's own (not a proxy's hop): what address-keyed limits count. */
  clientIp: string | null;
  req: Request;
}

/** What a signed-in route's handler gets. */
export interface RouteContext<Body, Query = Record<string, never>> extends PublicContext<Body, Query>, Caller {}

export type Handler<Ctx> = (ctx: Ctx) => Promise<Outcome<unknown>>;

interface RouteSpec<S extends ObjectSchema<AnyObject>, A extends Access, Q extends ObjectSchema<AnyObject>> {
  access: A;
  body: S;
  /** The query string's schema (a GET's filters); without one, the query string is ignored. */
  query?: Q;
  /** How many writes the call counts for (a bulk change: its rows); one without it. */
  writes?: (body: InferType<S>) => number;
  /** How many reads a signed-in GET counts for (the export, which reads everything a person has); one without it. */
  reads?: number;
  /**
   * The call can send its caller a mail: it runs only with the caller's profile, which holds the
   * verified address mail goes to (made from the token when they never called /auth/verify), and
   * refuses a token whose email Google did not verify.
   */
  mails?: true;
  /** The status of a successful answer: 201 for a call that creates what it answers (200 without it). */
  status?: 201;
}

/** Declares a route: `access`, then the body parsed by `body`, then the handler's outcome as the answer. */
export interface Route {
  <S extends ObjectSchema<AnyObject>, Q extends ObjectSchema<AnyObject> = ObjectSchema<AnyObject>>(
    spec: RouteSpec<S, 'public', Q>,
    handler: Handler<PublicContext<InferType<S>, InferType<Q>>>,
  ): RequestHandler;
  <S extends ObjectSchema<AnyObject>, Q extends ObjectSchema<AnyObject> = ObjectSchema<AnyObject>>(
    spec: RouteSpec<S, 'user' | 'admin' | 'team', Q>,
    handler: Handler<RouteContext<InferType<S>, InferType<Q>>>,
  ): RequestHandler;
}

/** The `route` of a gate: every router declares its routes with the one it is given. */
export function routeThrough(gate: Gate): Route {
  return <S extends ObjectSchema<AnyObject>, Q extends ObjectSchema<AnyObject>>(
      spec: RouteSpec<S, Access, Q>,
      handler: Handler<RouteContext<InferType<S>, InferType<Q>>>,
    ): RequestHandler =>
    (req: Request, res: Response, next: NextFunction) => {
      void (async () => {
        const { ip, isClient } = requestAddress(req);
        // Address-keyed limits count the client's own address only, never a proxy's hop (every
        // candidate behind Firebase Hosting would share one budget).
        const clientIp = isClient ? ip : null;
        await gate.checkAppCheck(req.get(APP_CHECK_HEADER));
        if (spec.access === 'public' && req.method === 'GET') await gate.limitRead({ ip: clientIp });
        const caller = await checkAccess(gate, spec.access, req, clientIp);
        const budget = spec.access === 'admin' || spec.access === 'team' ? 'admin' : 'user';
        if (caller && req.method !== 'GET') await gate.limitWrite(caller.actor.uid, 1, budget);
        else if (caller) await gate.limitRead({ uid: caller.actor.uid }, spec.reads);
        // No body (a GET, an empty POST) reads as an empty object; anything else must be one.
        const raw: unknown = req.body === undefined || isEmptyBuffer(req.body) ? {} : req.body;
        const body = await validateStrict(spec.body, raw);
        // A call that changes many rows counts each (the call itself was counted above).
        const more = spec.writes ? spec.writes(body) - 1 : 0;
        if (caller && more > 0) await gate.limitWrite(caller.actor.uid, more, budget);
        const query = spec.query ? await validateStrict(spec.query, { ...req.query }) : {};
        if (caller && spec.mails) await gate.ensureProfile(caller.token);
        const params = req.params as Record<string, string>;
        const ctx = { body, query: query as InferType<Q>, params, ip, clientIp, req, ...(caller as Caller) };
        const outcome = await countingFailedAuth(gate, clientIp, () => gate.handle(handler, ctx));
        if (!outcome.ok) res.status(REFUSAL_STATUS[outcome.reason]).json({ error: outcome.message });
        else if (outcome.value instanceof FileAnswer) sendFile(res, outcome.value);
        else if (outcome.value instanceof WithCookies) {
          res
            .status(spec.status ?? 200)
            .append('Set-Cookie', outcome.value.cookies)
            .set('Cache-Control', 'private, no-store')
            .json(outcome.value.body);
        } else res.status(spec.status ?? 200).json(outcome.value);
      })().catch(next);
    };
}
