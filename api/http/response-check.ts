import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import type { Logger } from '@vitrina/infra/log/logger';
import type { ApiOperation } from './openapi';

const LOCALS_KEY = 'responseCheck';
type Check = (body: unknown) => boolean;

/**
 * Tests only (the server suites and the journeys turn it on): every JSON answer a route gives is held to the
 * response schema its operation declares (api/http/openapi.ts), as a client reads it (after JSON). An answer that
 * does not match becomes a 500 `RESPONSE_SCHEMA_MISMATCH` naming the fields, so the test that made it fails and the
 * OpenAPI document cannot drift from what the routes really answer.
 */
export function responseCheck(operations: readonly ApiOperation[], logger: Logger): RequestHandler {
  const byKey = new Map(operations.filter((operation) => operation.response).map((operation) => [`${operation.method} ${operation.path}`, operation.response!]));
  return (req, res, next) => {
    const json = res.json.bind(res);
    /** Whether `body` may go out; when it may not, the 500 has been sent instead. */
    const check: Check = (body) => {
      const route = routeOf(req);
      const schema = route && res.statusCode < 300 ? byKey.get(route) : undefined;
      if (!schema) return true;
      const result = z.safeParse(schema, JSON.parse(JSON.stringify(body ?? null)));
      if (result.success) return true;
      const fields = result.error.issues.map((issue) => ({ path: issue.path.join('.'), code: issue.code, message: issue.message }));
      logger.error({ route, fields }, 'an answer does not match its response schema');
      res.status(500);
      json({ code: 'RESPONSE_SCHEMA_MISMATCH', message: `${route} answered outside its response schema.`, fields });
      return false;
    };
    res.locals[LOCALS_KEY] = check;
    res.json = (body: unknown) => (check(body) ? json(body) : res);
    next();
  };
}

function routeOf(req: Request): string | undefined {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? `${req.method} ${path}` : undefined;
}

/** For answers sent as ready bytes (http/compression.ts): whether they may go out (always, outside tests). */
export function passesResponseCheck(res: Response, body: () => unknown): boolean {
  const check = res.locals[LOCALS_KEY] as Check | undefined;
  return check ? check(body()) : true;
}
