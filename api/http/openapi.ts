import { z } from 'zod';
import type { ZodMiniType } from 'zod/mini';
import type { Policy } from '../auth/policies';

/**
 * One route as the OpenAPI document describes it, declared beside the route with the very zod schemas its handler
 * parses (no second copy): `params`, `query` and `body` as `parseInput` reads them, `response` where the route has
 * a schema for its answer (a route without one is described as a generic JSON object).
 */
export interface ApiOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As the router declares it, under /api (`/clothes/:id`). */
  path: string;
  summary: string;
  tag: string;
  params?: z.ZodObject;
  query?: z.ZodType;
  /** A JSON body's schema, or the media types of a raw body (uploads, signed webhooks). */
  body?: ZodMiniType | { raw: readonly string[] };
  /** The success status; 200 unless given. */
  status?: 200 | 201 | 202 | 204 | 302;
  /** Its answer's schema, from the contract api and web both read (contract/*.ts, written with zod mini). */
  response?: ZodMiniType;
  /** A success answer that is not JSON (a CSV export, an HTML page). */
  produces?: string;
  /** Who may call it (api/http/endpoints.ts records carry it; the access table reads it from here). */
  policy?: Policy;
}

/** Declares a feature's operations (an identity function that keeps the literal types checked). */
export const operations = (list: ApiOperation[]): readonly ApiOperation[] => list;

type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), as the client writes it (io: input) or reads it. */
function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  return rest;
}

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** Path or query parameters from an object schema: one parameter per property. */
function parameters(schema: z.ZodType, where: 'path' | 'query') {
  const object = jsonSchema(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', description: 'A stable error code (api/http/errors.ts).' },
    message: { type: 'string' },
    fields: { type: 'array', items: { type: 'object', properties: { path: { type: 'string' }, code: { type: 'string' }, message: { type: 'string' } } } },
  },
};

const GENERIC_JSON: JsonSchema = { type: 'object', description: 'A JSON answer this document does not describe in detail yet.' };

function operationObject(operation: ApiOperation) {
  const status = operation.status ?? 200;
  const success =
    status === 204
      ? { description: 'Done; no content.' }
      : status === 302
        ? { description: 'A redirect.', headers: { Location: { schema: { type: 'string' } } } }
        : operation.produces
          ? { description: 'Success.', content: { [operation.produces]: { schema: { type: 'string' } } } }
          : {
              description: status === 202 ? 'Accepted: it goes on in the background.' : 'Success.',
              content: { 'application/json': { schema: operation.response ? jsonSchema(operation.response, 'output') : GENERIC_JSON } },
            };
  const body = operation.body;
  const requestBody =
    body === undefined
      ? undefined
      : 'raw' in body
        ? { required: true, content: Object.fromEntries(body.raw.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])) }
        : { required: !body.safeParse(undefined).success, content: { 'application/json': { schema: jsonSchema(body, 'input') } } };
  const params = [...(operation.params ? parameters(operation.params, 'path') : []), ...(operation.query ? parameters(operation.query, 'query') : [])];
  return {
    operationId: `${operation.method.toLowerCase()}${operation.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, next: string | undefined) => (next ?? '').toUpperCase())}`,
    summary: operation.summary,
    tags: [operation.tag],
    ...(params.length ? { parameters: params } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      [String(status)]: success,
      '4XX': { description: 'Refused: a stable code and a message.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    },
  };
}

/** The OpenAPI 3.1 document of the given operations; paths are under the api's `/api` server. */
export function openApiDocument(list: readonly ApiOperation[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of list) {
    const path = openApiPath(operation.path);
    paths[path] = { ...paths[path], [operation.method.toLowerCase()]: operationObject(operation) };
  }
  return {
    openapi: '3.1.0',
    info: { ...info, description: 'The Vitrina api, generated from the zod schemas its routes validate with.' },
    servers: [{ url: '/api' }],
    paths,
    components: { schemas: { Error: ERROR_SCHEMA } },
  };
}
