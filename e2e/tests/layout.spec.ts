import type { APIRequestContext, Page } from '@playwright/test';
import { addStory, brandWithClothes, clothesNamed, expect, inBoth, inEnglish, newPerson, openUntilListed, signIn, test, uniqueWord } from './support';

/**
 * Every public page and every admin tab at a phone's 390 × 844 and a desktop's 1280 × 800: nothing wider than the
 * screen, a card's prices inside their card, the favourites popover on screen, and each page's own content (a
 * cloth's name and price, the login form, the search-limit notice) in the first screen under the banner.
 */
test.beforeEach(async ({ page }) => inEnglish(page));
test.describe.configure({ timeout: 120_000 });

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** Elements drawn beyond the screen's sides: the page scrolls sideways, or something is cut off. */
async function expectNothingBeyondTheScreen(page: Page, what: string): Promise<void> {
  // Images and fonts that arrive late can widen a page: measure once the network is quiet.
  await page.waitForLoadState('networkidle');
  const found = await page.evaluate(() => {
    const width = window.innerWidth;
    const clippedByAncestor = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' || style.clipPath !== 'none' || (style.clip && style.clip !== 'auto')) return true;
      }
      return false;
    };
    const beyond: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      // Even a visually hidden text (1 × 1 px) widens the page when it sits beyond its edge.
      if (box.width === 0 && box.height === 0) continue;
      if (box.left >= -1 && box.right <= width + 1) continue;
      if (clippedByAncestor(element)) continue;
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${String(element.className).slice(0, 60)}`;
      beyond.push(`${name} ${Math.round(box.left)}..${Math.round(box.right)}`);
    }
    // What widens the page without a box of its own beyond the edge (a pseudo-element, a shadow): the deepest
    // elements whose content is wider than the screen.
    if (document.documentElement.scrollWidth > width) {
      const wide = Array.from(document.body.querySelectorAll('*')).filter(
        (element) => element.scrollWidth > width && !Array.from(element.children).some((child) => child.scrollWidth > width),
      );
      for (const element of wide.slice(0, 5))
        beyond.push(`widened by ${element.tagName.toLowerCase()}.${String(element.className).slice(0, 80)} (${element.scrollWidth} px)`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, beyond: beyond.slice(0, 10) };
  });
  expect.soft(found.scrollWidth, `the document's width on ${what}`).toBeLessThanOrEqual(found.width);
  expect.soft(found.beyond, `elements beyond the screen on ${what}`).toEqual([]);
}

/** Each card's prices stay inside the card: they neither overlap a neighbouring card nor run out of their own. */
async function expectPricesInsideTheirCards(page: Page, what: string): Promise<void> {
  const cards = page.locator('article:has(.cloth-card__price)');
  await expect(cards.first()).toBeVisible();
  const problems = await cards.evaluateAll((articles) => {
    const boxes = articles.map((article) => article.getBoundingClientRect());
    const found: string[] = [];
    articles.forEach((article, index) => {
      const own = boxes[index] as DOMRect;
      const prices = Array.from(article.querySelectorAll('.cloth-card__price > *')).filter((price) => !price.classList.contains('sr-only'));
      for (const price of prices) {
        const box = price.getBoundingClientRect();
        if (box.width === 0) continue;
        if (box.left < own.left - 0.5 || box.right > own.right + 0.5) found.push(`${price.textContent} leaves ${article.getAttribute('aria-label')}`);
        boxes.forEach((other, at) => {
          if (at === index) return;
          const overlaps = box.left < other.right && box.right > other.left && box.top < other.bottom && box.bottom > other.top;
          if (overlaps) found.push(`${price.textContent} of ${article.getAttribute('aria-label')} overlaps ${articles[at]?.getAttribute('aria-label')}`);
        });
      }
    });
    return found;
  });
  expect.soft(problems, `card prices on ${what}`).toEqual([]);
}

/** Whether the page opened at its top with `locator` wholly inside the first screen. */
async function expectInFirstScreen(page: Page, locator: ReturnType<Page['locator']>, what: string): Promise<void> {
  await expect(locator).toBeVisible();
  expect(await page.evaluate(() => window.scrollY), `${what}: the page opened scrolled`).toBe(0);
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport, what).toBeTruthy();
  if (!box || !viewport) return;
  expect.soft(box.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect.soft(box.y + box.height, `${what}: bottom within the first ${viewport.height} px`).toBeLessThanOrEqual(viewport.height);
}

