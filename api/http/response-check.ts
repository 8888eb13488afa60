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
  const byKey = new Map(
    operations.filter((operation) => operation.response).map((operation) => [`${operation.method} ${operation.path}`, operation.response!]),
  );
  return (req, res, next) => {
    const json = res.json.bind(res);
    /** Whether `body` may go out; when it may not, the 500 has been sent instead. */
    const check: Check = (body) => {
      const route = routeOf(req);
      const schema = route && res.statusCode < 300 ? byKey.get(route) : undefined;
      if (!schema) return true;
      const sent = JSON.parse(JSON.stringify(body ?? null)) as unknown;
      const result = z.safeParse(schema, sent);
      // The contract's objects let a client ignore fields it does not know (an open tab meeting a newer api);
      // the api itself must answer exactly what it declares, so a field the schema dropped is a mismatch here.
      const fields = result.success
        ? strayFields(sent, result.data).map((path) => ({ path, code: 'unrecognized_keys', message: `${path} is not in the response schema` }))
        : result.error.issues.map((issue) => ({ path: issue.path.join('.'), code: issue.code, message: issue.message }));
      if (fields.length === 0) return true;
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

/** The fields of `sent` that parsing left out of `parsed` (an object schema drops the keys it does not declare). */
function strayFields(sent: unknown, parsed: unknown, path: readonly string[] = []): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) return sent.flatMap((item, i) => strayFields(item, parsed[i], [...path, String(i)]));
  if (!isRecord(sent) || !isRecord(parsed)) return [];
  return Object.entries(sent).flatMap(([key, value]) => (key in parsed ? strayFields(value, parsed[key], [...path, key]) : [[...path, key].join('.')]));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function routeOf(req: Request): string | undefined {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? `${req.method} ${path}` : undefined;
}

/** For answers sent as ready bytes (http/compression.ts): whether they may go out (always, outside tests). */
export function passesResponseCheck(res: Response, body: () => unknown): boolean {
  const check = res.locals[LOCALS_KEY] as Check | undefined;
  return check ? check(body()) : true;
}
