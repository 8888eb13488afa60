import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBrand, newUser, startTestVitrina, type TestVitrina } from '@vitrina/testkit/api/vitrina';

let vitrina: TestVitrina;
beforeAll(async () => {
  vitrina = await startTestVitrina();
});
afterAll(() => vitrina.close());

describe('an account from registration to logout', () => {
  it('registers, verifies by the emailed link, logs in, is known to /me, logs out', async () => {
    const browser = vitrina.client();
    const user = newUser();
    const registered = await browser.post('/auth/register', { ...user, token: await browser.captcha() });
    expect(registered).toMatchObject({ status: 201, body: { message: 'VERIFICATION_EMAIL_SENT' } });

    const mail = await vitrina.mail(user.email);
    const link = new URL(mail.links.find((href) => href.includes('/verify-email'))!);
    expect(link.origin).toBe('http://localhost:3000');
    const verified = await browser.post('/auth/verify-email', { email: link.searchParams.get('email'), token: link.searchParams.get('token') });
    expect(verified).toMatchObject({ status: 200, body: { message: 'Email verified.' } });

    const login = await browser.post('/auth/login', { email: user.email, password: user.password });
    expect(login).toMatchObject({ status: 200, body: { user: user.username, type: 'USER', emailVerified: true } });
    const me = await browser.get('/auth/me');
    expect(me).toMatchObject({ status: 200, body: { user: user.username, type: 'USER', email: user.email } });

    expect((await browser.post('/auth/logout')).status).toBe(204);
    expect((await browser.get('/auth/me')).body).toEqual({ user: null });
  });

  it('registers a brand with its subscription, whose owner can log in at once as a BRAND', async () => {
    const browser = vitrina.client();
    const brand = newBrand();
    expect((await browser.post('/auth/register', { ...brand, token: await browser.captcha() })).status).toBe(201);
    const login = await browser.post('/auth/login', { email: brand.email, password: brand.password });
    expect(login).toMatchObject({ status: 200, body: { user: brand.username, type: 'BRAND', emailVerified: false } });
  });
});
