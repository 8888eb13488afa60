import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_TYPES, type RoleType } from '@vitrina/domain/accounts/roles';
import { startTestVitrina, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { callAs, freshIp, withoutAppend } from '@vitrina/testkit/api/security/harness';
import {
  CALLERS,
  concretePath,
  firstBody,
  routeFixtures,
  routeKey,
  ROUTES,
  servedRoutes,
  type Caller,
  type RouteFixtures,
} from '@vitrina/testkit/api/security/route-table';

/**
 * SECURITY.md 12: every route × every caller; a cell not allowed gets 401 (guest) or 403 and appends nothing. The
 * callers have confirmed their email; the same types unconfirmed are refused the rows that need it.
 */
let vitrina: TestVitrina;
let fixtures: RouteFixtures;
const callerIds = new Map<Caller, string | null>([['guest', null]]);
const unverifiedIds = new Map<RoleType, string>();

beforeAll(async () => {
  vitrina = await startTestVitrina();
  fixtures = await routeFixtures(vitrina);
  const accounts = await Promise.all(ROLE_TYPES.map((type) => vitrina.signedIn(type, freshIp())));
  ROLE_TYPES.forEach((type, i) => callerIds.set(type, accounts[i]!.userId));
  const unverified = await Promise.all(ROLE_TYPES.map((type) => vitrina.signedIn(type, freshIp(), { verified: false })));
  ROLE_TYPES.forEach((type, i) => unverifiedIds.set(type, unverified[i]!.userId));
});
afterAll(() => vitrina?.close());

describe('the route table', () => {
  it('lists every route the api serves, and no other', () => {
    expect(ROUTES.map(routeKey).sort()).toEqual(servedRoutes(vitrina));
  });

  it('has a body for every write and declares its callers', () => {
    for (const row of ROUTES) {
      if (row.method !== 'GET') expect(row.bodies, routeKey(row)).toBeDefined();
      if (row.operators) expect(row.allowed, routeKey(row)).toEqual([]);
      else expect(row.allowed.length, routeKey(row)).toBeGreaterThan(0);
      for (const caller of row.allowed) expect(CALLERS).toContain(caller);
    }
  });
});

describe.each(ROUTES.map((row) => ({ row, name: routeKey(row) })))('$name', ({ row }) => {
  it.each(CALLERS)('as %s', async (caller) => {
    const path = await concretePath(row, fixtures);
    const body = await firstBody(row, fixtures);
    const call = () => callAs(vitrina, callerIds.get(caller)!, row.method, path, body);
    if (row.allowed.includes(caller)) {
      const answer = await call();
      expect(answer.status, JSON.stringify(answer.body)).not.toBe(401);
      expect(answer.status, JSON.stringify(answer.body)).not.toBe(403);
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
      return;
    }
    const answer = await withoutAppend(vitrina, call, `${row.method} ${path} as ${caller}`);
    if (row.operators) {
      expect(answer).toMatchObject({ status: 403, body: { code: 'OPERATOR_ONLY' } });
      return;
    }
    expect(answer).toMatchObject(caller === 'guest' ? { status: 401, body: { code: 'UNAUTHENTICATED' } } : { status: 403, body: { code: 'FORBIDDEN' } });
  });
});

const verifiedRows = ROUTES.filter((row) => row.verifiedEmail).map((row) => ({ row, name: routeKey(row) }));

describe.each(verifiedRows)('$name with an unconfirmed email', ({ row }) => {
  it.each(row.allowed.filter((caller): caller is RoleType => caller !== 'guest'))('as %s: 403 EMAIL_NOT_VERIFIED, appending nothing', async (type) => {
    const path = await concretePath(row, fixtures);
    const body = await firstBody(row, fixtures);
    const answer = await withoutAppend(vitrina, () => callAs(vitrina, unverifiedIds.get(type)!, row.method, path, body), `${row.method} ${path} unverified`);
    expect(answer).toMatchObject({ status: 403, body: { code: 'EMAIL_NOT_VERIFIED', message: expect.stringMatching(/^Confirm your email/) } });
  });
});

it('some rows need a confirmed email (favouriting, recommending), and only rows signed-in callers may call', () => {
  expect(verifiedRows.map(({ name }) => name)).toEqual(expect.arrayContaining(['POST /favorites', 'PUT /favorites/:id']));
  for (const { row, name } of verifiedRows) expect(row.allowed, name).not.toContain('guest');
});
