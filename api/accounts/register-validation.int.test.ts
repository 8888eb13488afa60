import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshClient, withoutAppend } from '@vitrina/testkit/api/security/harness';
import { newBrand, newUser, startTestVitrina, type TestVitrina } from '@vitrina/testkit/api/vitrina';

/**
 * Seed section 5 and the contract's registration rules: each refused field is a 400 VALIDATION_FAILED naming it,
 * and nothing is appended. Every body carries a solved captcha, so a rule that let bad input through would show
 * as a 201, not as a captcha failure.
 */
let vitrina: TestVitrina;
beforeAll(async () => {
  vitrina = await startTestVitrina();
});
afterAll(() => vitrina?.close());

interface Field {
  path: string;
  code: string;
  message: string;
}

type Body = Record<string, unknown>;
const without = (body: Body, ...keys: string[]) => Object.fromEntries(Object.entries(body).filter(([key]) => !keys.includes(key)));

async function refuses(body: Body, path: string, message?: string | RegExp) {
  const client = freshClient(vitrina);
  const token = await client.captcha();
  const answer = await withoutAppend(vitrina, () => client.post<{ code: string; message: string; fields: Field[] }>('/auth/register', { ...body, token }));
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body.code).toBe('VALIDATION_FAILED');
  const named = answer.body.fields.filter((field) => field.path === path);
  expect(named, `no field ${path} in ${JSON.stringify(answer.body.fields)}`).not.toHaveLength(0);
  if (message) expect(named.map((field) => field.message)).toContainEqual(typeof message === 'string' ? message : expect.stringMatching(message));
  return answer.body;
}

const TODAY = new Date().toISOString().slice(0, 10);
const TOMORROW_YEAR = `${new Date().getUTCFullYear() + 1}-01-01`;

describe('the user path', () => {
  it.each(['username', 'email', 'password', 'firstName', 'lastName', 'dateOfBirth', 'acceptedTerms', 'acceptedPrivacy', 'type'])(
    'refuses a registration without %s',
    async (key) => {
      await refuses(without(newUser(), key), key);
    },
  );

  it.each([
    ['username', '', 'Username is required'],
    ['username', '   ', 'Username is required'],
    ['username', 'ab', undefined],
    ['username', 'ana maría', undefined],
    ['username', '.ana', undefined],
    ['username', 'a'.repeat(31), undefined],
    ['username', 'ana<script>', undefined],
    ['email', 'ana@', 'Please enter a valid email address'],
    ['email', 'ana.example.com', 'Please enter a valid email address'],
    ['email', `${'a'.repeat(250)}@example.com`, undefined],
    ['password', '', 'Password is required'],
    ['firstName', '   ', undefined],
    ['lastName', '', undefined],
    ['firstName', 'A'.repeat(61), undefined],
    ['acceptedTerms', false, 'You must accept the Terms and Conditions to create an account'],
    ['acceptedTerms', 'true', 'You must accept the Terms and Conditions to create an account'],
    ['acceptedPrivacy', false, 'You must accept the privacy policy and cookies to create an account.'],
    ['language', 'de', undefined],
    ['type', 'ADMIN', undefined],
    ['type', 'INFLUENCER', undefined],
    ['type', 'user', undefined],
  ] as const)('refuses %s = %j', async (key, value, message) => {
    await refuses(newUser({ [key]: value }), key, message);
  });

  it.each([
    ['1990-4-7', 'not zero-padded'],
    ['07/04/1990', 'another format'],
    ['1990-02-30', 'a day that does not exist'],
    ['1990-13-01', 'a month that does not exist'],
    ['2023-02-29', 'the 29th of February of a common year'],
    [TOMORROW_YEAR, 'in the future'],
    ['1850-06-01', 'before the last 100 years'],
    ['1990-04-07T00:00:00Z', 'a timestamp'],
    [19900407, 'a number'],
  ] as Array<[string | number, string]>)('refuses the date of birth %j (%s)', async (value) => {
    await refuses(newUser({ dateOfBirth: value }), 'dateOfBirth');
  });

  it('accepts a date of birth of today and of a leap day', async () => {
    for (const dateOfBirth of [TODAY, '2024-02-29']) {
      const client = freshClient(vitrina);
      const answer = await client.post('/auth/register', { ...newUser({ dateOfBirth }), token: await client.captcha() });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    }
  });

  it.each([
    ['prestige', 100],
    ['brandId', '6f1c1c8e-7b7b-4b43-9d0c-2b5e0f0a9b11'],
    ['owner', '6f1c1c8e-7b7b-4b43-9d0c-2b5e0f0a9b11'],
    ['active', true],
    ['emailVerified', true],
    ['userId', '6f1c1c8e-7b7b-4b43-9d0c-2b5e0f0a9b11'],
    ['brand', newBrand().brand],
  ] as const)('refuses the unknown field %s', async (key, value) => {
    const body = await refuses(newUser({ [key]: value }), '');
    expect(JSON.stringify(body.fields)).toContain(key);
  });
});

