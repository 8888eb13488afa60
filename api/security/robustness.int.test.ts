import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestVitrina, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { expectNoStackTrace, freshIp, rawRequest, sessionCookie, type RawAnswer } from '@vitrina/testkit/api/security/harness';
import { concretePath, routeFixtures, routeKey, ROUTES, type RouteFixtures, type RouteRow } from '@vitrina/testkit/api/security/route-table';
import { fieldProbes, OVERSIZED, wholeBodyProbes, type Probe } from '@vitrina/testkit/api/security/probes';

/**
 * SECURITY.md 15: every POST/PUT route of the route table, fed bad input in place of each field of each of its
 * valid bodies and in place of the whole body, answers 4xx with a stable code, never 5xx, never a stack trace,
 * and appends nothing. Calls are made as an ADMIN, so admin routes get past access control to their parsing.
 */
let vitrina: TestVitrina;
let fixtures: RouteFixtures;
let adminId: string;
beforeAll(async () => {
  vitrina = await startTestVitrina();
  fixtures = await routeFixtures(vitrina);
  adminId = (await vitrina.signedIn('ADMIN', freshIp())).userId;
});
afterAll(() => vitrina?.close());

async function send(row: RouteRow, body: string): Promise<RawAnswer> {
  const session = await vitrina.vitrina.runtime.sessions.create(adminId);
  return rawRequest(
    vitrina,
    row.method,
    await concretePath(row, fixtures),
    {
      'Content-Type': 'application/json',
      'X-Requested-With': 'vitrina',
      'X-Forwarded-For': freshIp(),
      Cookie: `${sessionCookie(vitrina)}=${session.id}`,
    },
    body,
  );
}

function codeOf(answer: RawAnswer): unknown {
  try {
    return (JSON.parse(answer.text) as { code?: unknown }).code;
  } catch {
    return undefined;
  }
}

/** Sends a probe and checks the answer: refused cleanly, or (where the probe allows it) accepted, never a crash. */
async function check(row: RouteRow, probe: Probe, status?: number) {
  const before = await vitrina.head();
  const answer = await send(row, probe.body);
  const where = `${routeKey(row)} fed ${probe.name}: ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, where).toBeLessThan(500);
  expectNoStackTrace(answer.text);
  if (answer.status < 400 && probe.mayPass) return;
  expect(answer.status, where).toBeGreaterThanOrEqual(400);
  if (status) expect(answer.status, where).toBe(status);
  expect(codeOf(answer), where).toMatch(/^[A-Z][A-Z_]+$/);
  expect(await vitrina.head(), `${where} appended events`).toBe(before);
}

const WRITES = ROUTES.filter((row) => row.method !== 'GET');
const cases = WRITES.flatMap((row) =>
  Object.entries(row.bodies ?? { none: () => ({}) }).map(([variant, make]) => ({ name: `${routeKey(row)} (${variant})`, row, make })),
);

describe.each(cases)('$name', ({ row, make }) => {
  it('accepts its valid body as far as validation goes', async () => {
    const answer = await send(row, JSON.stringify(await make(fixtures)));
    expect(answer.status, answer.text).toBeLessThan(500);
    expect(codeOf(answer), answer.text).not.toBe('VALIDATION_FAILED');
  });

  it('refuses malformed, non-object and deeply nested bodies', async () => {
    for (const probe of wholeBodyProbes(await make(fixtures))) await check(row, probe);
  });

  it('refuses a body over the limit with 413', async () => {
    await check(row, OVERSIZED, 413);
  });

  it('refuses wrong types, huge strings, deep nesting and unicode tricks in every field', async () => {
    const valid = await make(fixtures);
    for (const probe of fieldProbes(valid)) {
      // Bodies are fresh for each call where freshness matters (a captcha is good once).
      const fresh = await make(fixtures);
      await check(row, { name: probe.name, mayPass: probe.mayPass, body: probe.rebuild(fresh) });
    }
  });
});
