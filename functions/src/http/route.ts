// The one way a route is declared: who may call it, the schema of its body, and a handler that
// answers an Outcome. Access is checked first (401/403), then the body (400 with the schema's
// first message, unknown fields refused), then the handler runs; its refusal becomes the status
// code here and nowhere else.
import { validateStrict } from '@careers/domain';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AnyObject, InferType, ObjectSchema } from 'yup';
import type { Outcome, RefusalReason } from '../decisions/outcome';
import { TRUSTED_PROXY_HOPS } from '../config';
import { authenticate, requireAdmin, type Caller } from './auth';
import { HttpError } from './errors';
import { countFailedAuth, limitWrite } from './rate-limit';
import { platformSeenIp } from './client-address';

/** The HTTP status of each refusal. */
export const REFUSAL_STATUS: Record<RefusalReason, number> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
};

/** The address the platform saw `req` come from (see client-address.ts). */
export function requestIp(req: Request): string | null {
  return platformSeenIp(req.get('x-forwarded-for'), req.socket?.remoteAddress, TRUSTED_PROXY_HOPS.value());
}

/**
 * Runs `work`; a 401 it throws (a token that does not verify) counts against the address's
 * failed-sign-in limit, which may turn it into a 429.
 */
async function countingFailedAuth<T>(ip: string | null, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) await countFailedAuth(ip);
    throw error;
  }
}

/** Who the caller is, as `access` requires: the token (401, counted), then the admin role (403). */
async function checkAccess(access: Access, req: Request, ip: string | null): Promise<Caller | undefined> {
  if (access === 'public') return undefined;
  const caller = await countingFailedAuth(ip, () => authenticate(req));
  if (access === 'admin') await requireAdmin(caller);
  return caller;
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

/** Who may call a route: anyone, a signed-in user, or a current admin. */
export type Access = 'public' | 'user' | 'admin';

interface PublicContext<Body, Query = Record<string, never>> {
  body: Body;
  /** The query string, parsed by the route's `query` schema ({} without one). */
  query: Query;
  /** The path parameters (`:id` and the like), as strings. */
  params: Record<string, string>;
  /** The address the platform saw the request come from (never a client-written one), if any. */
  ip: string | null;
  req: Request;
}

/** What a signed-in route's handler gets. */
export interface RouteContext<Body, Query = Record<string, never>> extends PublicContext<Body, Query>, Caller {}

type Handler<Ctx> = (ctx: Ctx) => Promise<Outcome<unknown>>;

interface RouteSpec<S extends ObjectSchema<AnyObject>, A extends Access, Q extends ObjectSchema<AnyObject>> {
  access: A;
  body: S;
  /** The query string's schema (a GET's filters); without one, the query string is ignored. */
  query?: Q;
}

/** A route: `access`, then the body parsed by `body`, then the handler's outcome as the answer. */
export function route<S extends ObjectSchema<AnyObject>, Q extends ObjectSchema<AnyObject> = ObjectSchema<AnyObject>>(
  spec: RouteSpec<S, 'public', Q>,
  handler: Handler<PublicContext<InferType<S>, InferType<Q>>>,
): RequestHandler;
export function route<S extends ObjectSchema<AnyObject>, Q extends ObjectSchema<AnyObject> = ObjectSchema<AnyObject>>(
  spec: RouteSpec<S, 'user' | 'admin', Q>,
  handler: Handler<RouteContext<InferType<S>, InferType<Q>>>,
): RequestHandler;
export function route<S extends ObjectSchema<AnyObject>, Q extends ObjectSchema<AnyObject>>(
  spec: RouteSpec<S, Access, Q>,
  handler: Handler<RouteContext<InferType<S>, InferType<Q>>>,
): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    void (async () => {
      const ip = requestIp(req);
      const caller = await checkAccess(spec.access, req, ip);
      if (caller && req.method !== 'GET') await limitWrite(caller.actor.uid);
      // No body (a GET, an empty POST) reads as an empty object; anything else must be one.
      const raw: unknown = req.body === undefined || isEmptyBuffer(req.body) ? {} : req.body;
      const body = await validateStrict(spec.body, raw);
      const query = spec.query ? await validateStrict(spec.query, { ...req.query }) : {};
      const params = req.params as Record<string, string>;
      const outcome = await countingFailedAuth(ip, () =>
        handler({ body, query: query as InferType<Q>, params, ip, req, ...(caller as Caller) }),
      );
      if (!outcome.ok) res.status(REFUSAL_STATUS[outcome.reason]).json({ error: outcome.message });
      else if (outcome.value instanceof FileAnswer) sendFile(res, outcome.value);
      else res.json(outcome.value);
    })().catch(next);
  };
}