/** A brand (signed in on `request`) with clothes on sale at long prices, and a magazine entry. */
async function brandWithCatalogue(request: APIRequestContext) {
  const word = uniqueWord('zm');
  // The issue's own example: "$ 146.400,00$ 36.000,00" ran into the next card.
  const clothes = clothesNamed(word, { price: 146_400, discountEnabled: true, discountedPrice: 36_000 }, [
    ['Abrigo largo de lana', 'Long wool coat', 'abrigos'],
    ['Vestido de seda', 'Silk dress', 'vestidos'],
    ['Camisa de lino', 'Linen shirt', 'camisas'],
    ['Falda plisada', 'Pleated skirt', 'faldas'],
    ['Pantalón ancho', 'Wide trousers', 'pantalones'],
  ]);
  const brand = { name: 'Medida S.A.', brand: 'Medida', description: 'Ropa a medida', location: 'Rosario' };
  const { account, image, clothIds } = await brandWithClothes(request, 'medida', brand, '#8a6a5a', clothes);
  await addStory(request, { descriptions: inBoth(word, 'Medidas', 'Measures'), media: image.name, url: 'https://example.com/medida', clothIds });
  return { brand: account, word, clothIds, firstName: `Long wool coat ${word}` };
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    test('a guest: home, a cloth, the magazine, login, the search-limit notice, the login popover and an unknown page', async ({ page, request }) => {
      const { word, clothIds, firstName } = await brandWithCatalogue(request);

      // The shelf holds the eight newest clothes of everyone's, and the other worker's journeys add clothes too:
      // the coat is this brand's only one, so the coats' shelf still holds it.
      await page.goto('/home?category=abrigos');
      await expect(page.getByText(firstName).first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNothingBeyondTheScreen(page, '/home');

      // A guest's searches are counted (FREE_SEARCH_LIMIT=3): the search page is measured in the shopper's journey.
      await page.goto(`/cloth/${clothIds[0]}`);
      const main = page.getByRole('main');
      await expectInFirstScreen(page, main.getByRole('heading', { level: 1, name: firstName }), "a cloth's name");
      await expectInFirstScreen(page, main.getByText(/36[.,]000/).first(), "a cloth's price");
      await expectNothingBeyondTheScreen(page, 'a cloth page');

      await page.goto('/magazine');
      await expect(page.getByText(`Measures ${word}`).first()).toBeVisible();
      await expectNothingBeyondTheScreen(page, '/magazine');

      await page.goto('/login');
      await expectInFirstScreen(page, main.getByLabel('Email'), 'the login form’s email');
      await expectInFirstScreen(page, main.getByRole('button', { name: 'Log in' }), 'the login button');
      await expectNothingBeyondTheScreen(page, '/login');

      await page.goto('/login?next=%2Fsearch%3Fq%3Dlino&reason=search_limit');
      await expectInFirstScreen(page, page.getByText("You've reached the free search limit."), 'the search-limit notice');
      await expectInFirstScreen(page, main.getByRole('button', { name: 'Log in' }), 'the login button under the notice');
      await expectNothingBeyondTheScreen(page, '/login with the search-limit notice');

      await page.goto('/home');
      await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
      const popover = page.getByRole('banner').getByLabel('Email');
      await expect(popover).toBeVisible();
      await expectNothingBeyondTheScreen(page, 'the login popover');

      await page.goto('/no-such-page');
      await expectNothingBeyondTheScreen(page, 'an unknown page');
    });

    test('a shopper: home, search, a cloth, a brand page, the profile and the favourites popover on screen', async ({ page, request }) => {
      const { word, clothIds } = await brandWithCatalogue(request);
      const shopper = await newPerson(request, 'medidora', { confirmed: true });
      await signIn(page, shopper, '/home');
      await expectNothingBeyondTheScreen(page, '/home (shopper)');

      // Until the projector has all five clothes.
      await openUntilListed(page, `/search?q=${word}`, page.getByRole('list', { name: 'Results' }).getByRole('article'), 5);
      await expectPricesInsideTheirCards(page, '/search (shopper)');
      for (const name of ['Long wool coat', 'Silk dress']) {
        const cloth = `${name} ${word}`;
        await page.getByRole('button', { name: `Add ${cloth} to favourites` }).click();
        await expect(page.getByRole('button', { name: `Remove ${cloth} from favourites` })).toHaveAttribute('aria-pressed', 'true');
      }

      await page.goto(`/cloth/${clothIds[1]}`);
      await expect(page.getByRole('heading', { level: 1, name: `Silk dress ${word}` })).toBeVisible();
      await expectNothingBeyondTheScreen(page, 'a cloth page (shopper)');
      const brandPage = await page.locator('main a[href^="/en/brand/"]').first().getAttribute('href');
      expect(brandPage).toBeTruthy();
      await page.goto(brandPage ?? '/');
      await expect(page.getByText(`Silk dress ${word}`).first()).toBeVisible();
      await expectNothingBeyondTheScreen(page, 'a brand page');
      await expectPricesInsideTheirCards(page, 'a brand page');

      // A magazine entry in favourites lists the clothes it features on /profile, each a link that fits the screen.
      await page.goto('/magazine');
      const entry = page.getByRole('article').filter({ hasText: `Measures ${word}` });
      await entry.getByRole('button', { name: /^Add .* to favourites$/ }).click();
      await expect(entry.getByRole('button', { name: /^Remove .* from favourites$/ })).toHaveAttribute('aria-pressed', 'true');

      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
      // A phone shows the profile a tab at a time.
      if (viewport.width < 768) await page.getByRole('tab', { name: 'Favourites' }).click();
      const featured = page.getByRole('list', { name: 'From the magazine' }).getByRole('list', { name: 'In this story' });
      for (const link of await featured.getByRole('link').all()) {
        const box = await link.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= viewport.width, `${await link.textContent()} within the screen`).toBe(true);
      }
      await expect(featured.getByRole('link', { name: `Silk dress ${word}` })).toHaveAttribute('href', `/en/cloth/${clothIds[1]}`);
      await expectNothingBeyondTheScreen(page, '/profile');

      await page.getByRole('banner').getByRole('button', { name: 'Favourites', exact: true }).click();
      const popover = page.getByRole('group', { name: 'Your favourites' });
      await expect(popover.getByRole('tabpanel').getByRole('link', { name: `Silk dress ${word}` })).toBeVisible();
      const box = await popover.boundingBox();
      expect(box).toBeTruthy();
      if (box) {
        expect(box.x, 'the popover’s left edge').toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, 'the popover’s right edge').toBeLessThanOrEqual(viewport.width);
        expect(box.y, 'the popover’s top').toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, 'the popover’s bottom').toBeLessThanOrEqual(viewport.height);
      }
      for (const remove of await popover.getByRole('button', { name: /^Remove/ }).all()) await expect(remove).toBeInViewport({ ratio: 1 });
      await expectNothingBeyondTheScreen(page, 'the favourites popover');
    });

    test("a brand: every tab of its admin area, the wizard's images step included", async ({ page, request }) => {
      const { brand, word } = await brandWithCatalogue(request);
      await signIn(page, brand, '/admin/dashboard');
      for (const tab of ['dashboard', 'magazine', 'clothes', 'brands', 'importer']) {
        await page.goto(`/admin/${tab}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNothingBeyondTheScreen(page, `/admin/${tab} (brand)`);
      }
      await page.goto('/admin/clothes');
      await expect(page.getByRole('rowheader', { name: new RegExp(word) }).first()).toBeVisible();
      await page.getByRole('button', { name: 'New cloth' }).click();
      await expect(page.getByRole('dialog').getByLabel('Name in Spanish')).toBeVisible();
      await expectNothingBeyondTheScreen(page, 'the cloth wizard');
    });

    test('an admin: every admin tab and sub-tab, the header on one row and every tab reachable', async ({ page, request }) => {
      const admin = await newPerson(request, 'medidadmin', { type: 'ADMIN' });
      await signIn(page, admin, '/admin/dashboard');

      const tabs = [
        'dashboard',
        'magazine',
        'clothes',
        'categories/types',
        'categories/categories',
        'categories/events',
        'brands',
        'news',
        'users/users',
        'users/brands',
        'importer',
        'jobs',
      ];
      for (const tab of tabs) {
        await page.goto(`/admin/${tab}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNothingBeyondTheScreen(page, `/admin/${tab}`);
      }

      // The header is one row: its children share one line.
      const rows = await page.locator('.site-header > div').evaluate(
        (bar) =>
          new Set(
            Array.from(bar.children)
              .filter((child) => child.getBoundingClientRect().height > 0)
              .map((child) => Math.round(child.getBoundingClientRect().top / 20)),
          ).size,
      );
      expect(rows, 'rows in the admin header').toBe(1);

      // Every tab can be reached from the tab bar (a list on a desktop, a select on a phone).
      const names = ['Dashboard', 'Magazine', 'Clothes', 'Categories', 'Brands', 'News', 'Users and brands', 'Importer', 'Jobs'];
      const nav = page.getByRole('navigation', { name: 'Admin sections' });
      if (viewport.width < 768) {
        const select = nav.getByRole('combobox', { name: 'Section' });
        await expect(select.getByRole('option')).toHaveText(names);
        await select.selectOption({ label: 'News' });
        await expect(page).toHaveURL(/\/admin\/news$/);
      } else {
        for (const name of names) await expect(nav.getByRole('link', { name, exact: true })).toBeInViewport();
      }

      // The users table scrolls inside its frame, and changing a type asks first.
      await page.goto('/admin/users/users');
      const frame = page.getByRole('main').locator('div[role="region"]');
      await expect(frame).toBeVisible();
      const frameBox = await frame.boundingBox();
      expect(frameBox && frameBox.x + frameBox.width).toBeLessThanOrEqual(viewport.width);
      const row = page.getByRole('row', { name: new RegExp(admin.username) });
      await expect(row).toBeVisible();
    });
  });
}