describe('the brand path', () => {
  const brandWith = (part: 'brand' | 'subscription', change: Body, ...remove: string[]) => {
    const brand = newBrand();
    return { ...brand, [part]: { ...without(brand[part], ...remove), ...change } };
  };

  it.each(['username', 'email', 'password', 'acceptedTerms', 'brand', 'subscription'])('refuses a brand without %s', async (key) => {
    await refuses(without(newBrand(), key), key);
  });

  it.each([
    ['brand.name', brandWith('brand', {}, 'name')],
    ['brand.brand', brandWith('brand', {}, 'brand')],
    ['brand.name', brandWith('brand', { name: '  ' })],
    ['brand.brand', brandWith('brand', { brand: '' })],
    ['brand.description', brandWith('brand', { description: 'd'.repeat(2_001) })],
    ['subscription.tier', brandWith('subscription', {}, 'tier')],
    ['subscription.tier', brandWith('subscription', { tier: 'GOLD' })],
    ['subscription.billingCycle', brandWith('subscription', { billingCycle: 'WEEKLY' })],
    ['subscription.billingCycle', brandWith('subscription', {}, 'billingCycle')],
    ['acceptedTerms', newBrand({ acceptedTerms: false })],
  ] as const)('refuses %s when it is missing or wrong', async (path, body) => {
    await refuses(body, path);
  });

  it.each([
    ['brandId', { brandId: '6f1c1c8e-7b7b-4b43-9d0c-2b5e0f0a9b11' }],
    ['owner', { owner: '6f1c1c8e-7b7b-4b43-9d0c-2b5e0f0a9b11' }],
    ['prestige', { prestige: 5 }],
    ['firstName', { firstName: 'Ana' }],
  ] as const)('refuses the unknown field %s', async (key, change) => {
    const body = await refuses(newBrand(change), '');
    expect(JSON.stringify(body.fields)).toContain(key);
  });

  it.each([
    ['brand', 'prestige', brandWith('brand', { prestige: 5 })],
    ['brand', 'owner', brandWith('brand', { owner: '6f1c1c8e-7b7b-4b43-9d0c-2b5e0f0a9b11' })],
    ['subscription', 'amount', brandWith('subscription', { amount: 0 })],
    ['subscription', 'status', brandWith('subscription', { status: 'ACTIVE' })],
  ] as const)('refuses the unknown field %s.%s', async (path, key, body) => {
    const refused = await refuses(body, path);
    expect(JSON.stringify(refused.fields)).toContain(key);
  });

  it('accepts a brand without acceptedPrivacy, description or location', async () => {
    const client = freshClient(vitrina);
    const brand = newBrand();
    const body = { ...without(brand, 'acceptedPrivacy'), brand: without(brand.brand, 'description', 'location') };
    const answer = await client.post('/auth/register', { ...body, token: await client.captcha() });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  });
});
