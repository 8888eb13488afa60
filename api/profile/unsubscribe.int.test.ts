import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeQuery } from '@vitrina/infra/crypto/unsubscribe';
import { freshIp, withoutAppend } from '@vitrina/testkit/api/security/harness';
import { startTestVitrina, type TestVitrina } from '@vitrina/testkit/api/vitrina';

/** One-click unsubscribes (RFC 8058) by signed link: no login, no header of ours, exactly one kind turned off. */
let vitrina: TestVitrina;
beforeAll(async () => {
  vitrina = await startTestVitrina();
});
afterAll(() => vitrina?.close());

const oneClick = (query: string) =>
  fetch(`${vitrina.url}/api/unsubscribe?${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

describe('unsubscribing by link', () => {
  it('checks a link without changing anything, then turns off exactly that kind as a mail client’s one-click POST', async () => {
    const { client, userId } = await vitrina.signedIn('USER', freshIp());
    const query = unsubscribeQuery(vitrina.vitrina.runtime.secret, userId, 'digest');
    const checked = await withoutAppend(vitrina, () => fetch(`${vitrina.url}/api/unsubscribe?${query}`));
    expect(await checked.json()).toEqual({ kind: 'digest', subscribed: true, language: 'es' });

    const done = await oneClick(query);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ kind: 'digest', subscribed: false, language: 'es' });
    const profile = await client.get<{ emailPreferences: Record<string, unknown> }>('/profile');
    expect(profile.body.emailPreferences).toEqual({ promotions: false, news: false, specialOffers: true, digest: 'off', backInStock: true });
    // Again: already off, nothing appended.
    expect((await withoutAppend(vitrina, () => oneClick(query))).status).toBe(200);

    const backInStock = unsubscribeQuery(vitrina.vitrina.runtime.secret, userId, 'backInStock');
    expect((await oneClick(backInStock)).status).toBe(200);
    const priceDrops = unsubscribeQuery(vitrina.vitrina.runtime.secret, userId, 'priceDrops');
    expect((await oneClick(priceDrops)).status).toBe(200);
    expect((await client.get<{ emailPreferences: Record<string, unknown> }>('/profile')).body.emailPreferences).toEqual({
      promotions: false,
      news: false,
      specialOffers: false,
      digest: 'off',
      backInStock: false,
    });
  });

  it('refuses a forged or tampered link, another kind’s or another person’s token, and a link cut short', async () => {
    const { userId } = await vitrina.signedIn('USER', freshIp());
    const { userId: otherId } = await vitrina.signedIn('USER', freshIp());
    const secret = vitrina.vitrina.runtime.secret;
    const good = new URLSearchParams(unsubscribeQuery(secret, userId, 'digest'));
    const token = good.get('t')!;
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const forged = [
      { u: userId, k: 'digest', t: tampered },
      { u: userId, k: 'backInStock', t: token },
      { u: otherId, k: 'digest', t: token },
      { u: userId, k: 'digest', t: new URLSearchParams(unsubscribeQuery(Buffer.alloc(32, 7), userId, 'digest')).get('t')! },
    ];
    for (const params of forged) {
      const answer = await withoutAppend(vitrina, () => oneClick(new URLSearchParams(params).toString()));
      expect(answer.status, JSON.stringify(params)).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 'UNSUBSCRIBE_LINK_INVALID' });
    }
    for (const query of [`u=${userId}&k=digest`, `u=${userId}&k=everything&t=${token}`, `u=nobody&k=digest&t=${token}`]) {
      const answer = await withoutAppend(vitrina, () => oneClick(query));
      expect(answer.status, query).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('ignores parameters the link does not sign (mail clients and trackers add them), never the signed ones', async () => {
    const { client, userId } = await vitrina.signedIn('USER', freshIp());
    const { userId: otherId } = await vitrina.signedIn('USER', freshIp());
    const link = unsubscribeQuery(vitrina.vitrina.runtime.secret, userId, 'digest');
    const tracked = `utm_source=newsletter&${link}&utm_medium=email&utm_campaign=digest&fbclid=IwAR0abc&k2=x`;
    const checked = await withoutAppend(vitrina, () => fetch(`${vitrina.url}/api/unsubscribe?${tracked}`));
    expect(checked.status).toBe(200);
    expect(await checked.json()).toEqual({ kind: 'digest', subscribed: true, language: 'es' });
    // A signed part given twice with one value is that value; with two, which one is meant is not ours to guess.
    const token = new URLSearchParams(link).get('t')!;
    for (const doubled of [`${link}&u=${otherId}`, `u=${otherId}&${link}`, `${link}&k=backInStock`, `${link}&t=${token}x`, `${link}&t=`]) {
      const answer = await withoutAppend(vitrina, () => oneClick(`${doubled}&utm_source=newsletter`));
      expect(answer.status, doubled).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const tampered = tracked.replace(`t=${token}`, `t=${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
    const forged = await withoutAppend(vitrina, () => oneClick(tampered));
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ code: 'UNSUBSCRIBE_LINK_INVALID' });

    const done = await oneClick(`${tracked}&u=${userId}`);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ kind: 'digest', subscribed: false, language: 'es' });
    expect((await client.get<{ emailPreferences: { digest: string } }>('/profile')).body.emailPreferences.digest).toBe('off');
  });

  it('takes a JSON body (the web page) when the address carries only parameters it does not sign', async () => {
    const { client, userId } = await vitrina.signedIn('USER', freshIp());
    const link = Object.fromEntries(new URLSearchParams(unsubscribeQuery(vitrina.vitrina.runtime.secret, userId, 'priceDrops')));
    const done = await fetch(`${vitrina.url}/api/unsubscribe?utm_source=newsletter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'vitrina' },
      body: JSON.stringify(link),
    });
    expect(await done.json()).toEqual({ kind: 'priceDrops', subscribed: false, language: 'es' });
    expect((await client.get<{ emailPreferences: { specialOffers: boolean } }>('/profile')).body.emailPreferences.specialOffers).toBe(false);
    // The body is ours, not a tracker's: an unknown field there is still refused.
    const extra = await withoutAppend(vitrina, () =>
      fetch(`${vitrina.url}/api/unsubscribe`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'vitrina' },
        body: JSON.stringify({ ...link, utm_source: 'x' }),
      }),
    );
    expect(extra.status).toBe(400);
  });

  it('takes the link as a JSON body too (the web page asks first, then sends it)', async () => {
    const { client, userId } = await vitrina.signedIn('USER', freshIp());
    const link = Object.fromEntries(new URLSearchParams(unsubscribeQuery(vitrina.vitrina.runtime.secret, userId, 'backInStock')));
    const done = await fetch(`${vitrina.url}/api/unsubscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'vitrina' },
      body: JSON.stringify(link),
    });
    expect(await done.json()).toEqual({ kind: 'backInStock', subscribed: false, language: 'es' });
    expect((await client.get<{ emailPreferences: { backInStock: boolean } }>('/profile')).body.emailPreferences.backInStock).toBe(false);
  });
});
