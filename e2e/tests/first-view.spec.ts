import { brandWithClothes, expect, inBoth, test, uniqueWord, untilIndexed } from './support';

/**
 * The first view a guest's phone downloads (issue 47): what it runs before the page works is held to a budget, and
 * every script and stylesheet it loads is a hashed asset cached for a year (the language script included), so a
 * second visit downloads none of them again.
 *
 * JS_BUDGET_KB is the JavaScript a first view may transfer, compressed as the server sends it. Issue 47's target is
 * 100 KB; the budget is where the app is now with a little room (169–178 KB on the wire: React and the router ~88,
 * the shell ~62 with the header's suggestions, the shop's part of the page's dictionary ~8.5, the page's own chunks),
 * so that growth fails here. Headless UI's Combobox in the header took the shell from 58 to 107 KB and failed this;
 * downshift's useCombobox costs ~10. zod's classic build in the shell cost ~10 (its schemas are zod/mini), a second
 * dictionary under a page in English ~23, Headless UI's Dialog under a cloth or search page ~16 (dialogs load when
 * opened), the admin tools' messages in the dictionary ~14 (they load with the admin area).
 */
const JS_BUDGET_KB = 185;
const PAGES = ['/home', '/search?q=camisa', '/magazine', '/en/home'];

for (const address of PAGES) {
  test(`a guest's first view of ${address} transfers at most ${JS_BUDGET_KB} KB of JavaScript, all of it cached for a year, with no error in the console`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => localStorage.setItem('cookie-consent', 'accepted'));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const caching = new Map<string, string>();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') caching.set(new URL(response.url()).pathname, response.headers()['cache-control'] ?? '');
    });
    await page.goto(address, { waitUntil: 'networkidle' });
    await expect(page.getByRole('main')).toBeVisible();

    const js = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize, 0),
    );
    const kb = Math.round(js / 102.4) / 10;
    test.info().annotations.push({ type: 'first-view JS', description: `${kb} KB` });
    console.log(`first view of ${address} at 390 px: ${kb} KB of JavaScript on the wire (budget ${JS_BUDGET_KB}, target 100)`);
    expect(kb).toBeGreaterThan(0);
    expect(kb).toBeLessThanOrEqual(JS_BUDGET_KB);

    expect(caching.size).toBeGreaterThan(0);
    for (const [file, cacheControl] of caching) {
      expect(file, `${file} is a hashed asset`).toMatch(/^\/assets\/[\w.-]+-[\w-]{6,}\.(js|css)$/);
      expect(cacheControl, `${file} is cached for a year`).toBe('public, max-age=31536000, immutable');
    }
    expect(errors).toEqual([]);
    await context.close();
  });
}

/**
 * The first view rendered by React on the server (issue 47): the content is in the page before any script
 * runs, and the browser hydrates it (the server's nodes kept, no mismatch in the console) from the answers it was
 * rendered with, then works as the app: a click opens a cloth without loading a page.
 */
test.describe('pages rendered on the server', () => {
  // On by default (SSR in playwright.config.ts); SSR=0 runs the journeys against the pages the browser renders alone.
  test.skip(['0', 'false', 'no'].includes(process.env.SSR ?? ''), 'SSR=0: the site does not render its pages on the server');
  let word: string;
  let clothId: string;
  test.beforeAll(async ({ request }) => {
    word = uniqueWord('ssr');
    const brand = { name: 'Primera Vista S.R.L.', brand: 'Primera Vista', description: 'Ropa', location: 'Córdoba' };
    const { clothIds } = await brandWithClothes(request, 'ssr', brand, '#5c7a4b', [
      { names: inBoth(word, 'Blusa', 'Blouse'), categoryId: 'camisas', price: 41_900 },
    ]);
    clothId = clothIds[0]!;
    await untilIndexed(request, word, 1);
  });

  test('with JavaScript off, the home, search and cloth pages show their content', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/home');
    await expect(page.getByRole('banner').getByRole('link', { name: /Vitrina/ })).toBeVisible();
    await expect(page.locator('main a[href^="/cloth/"]').first()).toBeVisible();
    // The header's box searches as a form does before any script.
    await page.getByRole('search', { name: 'Buscar en Vitrina' }).getByLabel('Qué buscas').fill(word);
    await page.getByRole('search', { name: 'Buscar en Vitrina' }).getByLabel('Qué buscas').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}&type=1$`));
    await expect(page.getByRole('main').getByText(`Blusa ${word}`)).toBeVisible();
    await page.goto(`/en/cloth/${clothId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Blouse ${word}` })).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByText(/41[.,]900/)
        .first(),
    ).toBeVisible();
    await context.close();
  });

  test("a cloth page's first photo, its largest paint, is preloaded from the head and fetched before the scripts", async ({ request }) => {
    const html = await (await request.get(`/cloth/${clothId}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const photo = /<img[^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0] ?? '';
    const src = /src="([^"]+)"/.exec(photo)?.[1];
    expect(src, 'one photo is fetched first').toBeTruthy();
    expect(head).toContain(`<link rel="preload" as="image" href="${src}" fetchPriority="high"/>`);
  });

  test('with JavaScript on, the page is hydrated without a mismatch and a click opens a cloth in the app', async ({ browser }) => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      localStorage.setItem('cookie-consent', 'accepted');
      // The server's first element, as parsed before any script ran: hydration keeps it.
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') (window as unknown as { serverNode: Element | null }).serverNode = document.querySelector('#root > *');
      });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const searches: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/search') searches.push(request.url());
    });
    await page.goto(`/search?q=${word}`, { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => (window as unknown as { serverNode: Element | null }).serverNode === document.querySelector('#root > *'))).toBe(true);
    // The results came with the page: the app asked for none.
    expect(searches).toEqual([]);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.locator(`main a[href="/cloth/${clothId}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/cloth/${clothId}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Blusa ${word}` })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
