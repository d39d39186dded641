// The one way a route is declared: who may call it, the schema of its body, and a handler that
// answers an Outcome. Access is checked first (401/403), then the body (400 with the schema's
// first message, unknown fields refused), then the handler runs; its refusal becomes the status
// code here and nowhere else.
import { validateStrict } from '@careers/domain';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AnyObject, InferType, ObjectSchema } from 'yup';
import type { Outcome, RefusalReason } from '../decisions/outcome';
import { authenticate, requireAdmin, type Caller } from './auth';

/** The HTTP status of each refusal. */
export const REFUSAL_STATUS: Record<RefusalReason, number> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
};

/** Who may call a route: anyone, a signed-in user, or a current admin. */
export type Access = 'public' | 'user' | 'admin';

interface PublicContext<Body> {
  body: Body;
  /** The path parameters (`:id` and the like), as strings. */
  params: Record<string, string>;
  req: Request;
}

/** What a signed-in route's handler gets. */
export interface RouteContext<Body> extends PublicContext<Body>, Caller {}

type Handler<Ctx> = (ctx: Ctx) => Promise<Outcome<unknown>>;

interface RouteSpec<S extends ObjectSchema<AnyObject>, A extends Access> {
  access: A;
  body: S;
}

/** A route: `access`, then the body parsed by `body`, then the handler's outcome as the answer. */
export function route<S extends ObjectSchema<AnyObject>>(
  spec: RouteSpec<S, 'public'>,
  handler: Handler<PublicContext<InferType<S>>>,
): RequestHandler;
export function route<S extends ObjectSchema<AnyObject>>(
  spec: RouteSpec<S, 'user' | 'admin'>,
  handler: Handler<RouteContext<InferType<S>>>,
): RequestHandler;
export function route<S extends ObjectSchema<AnyObject>>(
  spec: RouteSpec<S, Access>,
  handler: Handler<RouteContext<InferType<S>>>,
): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    void (async () => {
      const caller = spec.access === 'public' ? undefined : await authenticate(req);
      if (caller && spec.access === 'admin') await requireAdmin(caller);
      const raw: unknown = req.body ?? {};
      if (typeof raw !== 'object' || Array.isArray(raw)) {
        res.status(400).json({ error: 'Request body must be a JSON object' });
        return;
      }
      const body = await validateStrict(spec.body, raw);
      const params = req.params as Record<string, string>;
      const outcome = await handler({ body, params, req, ...(caller as Caller) });
      if (outcome.ok) res.json(outcome.value);
      else res.status(REFUSAL_STATUS[outcome.reason]).json({ error: outcome.message });
    })().catch(next);
  };
}
