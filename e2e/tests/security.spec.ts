import { apiSignIn, expect, fillLogin, inEnglish, newPerson, registerShopper, test, uniqueAccount, WRITE } from './support';

test.beforeEach(async ({ page }) => inEnglish(page));

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

for (const width of [390, 1280]) {
  test(`at ${width} px, a person sees where they are signed in and signs out everywhere else (issue 42)`, async ({ page, browser, request }) => {
    await page.setViewportSize({ width, height: 844 });
    // A long username and email, as people have: nothing of them may widen a phone's page.
    const base = uniqueAccount(`sesiones${width}`);
    const account = { ...base, email: `${base.username}@correodeunaempresamuylarga.example` };
    await registerShopper(request, account, { language: 'en' });
    // Registering signed `request` in, which is none of her devices.
    await request.post('/api/auth/logout', { headers: WRITE });
    // Another device: a phone on another network, with a cookie jar of its own.
    const phone = await browser.newContext({ userAgent: IPHONE, extraHTTPHeaders: { 'X-Forwarded-For': `181.45.${width % 256}.9` } });
    await apiSignIn(phone.request, account);

    await page.goto('/login?next=%2Fprofile%23security');
    await fillLogin(page, account);
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    if (width < 768) await page.getByRole('tab', { name: 'Security' }).click();
    const list = page.getByRole('list', { name: "Where you're signed in" });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const mine = list.getByRole('listitem').filter({ hasText: 'This device' });
    await expect(mine).toContainText('Active now');
    await expect(mine.getByRole('button')).toHaveCount(0);
    const other = list.getByRole('listitem').filter({ hasText: 'Safari on iOS' });
    await expect(other).toContainText('Phone · Internet (181.45.x.x)');
    await expect(other.getByRole('button', { name: 'Sign out Safari on iOS' })).toBeVisible();
    // Nothing spills past a phone's width.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(page.getByText('1 other session is signed out.')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByText("You're signed in on this device only.")).toBeVisible();
    expect(await (await phone.request.get('/api/auth/me')).json()).toEqual({ user: null });
    expect((await (await page.request.get('/api/auth/me')).json()).user).toBe(account.username);
    await phone.close();
  });
}

test('after failed logins on the account from elsewhere, the owner logs in from a new browser through the automatic check; and a crafted next never leaves the site', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await newPerson(request, 'acceso', { language: 'en' });
  // Someone guesses from five addresses: the account now asks browsers new to it for the captcha.
  for (let i = 0; i < 5; i++) {
    const guess = await request.post('/api/auth/login', {
      headers: { ...WRITE, 'X-Forwarded-For': `203.0.113.${i + 10}` },
      data: { email: account.email, password: `guess-${i}-wrong` },
    });
    expect((await guess.json()).code).toBe('INVALID_CREDENTIALS');
  }
  // The browser about to log in is new to it (`request` registered the account, so it is known to it).
  const asked = await page.request.post('/api/auth/login', { headers: WRITE, data: { email: account.email, password: account.password } });
  expect(await asked.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });

  const logins: Array<Record<string, unknown>> = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/auth/login')) logins.push(sent.postDataJSON() as Record<string, unknown>);
  });
  await page.goto('/login?next=%2F.%2F%2Fevil.example');
  await fillLogin(page, account);
  await expect(page).not.toHaveURL(/\/login/);
  // Asked, the browser solved the proof of work by itself and sent the same login again with it.
  expect(logins.map((body) => typeof body.captcha)).toEqual(['undefined', 'string']);
  expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/magazine$/);
});
