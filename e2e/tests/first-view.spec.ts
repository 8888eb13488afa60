import { expect, test } from './support';

/**
 * The first view a guest's phone downloads (issue 47): what it runs before the page works is held to a budget, and
 * every script and stylesheet it loads is a hashed asset cached for a year (the language script included), so a
 * second visit downloads none of them again.
 *
 * JS_BUDGET_KB is the JavaScript a first view may transfer, compressed as the server sends it. Issue 47's target is
 * 100 KB; the budget is where the app is now with a little room (178–199 KB on the wire: React and the router ~102,
 * the shell ~69 with the header's suggestions, the page's dictionary ~24, the page's own chunk), so that growth fails
 * here while the server-rendered first view that reaches the target is built. Headless UI's Combobox in the header
 * took the shell from 58 to 107 KB and failed this; downshift's useCombobox costs ~10.
 */
const JS_BUDGET_KB = 210;
const PAGES = ['/home', '/search?q=camisa', '/magazine'];

for (const address of PAGES) {
  test(`a guest's first view of ${address} transfers at most ${JS_BUDGET_KB} KB of JavaScript, all of it cached for a year, with no error in the console`, async ({ browser }) => {
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
