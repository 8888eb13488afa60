import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_OPERATIONS } from '../openapi/routes';
import { expectNoStackTrace, freshIp, rawRequest, sessionCookie, type RawAnswer } from '@vitrina/testkit/api/security/harness';
import { routeKey, servedRoutes } from '@vitrina/testkit/api/security/route-table';
import { startTestVitrina, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import type { ApiOperation } from './openapi';

/**
 * A body whose bytes do not match its Content-Encoding is the client's mistake: every route that takes a body
 * answers 400 BODY_UNREADABLE (an encoding the parser does not know, 415 UNSUPPORTED_ENCODING), never a 500, and
 * appends nothing, since the body is read before any handler runs. One server for the whole walk.
 */
let vitrina: TestVitrina;
let admin: { email: string; password: string };
let adminCookie: string;
beforeAll(async () => {
  vitrina = await startTestVitrina();
  const { user, userId } = await vitrina.signedIn('ADMIN', freshIp());
  admin = user;
  adminCookie = `${sessionCookie(vitrina)}=${(await vitrina.vitrina.runtime.sessions.create(userId)).id}`;
});
afterAll(() => vitrina?.close());

const WRITES = API_OPERATIONS.filter((operation) => operation.method !== 'GET');

/** Bytes that are no compressed stream at all, and a gzip stream cut short (zlib's other error, Z_BUF_ERROR). */
const GARBAGE = Buffer.from('{"email":"not compressed at all"}\u0000\u00ff\u0013 garbage', 'latin1');
const TRUNCATED = gzipSync(JSON.stringify({ email: 'cut.short@example.com' })).subarray(0, 12);
const BODIES = { garbage: GARBAGE, truncated: TRUNCATED };
const ENCODINGS = ['gzip', 'deflate', 'br'] as const;

/** The routes whose raw-body parser sits behind a guard: a guest is refused (401) before the body is read. */
const GUARDED_UPLOADS = new Set(['POST /admin/images', 'POST /videos']);

/** Any value fills a `:param`: the body is read before a handler could look it up. */
const pathOf = (operation: ApiOperation) => operation.path.replace(/:\w+/g, 'any');

async function send(operation: ApiOperation, path: string, encoding: string, body: Buffer, cookie?: string): Promise<RawAnswer> {
  const raw = operation.body && 'raw' in operation.body ? operation.body.raw : undefined;
  return rawRequest(
    vitrina,
    operation.method,
    path,
    {
      'Content-Type': raw ? raw[0]! : 'application/json',
      'Content-Encoding': encoding,
      'X-Requested-With': 'vitrina',
      'X-Forwarded-For': freshIp(),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body,
  );
}

const codeOf = (answer: RawAnswer): unknown => (JSON.parse(answer.text) as { code?: unknown }).code;

describe('a body that does not decode', () => {
  it('walks every write the running api serves', () => {
    const served = servedRoutes(vitrina).filter((key) => !key.startsWith('GET '));
    expect(WRITES.map(routeKey)).toEqual(expect.arrayContaining(served));
    expect(WRITES.map(routeKey)).toEqual(expect.arrayContaining(['POST /auth/login', 'POST /payments/webhooks/:provider', ...GUARDED_UPLOADS]));
  });

  // As an admin every guard lets the request through to the parser, so each route shows what its parser does.
  it('is refused with 400 BODY_UNREADABLE on every route, whatever the encoding, and nothing is appended', async () => {
    for (const operation of WRITES) {
      const path = pathOf(operation);
      const before = await vitrina.head();
      for (const encoding of ENCODINGS) {
        for (const [name, body] of Object.entries(BODIES)) {
          const answer = await send(operation, path, encoding, body, adminCookie);
          const where = `${routeKey(operation)} with ${name} ${encoding}: ${answer.status} ${answer.text.slice(0, 200)}`;
          expect({ status: answer.status, code: codeOf(answer) }, where).toEqual({ status: 400, code: 'BODY_UNREADABLE' });
          expectNoStackTrace(answer.text);
        }
      }
      expect(await vitrina.head(), `${routeKey(operation)} appended events`).toBe(before);
    }
  });

  // The JSON parser runs before routing, so a guest's bad body is refused before any access check; the upload
  // routes read their raw bodies only after `allow.brand`, which answers a guest first.
  it('is refused before access control for a guest, save on the guarded uploads (401)', async () => {
    for (const operation of WRITES) {
      const answer = await send(operation, pathOf(operation), 'gzip', GARBAGE);
      const expected = GUARDED_UPLOADS.has(routeKey(operation)) ? { status: 401, code: 'UNAUTHENTICATED' } : { status: 400, code: 'BODY_UNREADABLE' };
      expect({ status: answer.status, code: codeOf(answer) }, `${routeKey(operation)}: ${answer.text.slice(0, 200)}`).toEqual(expected);
    }
  });

  it('in an encoding the parser does not know is 415 UNSUPPORTED_ENCODING', async () => {
    for (const operation of WRITES) {
      const answer = await send(operation, pathOf(operation), 'compress', GARBAGE, adminCookie);
      expect({ status: answer.status, code: codeOf(answer) }, `${routeKey(operation)}: ${answer.text.slice(0, 200)}`).toEqual({
        status: 415,
        code: 'UNSUPPORTED_ENCODING',
      });
    }
  });

  it('leaves a body that does decode alone', async () => {
    const login = WRITES.find((operation) => routeKey(operation) === 'POST /auth/login')!;
    const answer = await send(login, '/auth/login', 'gzip', gzipSync(JSON.stringify({ email: admin.email, password: admin.password })));
    expect(answer.status, answer.text).toBe(200);
  });
});
