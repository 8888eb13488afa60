import { describe, expect, it } from 'vitest';

/**
 * The api's answers are read with the schemas of the HTTP contract (contract/<feature>.ts, @vitrina/contract), which
 * the api's tests hold every answer to; a feature's query functions declare no object schema of their own, so no
 * answer is described twice. A form's own schema lives beside the form, not under api/.
 */
const queryFunctions = import.meta.glob<string>(['../features/*/api/**/*.ts', '!../features/*/api/**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Features whose answers are not read with the contract yet (issue 46, step 3): this list only shrinks. */
const NOT_YET = new Set<string>([]);

const OBJECT_SCHEMA = /\bz\.(object|strictObject|looseObject)\(/;
const featureOf = (path: string) => path.split('/')[2]!;

describe("web's query functions", () => {
  const files = Object.entries(queryFunctions);

  it('are found', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it('declare no object schema for an api answer: they import it from @vitrina/contract', () => {
    const declaring = files.filter(([path, text]) => OBJECT_SCHEMA.test(text) && !NOT_YET.has(featureOf(path))).map(([path]) => path);
    expect(declaring).toEqual([]);
  });

  it('leave the list of features not yet on the contract once they are', () => {
    const declaring = new Set(files.filter(([, text]) => OBJECT_SCHEMA.test(text)).map(([path]) => featureOf(path)));
    expect([...NOT_YET].filter((feature) => !declaring.has(feature))).toEqual([]);
  });
});

describe("the contract's answers, as web reads them", () => {
  it('keep what they declare and drop a field a newer api adds, so a tab opened before a deploy still reads them', async () => {
    const { AdminUserList } = await import('@vitrina/contract/admin');
    const user = {
      id: 'u1',
      username: 'ana',
      email: 'ana@example.com',
      type: 'USER',
      active: true,
      joined: '2026-01-01T00:00:00.000Z',
      firstName: null,
      lastName: null,
      dateOfBirth: null,
      owner: null,
      prestige: null,
      subscription: null,
      emailVerified: true,
      erased: false,
    };
    const page = { items: [{ ...user, addedLater: 'x' }], total: 1, page: 1, pageSize: 20, alsoLater: true };
    expect(AdminUserList.parse(page)).toEqual({ items: [user], total: 1, page: 1, pageSize: 20 });
  });
});
