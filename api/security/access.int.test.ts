import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_TYPES } from '@vitrina/domain/accounts/roles';
import { startTestVitrina, type TestVitrina } from '../testing/vitrina';
import { callAs, freshIp, withoutAppend } from './harness';
import { CALLERS, concretePath, firstBody, routeFixtures, routeKey, ROUTES, servedRoutes, type Caller, type RouteFixtures } from './route-table';

/** SECURITY.md 12: every route × every caller; a cell not allowed gets 401 (guest) or 403 and appends nothing. */
let vitrina: TestVitrina;
let fixtures: RouteFixtures;
const callerIds = new Map<Caller, string | null>([['guest', null]]);

beforeAll(async () => {
  vitrina = await startTestVitrina();
  fixtures = await routeFixtures(vitrina);
  const accounts = await Promise.all(ROLE_TYPES.map((type) => vitrina.signedIn(type, freshIp())));
  ROLE_TYPES.forEach((type, i) => callerIds.set(type, accounts[i]!.userId));
});
afterAll(() => vitrina?.close());

describe('the route table', () => {
  it('lists every route the api serves, and no other', () => {
    expect(ROUTES.map(routeKey).sort()).toEqual(servedRoutes(vitrina));
  });

  it('has a body for every write and declares its callers', () => {
    for (const row of ROUTES) {
      if (row.method !== 'GET') expect(row.bodies, routeKey(row)).toBeDefined();
      expect(row.allowed.length, routeKey(row)).toBeGreaterThan(0);
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
    expect(answer).toMatchObject(
      caller === 'guest' ? { status: 401, body: { code: 'UNAUTHENTICATED' } } : { status: 403, body: { code: 'FORBIDDEN' } },
    );
  });
});
