import { LEGAL_VERSIONS } from '@vitrina/domain/accounts/legal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsAfter, withoutAppend } from '@vitrina/testkit/api/security/harness';
import { startTestVitrina, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import type { ProfileView } from './views';

let vitrina: TestVitrina;
beforeAll(async () => {
  vitrina = await startTestVitrina();
});
afterAll(() => vitrina?.close());

const settings = { firstName: 'Lucía', lastName: 'Fernández', preferenceGender: 'mujer', language: 'it' };

describe('GET /profile', () => {
  it('shows the account with no preferred gender and only special offers accepted', async () => {
    const { client, user, userId } = await vitrina.signedIn();
    const answer = await client.get<ProfileView>('/profile');
    expect(answer).toMatchObject({ status: 200 });
    expect(answer.body).toEqual({
      id: userId,
      username: user.username,
      email: user.email,
      type: 'USER',
      firstName: 'Ana',
      lastName: 'García',
      preferenceGender: null,
      language: 'es',
      emailPreferences: { promotions: false, news: false, specialOffers: true, digest: 'weekly', backInStock: true },
    });
    expect((await vitrina.client().get('/profile')).status).toBe(401);
  });
});

describe('PUT /profile/settings', () => {
  it('saves the settings as one event; GET /profile and /auth/me show them; the same again appends nothing', async () => {
    const { client, userId } = await vitrina.signedIn();
    const other = await vitrina.signedIn();
    const before = await vitrina.head();
    const saved = await client.put<ProfileView>('/profile/settings', settings);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ id: userId, ...settings });

    const events = await eventsAfter(vitrina, before);
    expect(events.map((event) => [event.type, event.streamId])).toEqual([['ProfileUpdated', `user-${userId}`]]);
    expect(events[0]!.data).toMatchObject({ userId, ...settings });

    expect((await client.get('/profile')).body).toMatchObject(settings);
    expect((await client.get('/auth/me')).body).toMatchObject({ userId, preferenceGender: 'mujer' });
    expect((await other.client.get('/profile')).body).toMatchObject({ firstName: 'Ana', preferenceGender: null, language: 'es' });

    const again = await withoutAppend(vitrina, () => client.put<ProfileView>('/profile/settings', settings));
    expect(again).toMatchObject({ status: 200, body: settings });
  });

  it('clears names and the preference: an empty name is none', async () => {
    const { client } = await vitrina.signedIn();
    expect((await client.put('/profile/settings', settings)).status).toBe(200);
    const cleared = await client.put<ProfileView>('/profile/settings', { firstName: '  ', lastName: '', preferenceGender: null, language: 'es' });
    expect(cleared).toMatchObject({ status: 200, body: { firstName: null, lastName: null, preferenceGender: null, language: 'es' } });
    expect((await client.get('/auth/me')).body).toMatchObject({ preferenceGender: null });
  });

  it('refuses a gender the taxonomy lacks, a language it does not speak, long names and unknown fields, appending nothing', async () => {
    const { client } = await vitrina.signedIn();
    const refused = async (body: Record<string, unknown>) => withoutAppend(vitrina, () => client.put('/profile/settings', body), JSON.stringify(body));
    expect(await refused({ ...settings, preferenceGender: 'marciano' })).toMatchObject({ status: 400, body: { code: 'UNKNOWN_GENDER' } });
    // A category is a term too, but not a gender.
    expect(await refused({ ...settings, preferenceGender: 'camisas' })).toMatchObject({ status: 400, body: { code: 'UNKNOWN_GENDER' } });
    for (const body of [
      { ...settings, preferenceGender: 'Mujer!' },
      { ...settings, language: 'de' },
      { ...settings, firstName: 'x'.repeat(61) },
      { ...settings, lastName: 'García\u0000' },
      { ...settings, type: 'ADMIN' },
      { ...settings, firstName: null },
      { firstName: 'Lucía', lastName: 'Fernández', language: 'it' },
    ]) {
      expect(await refused(body)).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    }
    expect((await client.get('/profile')).body).toMatchObject({ firstName: 'Ana', preferenceGender: null, language: 'es' });
  });
});

describe('PUT /profile/email-preferences', () => {
  it('saves the choices as one event, and nothing when they are unchanged', async () => {
    const { client, userId } = await vitrina.signedIn();
    const unchanged = await withoutAppend(vitrina, () =>
      client.put('/profile/email-preferences', { promotions: false, news: false, specialOffers: true, digest: 'weekly', backInStock: true }),
    );
    expect(unchanged.status).toBe(200);

    const before = await vitrina.head();
    const choice = { promotions: true, news: true, specialOffers: false, digest: 'daily', backInStock: false };
    const saved = await client.put<ProfileView>('/profile/email-preferences', choice);
    expect(saved).toMatchObject({ status: 200, body: { id: userId, emailPreferences: choice } });
    expect((await eventsAfter(vitrina, before)).map((event) => [event.type, event.data])).toEqual([
      ['EmailPreferencesChanged', { userId, ...choice, privacyVersion: LEGAL_VERSIONS.privacy, at: expect.any(String) }],
    ]);
    expect((await client.get('/profile')).body).toMatchObject({ emailPreferences: choice });
  });

  it('refuses anything but the three booleans', async () => {
    const { client } = await vitrina.signedIn();
    for (const body of [
      { promotions: 'yes', news: false, specialOffers: true, digest: 'weekly', backInStock: true },
      { promotions: true, news: false, specialOffers: true, digest: 'hourly', backInStock: true },
      { promotions: true, news: false, specialOffers: true },
      { promotions: true, news: false },
      { promotions: true, news: false, specialOffers: true, digest: 'weekly', backInStock: true, sms: true },
      [true, false, true],
    ]) {
      const answer = await withoutAppend(vitrina, () => client.put('/profile/email-preferences', body), JSON.stringify(body));
      expect(answer).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    }
  });
});
