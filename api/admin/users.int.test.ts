import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsAfter, freshIp, startSignedIn, withoutAppend } from '@vitrina/testkit/api/security/harness';
import { userIdByEmail } from '../accounts/lookup';
import { newUser, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';

/** The admin's user management (seed sections 3 and 5, SECURITY.md 13): its answers and what it refuses. */
let vitrina: TestVitrina;
let admin: Client;
let adminId: string;
beforeAll(async () => void ({ vitrina, client: admin, userId: adminId } = await startSignedIn('ADMIN')));
afterAll(() => vitrina?.close());

async function member(overrides: Record<string, unknown> = {}) {
  const user = newUser(overrides);
  const client = vitrina.client(freshIp());
  expect((await client.post('/auth/register', { ...user, token: await client.captcha() })).status).toBe(201);
  return { user, userId: (await userIdByEmail(vitrina.vitrina.runtime, user.email))! };
}

const ADMIN_USER_KEYS = [
  'active',
  'dateOfBirth',
  'email',
  'emailVerified',
  'erased',
  'firstName',
  'id',
  'joined',
  'lastName',
  'owner',
  'prestige',
  'subscription',
  'type',
  'username',
];

describe('changing a type', () => {
  it('records who changed what, answers the admin view, and appends nothing when the type is already set', async () => {
    const { user, userId } = await member();
    const before = await vitrina.head();
    const answer = await admin.put(`/admin/users/${userId}/type`, { type: 'BRANDSMODERATOR' });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(ADMIN_USER_KEYS);
    expect(answer.body).toMatchObject({ id: userId, username: user.username, email: user.email, type: 'BRANDSMODERATOR', active: true, firstName: 'Ana' });
    const events = await eventsAfter(vitrina, before);
    expect(events.map((event) => [event.type, event.data])).toEqual([
      ['UserTypeChanged', expect.objectContaining({ userId, from: 'USER', to: 'BRANDSMODERATOR', changedBy: adminId })],
    ]);
    expect(events[0]!.metadata).toMatchObject({ actor: adminId });

    const again = await withoutAppend(vitrina, () => admin.put(`/admin/users/${userId}/type`, { type: 'BRANDSMODERATOR' }));
    expect(again).toMatchObject({ status: 200, body: { type: 'BRANDSMODERATOR' } });
  });

  it('refuses the admin’s own type with CANNOT_CHANGE_OWN_TYPE, appending nothing', async () => {
    const answer = await withoutAppend(vitrina, () => admin.put(`/admin/users/${adminId}/type`, { type: 'USER' }));
    expect(answer).toMatchObject({ status: 400, body: { code: 'CANNOT_CHANGE_OWN_TYPE', message: 'You cannot change your own type.' } });
    expect((await admin.get('/auth/me')).body).toMatchObject({ type: 'ADMIN' });
  });

  it.each([[{ type: 'ROOT' }], [{ type: 'admin' }], [{}], [{ type: 'USER', active: false }], [{ type: null }]])('refuses the body %j', async (body) => {
    const { userId } = await member();
    const answer = await withoutAppend(vitrina, () => admin.put(`/admin/users/${userId}/type`, body));
    expect(answer).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
  });
});

describe('deactivating and reactivating', () => {
  it('refuses to deactivate oneself, appending nothing', async () => {
    const answer = await withoutAppend(vitrina, () => admin.post(`/admin/users/${adminId}/deactivate`));
    expect(answer).toMatchObject({ status: 400, body: { code: 'CANNOT_DEACTIVATE_SELF' } });
  });

  it('deactivates and reactivates once each', async () => {
    const { userId } = await member();
    expect((await admin.post(`/admin/users/${userId}/deactivate`)).body).toMatchObject({ id: userId, active: false });
    expect(await withoutAppend(vitrina, () => admin.post(`/admin/users/${userId}/deactivate`))).toMatchObject({ status: 200, body: { active: false } });
    expect((await admin.post(`/admin/users/${userId}/reactivate`)).body).toMatchObject({ active: true });
    expect(await withoutAppend(vitrina, () => admin.post(`/admin/users/${userId}/reactivate`))).toMatchObject({ status: 200, body: { active: true } });
  });
});

describe('ids', () => {
  const actions: Array<[string, (id: string) => Promise<{ status: number; body: Record<string, unknown> }>]> = [
    ['type', (id) => admin.put(`/admin/users/${id}/type`, { type: 'INFLUENCER' })],
    ['deactivate', (id) => admin.post(`/admin/users/${id}/deactivate`)],
    ['reactivate', (id) => admin.post(`/admin/users/${id}/reactivate`)],
  ];

  it.each(actions)('answers 404 NOT_FOUND to %s for an unknown user, appending nothing', async (_name, act) => {
    expect(await withoutAppend(vitrina, () => act(randomUUID()))).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
  });

  it.each(actions)('answers 400 VALIDATION_FAILED to %s for a malformed id, appending nothing', async (_name, act) => {
    for (const id of ['not-a-uuid', '42', encodeURIComponent("1' OR '1'='1"), `${randomUUID()}x`, encodeURIComponent('../../auth/me')]) {
      expect(await withoutAppend(vitrina, () => act(id)), id).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    }
  });
});

describe('the list of users', () => {
  it('finds users by the start of their username or email, filters by type and pages', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await member({ username: `${tag}u${i}`, email: `${tag}.${i}@example.com` }));
    await admin.put(`/admin/users/${made[0]!.userId}/type`, { type: 'INFLUENCER' });

    const byName = await admin.get<{ items: Array<Record<string, unknown>>; total: number }>(`/admin/users?q=${tag.toUpperCase()}U`);
    expect(byName.body.total).toBe(3);
    for (const item of byName.body.items) expect(Object.keys(item).sort()).toEqual(ADMIN_USER_KEYS);
    expect((await admin.get(`/admin/users?q=${tag}.1@`)).body).toMatchObject({ total: 1, items: [{ username: `${tag}u1` }] });
    expect((await admin.get(`/admin/users?q=${tag}&type=INFLUENCER`)).body).toMatchObject({ total: 1, items: [{ type: 'INFLUENCER' }] });

    const page2 = await admin.get<{ items: unknown[]; total: number; page: number; pageSize: number }>(`/admin/users?q=${tag}&page=2&pageSize=2`);
    expect(page2.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.body.items).toHaveLength(1);
  });

  it.each(['page=0', 'pageSize=1000', 'type=ROOT', 'sort=password', `q=${'x'.repeat(101)}`, 'page=abc'])('refuses the query %s', async (query) => {
    expect(await admin.get(`/admin/users?${query}`)).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
  });
});
