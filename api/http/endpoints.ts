import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import type { Policy } from '../auth/policies';
import type { ApiOperation } from './openapi';
import { parseInput } from './validate';

type Parsed<Schema> = Schema extends z.core.$ZodType ? z.output<Schema> : undefined;

/** What a handler is given: its feature's scope, the input its record's schemas parsed, and the request itself. */
export interface Call<Scope, Params, Query, Body> {
  scope: Scope;
  params: Parsed<Params>;
  query: Parsed<Query>;
  body: Parsed<Body>;
  req: Request;
  res: Response;
}

/** What a named handler that reads no parsed input is given. */
export type Bare<Scope> = Pick<Call<Scope, undefined, undefined, undefined>, 'scope' | 'req' | 'res'>;

/**
 * One endpoint, declared once: what the OpenAPI document says of it, who may call it (`policy`, which the access
 * table reads too) and its handler. The params, query and JSON body its schemas describe are parsed before the
 * handler runs (400 VALIDATION_FAILED, in that order); an answer the handler returns is sent as JSON with the
 * record's status, a 204 with none is ended, and a handler that answers by itself (a redirect, a CSV) returns nothing.
 * A `guard` checks what the caller may do with what the path names, once the params are parsed and before the query
 * and body are (a brand that is not the caller's is not found, whatever was sent for it). `before` gives the express
 * handlers run after the policy and before anything is parsed: what must refuse a request before its body is read
 * (an upload's good standing and budget), and a body parser of the endpoint's own (an upload's raw bytes). `input`
 * says what the schemas read where it is not the request's own params, query and body (a signed link, read from
 * wherever a mail client put it).
 */
export type Endpoint<Scope, Params extends OpParams = undefined, Query extends OpQuery = undefined, Body extends OpBody = undefined> = Omit<
  ApiOperation,
  'params' | 'query' | 'body' | 'policy'
> & {
  policy: Policy;
  params?: Params;
  query?: Query;
  body?: Body;
  before?: (scope: Scope) => readonly RequestHandler[];
  input?: (req: Request) => { params?: unknown; query?: unknown; body?: unknown };
  guard?: (call: Pick<Call<Scope, Params, undefined, undefined>, 'scope' | 'params' | 'req'>) => Promise<void>;
  handler: (call: Call<Scope, Params, Query, Body>) => unknown;
};
type OpParams = ApiOperation['params'];
type OpQuery = ApiOperation['query'];
type OpBody = ApiOperation['body'];

type AnyEndpoint<Scope> = Endpoint<Scope, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The record of an endpoint whose handler takes `Scope`: `const endpoint = endpointOf<NewsScope>()`, then `endpoint({ … })` per route. */
export const endpointOf =
  <Scope>() =>
  <Params extends OpParams = undefined, Query extends OpQuery = undefined, Body extends OpBody = undefined>(
    record: Endpoint<Scope, Params, Query, Body>,
  ): AnyEndpoint<Scope> =>
    record as AnyEndpoint<Scope>;

const parsed = (schema: z.core.$ZodType | { raw: readonly string[] } | undefined, value: unknown) =>
  schema && !('raw' in schema) ? parseInput(schema, value) : undefined;

/**
 * A feature's endpoints, as its router (given the feature's scope) and its OpenAPI operations, in the order listed
 * (a fixed path before a parameter that would take it: `/admin/news/order` before `/admin/news/:id`).
 */
export function endpoints<Scope>(list: readonly AnyEndpoint<Scope>[]): { operations: readonly ApiOperation[]; router: (scope: Scope) => Router } {
  const operations = list.map(({ handler: _handler, guard: _guard, before: _before, input: _input, ...operation }) => operation as ApiOperation);
  const router = (scope: Scope) => {
    const routes = Router();
    for (const record of list) {
      routes[record.method.toLowerCase() as 'get'](record.path, record.policy, ...(record.before?.(scope) ?? []), async (req, res) => {
        const input = { params: req.params, query: req.query, body: req.body, ...record.input?.(req) };
        const params = parsed(record.params, input.params);
        if (record.guard) await record.guard({ scope, params, req });
        const query = parsed(record.query, input.query);
        const body = parsed(record.body, input.body);
        const answer = await (record.handler as (call: object) => unknown)({ scope, params, query, body, req, res });
        if (res.headersSent) return;
        if (answer !== undefined) (record.status ? res.status(record.status) : res).json(answer);
        else if (record.status === 204) res.status(204).end();
      });
    }
    return routes;
  };
  return { operations, router };
}
