import { validateStrict } from '@careers/domain';
import type { NextFunction, Request, Response } from 'express';
import type { AnyObject, InferType, ObjectSchema } from 'yup';
import type { Caller } from './auth';

/** What a route handler gets: the parsed body and, behind requireUser, the caller. */
interface RouteContext<Body> {
  body: Body;
  caller: Caller;
  req: Request;
  res: Response;
}

/**
 * A route whose body is parsed by `schema` before the handler runs. A handler returns the
 * JSON answer (status 200) or throws an HttpError; a failed parse answers 400 with the
 * schema's first message.
 */
export function route<S extends ObjectSchema<AnyObject>>(
  schema: S,
  handler: (ctx: RouteContext<InferType<S>>) => Promise<unknown>,
) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const raw: unknown = req.body ?? {};
      if (typeof raw !== 'object' || Array.isArray(raw)) {
        res.status(400).json({ error: 'Request body must be a JSON object' });
        return;
      }
      const body = await validateStrict(schema, raw);
      const answer = await handler({ body, caller: res.locals.caller as Caller, req, res });
      if (!res.headersSent) res.json(answer);
    } catch (err) {
      next(err);
    }
  };
}
