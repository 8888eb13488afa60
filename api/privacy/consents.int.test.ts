import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE_NOTICE_VERSION, LEGAL_VERSIONS } from '@vitrina/domain/accounts/legal';
import { userStream } from '@vitrina/domain/accounts/user';
import { startTestVitrina, type TestVitrina } from '@vitrina/testkit/api/vitrina';

let vitrina: TestVitrina;
beforeAll(async () => {
  vitrina = await startTestVitrina();
});
afterAll(() => vitrina.close());

const typesOf = async (userId: string) => (await vitrina.vitrina.runtime.eventStore.readStream(userStream(userId))).map((event) => event.type);

describe('consent on record', () => {
  it('records the versions accepted at registration and the cookie notice once, and shows both in /auth/me and the export', async () => {
    const { client, userId } = await vitrina.signedIn('USER');
    const registered = (await vitrina.vitrina.runtime.eventStore.readStream(userStream(userId)))[0]!;
    expect(registered.data).toMatchObject({ termsVersion: LEGAL_VERSIONS.terms, privacyVersion: LEGAL_VERSIONS.privacy });
    expect((await client.get('/auth/me')).body).toMatchObject({
      legal: { terms: LEGAL_VERSIONS.terms, privacy: LEGAL_VERSIONS.privacy, cookies: null, mustAccept: false, cookieNotice: COOKIE_NOTICE_VERSION },
    });

    expect((await client.post('/profile/cookies', { version: COOKIE_NOTICE_VERSION })).status).toBe(204);
    expect((await client.post('/profile/cookies', { version: COOKIE_NOTICE_VERSION })).status).toBe(204);
    expect(await client.post('/profile/cookies', { version: '2020-01-01' })).toMatchObject({ status: 409, body: { code: 'STALE_NOTICE' } });
    expect((await typesOf(userId)).filter((type) => type === 'CookieConsentGiven')).toHaveLength(1);
    expect((await client.get('/auth/me')).body).toMatchObject({ legal: { cookies: COOKIE_NOTICE_VERSION } });

    // The texts in force are accepted already: accepting them again records nothing.
    expect((await client.post('/profile/legal', {})).status).toBe(204);
    expect(await typesOf(userId)).not.toContain('LegalTermsAccepted');

    const consents = (await client.get<{ consents: Array<{ kind: string; version: string }> }>('/profile/export')).body.consents;
    expect(consents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'terms', version: LEGAL_VERSIONS.terms }),
        expect.objectContaining({ kind: 'privacy', version: LEGAL_VERSIONS.privacy }),
        expect.objectContaining({ kind: 'cookies', version: COOKIE_NOTICE_VERSION }),
      ]),
    );
  });

  it('records the policy in force with each email preference change', async () => {
    const { client, userId } = await vitrina.signedIn('USER');
    expect(
      (await client.put('/profile/email-preferences', { promotions: true, news: false, specialOffers: true, digest: 'weekly', backInStock: true })).status,
    ).toBe(200);
    const changed = (await vitrina.vitrina.runtime.eventStore.readStream(userStream(userId))).find((event) => event.type === 'EmailPreferencesChanged');
    expect(changed?.data).toMatchObject({ privacyVersion: LEGAL_VERSIONS.privacy, promotions: true });
  });
});
