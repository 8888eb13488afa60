import type { RequestHandler } from 'express';
import type { Logger } from '@vitrina/infra/log/logger';
import type { ApiOperation } from './openapi';

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
    res.json = (body: unknown) => {
      const route = (req.route as { path?: unknown } | undefined)?.path;
      const schema = typeof route === 'string' && res.statusCode < 300 ? byKey.get(`${req.method} ${route}`) : undefined;
      if (!schema) return json(body);
      const result = schema.safeParse(JSON.parse(JSON.stringify(body ?? null)));
      if (result.success) return json(body);
      const fields = result.error.issues.map((issue) => ({ path: issue.path.join('.'), code: issue.code, message: issue.message }));
      logger.error({ route: `${req.method} ${route}`, fields }, 'an answer does not match its response schema');
      res.status(500);
      return json({ code: 'RESPONSE_SCHEMA_MISMATCH', message: `${req.method} ${route} answered outside its response schema.`, fields });
    };
    next();
  };
}
