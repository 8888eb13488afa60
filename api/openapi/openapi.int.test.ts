import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiOperation } from '../http/openapi';
import { catalogueFixture } from '@vitrina/testkit/api/catalogue';
import { magazineFixture } from '@vitrina/testkit/api/magazine';
import { freshIp } from '@vitrina/testkit/api/security/harness';
import { routeFixtures, routeKey, ROUTES, servedRoutes, type RouteFixtures } from '@vitrina/testkit/api/security/route-table';
import { startTestVitrina, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { API_OPERATIONS, apiDocument } from './routes';

const BROWSER = { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' };

let vitrina: TestVitrina;
let fixtures: RouteFixtures;

beforeAll(async () => {
  vitrina = await startTestVitrina();
  fixtures = await routeFixtures(vitrina);
});
afterAll(() => vitrina?.close());

const operationOf = (key: string): ApiOperation => API_OPERATIONS.find((operation) => routeKey(operation) === key)!;
type DocumentOperation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
const documented = (key: string): DocumentOperation => {
  const [method, path] = key.split(' ') as [string, string];
  const paths = apiDocument().paths as Record<string, Record<string, DocumentOperation>>;
  return paths[path.replace(/:(\w+)/g, '{$1}')]![method.toLowerCase()]!;
};

describe('the OpenAPI document', () => {
  it('describes every route of the route table and of the running router, once', () => {
    const keys = API_OPERATIONS.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(ROUTES.map(routeKey).sort());
    expect([...keys].sort()).toEqual(servedRoutes(vitrina));
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const document = structuredClone(apiDocument());
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(document as never)).resolves.toBeTruthy();
  });

  it('names each path parameter, a body for each write, and a response for each route', () => {
    for (const row of ROUTES) {
      const key = routeKey(row);
      const operation = documented(key);
      const pathParams = [...row.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      const declared = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => parameter.name)
        .sort();
      expect(declared, key).toEqual(pathParams);
      if (row.method !== 'GET') expect(operation.requestBody, key).toBeDefined();
      const [status, success] = Object.entries(operation.responses).find(([code]) => code.startsWith('2') || code === '302')!;
      if (status !== '204' && status !== '302') expect(Object.values(success.content ?? {})[0]?.schema, key).toBeDefined();
      // Every JSON answer is described by its own schema (which the response check holds the real answers to).
      const own = operationOf(key);
      if (status !== '204' && status !== '302' && !own.produces) expect(own.response, `${key} declares its response schema`).toBeDefined();
    }
  });

  // The declared schemas are the ones the routes validate with: what the route table sends (and the access test
  // sees accepted) passes them, and each query schema answers for the parameters the document lists.
  it('declares the schemas each route validates its input with', async () => {
    for (const row of ROUTES) {
      const key = routeKey(row);
      const operation = operationOf(key);
      if (row.params) expect(operation.params?.safeParse(await row.params(fixtures)).success, key).toBe(true);
      const body = operation.body;
      if (row.bodies && body && !('raw' in body)) {
        for (const [name, make] of Object.entries(row.bodies)) expect(body.safeParse(await make(fixtures)).success, `${key} ${name}`).toBe(true);
        expect(body.safeParse({ unexpected: 1 }).success, `${key} refuses unknown fields`).toBe(false);
      }
    }
  });

  // The response schemas are the views' shapes: real answers of the main public reads parse with them (strict, so a
  // view that grows a field without its schema fails here). Reads without a schema are described as a JSON object.
  it('describes the responses of the main public reads as they really answer', async () => {
    const { clothId, brandId } = await catalogueFixture(vitrina);
    const { entryId } = await magazineFixture(vitrina);
    const { client } = await vitrina.signedIn('USER', freshIp());
    const reads: [string, string][] = [
      ['GET /clothes/:id', `/clothes/${clothId}`],
      ['GET /clothes/:id/similar', `/clothes/${clothId}/similar`],
      ['GET /clothes/:id/more-from-brand', `/clothes/${clothId}/more-from-brand`],
      ['GET /search', '/search?q=a'],
      ['GET /search', '/search'],
      ['GET /magazine', '/magazine'],
      ['GET /magazine/:id', `/magazine/${entryId}`],
      ['GET /brands/:id', `/brands/${brandId}`],
      ['GET /categories/types/', '/categories/types/'],
      ['GET /categories/data/', '/categories/data/'],
      ['GET /auth/me', '/auth/me'],
    ];
    for (const [key, path] of reads) {
      const schema = operationOf(key).response;
      expect(schema, key).toBeDefined();
      const answer = await client.call('GET', path, undefined, BROWSER);
      expect(answer.status, path).toBe(200);
      const parsed = schema!.safeParse(answer.body);
      expect(parsed.success ? [] : parsed.error.issues, path).toEqual([]);
    }
    const login = await vitrina.client(freshIp()).post('/auth/login', fixtures.login, BROWSER);
    expect(operationOf('POST /auth/login').response!.safeParse(login.body).error?.issues ?? []).toEqual([]);
  });
});

describe('serving it', () => {
  it('answers the document at /api/openapi.json', async () => {
    const answer = await vitrina.client().call('GET', '/openapi.json', undefined, BROWSER);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(JSON.parse(JSON.stringify(apiDocument())));
  });

  it('serves the reference page and Swagger UI from this origin', async () => {
    const page = await fetch(`${vitrina.url}/api/docs/`, { headers: BROWSER });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/docs/assets/swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\//);
    for (const file of ['/api/docs/assets/swagger-ui-bundle.js', '/api/docs/assets/swagger-ui.css', '/api/docs/init.js']) {
      const answer = await fetch(`${vitrina.url}${file}`, { headers: BROWSER });
      expect(answer.status, file).toBe(200);
      expect((await answer.text()).length, file).toBeGreaterThan(50);
    }
  });
});
