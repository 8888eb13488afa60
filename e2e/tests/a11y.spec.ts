import type { APIRequestContext, Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { WCAG, addStory, brandWithClothes, clothesNamed, expect, inBoth, inEnglish, newPerson, openUntilListed, signIn, test, uniqueWord } from './support';

/**
 * The main pages, each as the person who uses it, checked by axe against WCAG 2.1 A and AA. Serious and critical
 * findings fail the journey; moderate and minor ones, and best-practice findings, are printed without blocking.
 */
test.beforeEach(async ({ page }) => inEnglish(page));
// Each journey scans several pages, and one axe pass over the dashboard (figures, charts, their tables) takes seconds
// on a two-core machine running two journeys at once.
test.describe.configure({ timeout: 90_000 });

async function scan(page: Page, name: string): Promise<void> {
  const what = `${name} at ${page.viewportSize()?.width ?? '?'} px`;
  // Best-practice rules run too, to be read in the output: only WCAG rules may fail the journey.
  const { violations } = await new AxeBuilder({ page }).withTags([...WCAG, 'best-practice']).analyze();
  const wcag = (tags: string[]) => tags.some((tag) => WCAG.includes(tag));
  const line = (violation: (typeof violations)[number]) =>
    `${violation.id} [${violation.impact}] (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`;
  const blocking = violations.filter((violation) => wcag(violation.tags) && (violation.impact === 'serious' || violation.impact === 'critical'));
  const reported = violations.filter((violation) => !blocking.includes(violation));
  if (reported.length > 0) console.log(`a11y ${what}, left to read:\n  ${reported.map(line).join('\n  ')}`);
  expect.soft(blocking.map(line), `serious or critical axe findings on ${what}`).toEqual([]);
}

/** A brand (left signed in on `request`) with three clothes sharing a made-up word and one magazine entry. */
async function brandWithCatalogue(request: APIRequestContext) {
  const word = uniqueWord('zk');
  const clothes = clothesNamed(word, { price: 38_000 }, [
    ['Vestido de lino', 'Linen dress', 'vestidos'],
    ['Falda plisada', 'Pleated skirt', 'faldas'],
    ['Camisa de seda', 'Silk shirt', 'camisas'],
  ]);
  const brand = { name: 'Accesible S.A.', brand: 'Accesible', description: 'Ropa de lino', location: 'Córdoba' };
  const { account, image, clothIds } = await brandWithClothes(request, 'accesible', brand, '#7a6a5a', clothes);
  await addStory(request, { descriptions: inBoth(word, 'Temporada de lino', 'Linen season'), media: image.name, url: 'https://example.com/lino' });
  return { brand: account, word, clothIds };
}

// Both widths the site is made for: a phone's 390 × 844 and a desktop's 1280 × 800.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    test('a guest: home and its login popover, magazine, a cloth, the login page and the register dialog', async ({ page, request }) => {
      const { word, clothIds } = await brandWithCatalogue(request);

      await page.goto('/home');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      await scan(page, '/home (guest)');
      await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('banner').getByLabel('Email')).toBeVisible();
      await scan(page, 'the login popover');

      await page.goto('/magazine');
      await expect(page.getByRole('feed', { name: 'Magazine entries' }).getByText(`Linen season ${word}`)).toBeVisible();
      await scan(page, '/magazine');

      await page.goto(`/cloth/${clothIds[0]}`);
      await expect(page.getByRole('heading', { level: 1, name: `Linen dress ${word}` })).toBeVisible();
      await scan(page, 'a cloth page');

      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
      await scan(page, '/login');
      await page.getByRole('button', { name: 'Create an account' }).click();
      await expect(page.getByRole('dialog').getByText('Step 1 of 3')).toBeVisible();
      await scan(page, '/login with the register dialog open');
    });

    test('a shopper: search, a cloth, a brand page, the profile and the favourites popover', async ({ page, request }) => {
      const { word, clothIds } = await brandWithCatalogue(request);
      const shopper = await newPerson(request, 'accusuaria', { firstName: 'Ana', lastName: 'Ruiz', dateOfBirth: '1992-03-14', confirmed: true });

      await signIn(page, shopper, '/home');
      await scan(page, '/home (shopper)');

      await openUntilListed(page, `/search?q=${word}`, page.getByRole('list', { name: 'Results' }).getByRole('article'), 3);
      await scan(page, '/search');

      await page.goto(`/cloth/${clothIds[1]}`);
      const cloth = `Pleated skirt ${word}`;
      await expect(page.getByRole('heading', { level: 1, name: cloth })).toBeVisible();
      await page.getByRole('button', { name: `Add ${cloth} to favourites` }).click();
      await expect(page.getByRole('button', { name: `Remove ${cloth} from favourites` })).toHaveAttribute('aria-pressed', 'true');
      await scan(page, 'a cloth page (shopper, favourited)');

      await page
        .getByRole('link', { name: /^Accesible / })
        .first()
        .click();
      await expect(page).toHaveURL(/\/brand\//);
      await expect(page.getByText(cloth).first()).toBeVisible();
      await scan(page, 'a brand page');

      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
      await expect(page.getByLabel('First name')).toHaveValue('Ana');
      await scan(page, '/profile');

      await page.getByRole('banner').getByRole('button', { name: 'Favourites', exact: true }).click();
      const popover = page.getByLabel('Your favourites');
      await expect(popover.getByRole('tabpanel').getByRole('link', { name: cloth })).toBeVisible();
      await scan(page, 'the favourites popover');
    });

    test('a brand: the clothes admin with the wizard open, the magazine admin, the dashboard and the brands tab', async ({ page, request }) => {
      const { brand, word } = await brandWithCatalogue(request);

      await signIn(page, brand, '/admin/clothes');
      await expect(page.getByRole('rowheader', { name: new RegExp(word) }).first()).toBeVisible();
      await scan(page, '/admin/clothes');
      await page.getByRole('button', { name: 'New cloth' }).click();
      await expect(page.getByRole('dialog').getByLabel('Name in Spanish')).toBeVisible();
      await scan(page, '/admin/clothes with the wizard open');

      await page.goto('/admin/magazine');
      await expect(page.getByText(`Linen season ${word}`).first()).toBeVisible();
      await scan(page, '/admin/magazine');

      await page.goto('/admin/dashboard');
      await expect(page.getByRole('region', { name: /subscription/i }).getByText(/Active — renews on/)).toBeVisible();
      await scan(page, '/admin/dashboard (the subscription card)');
      await page.getByRole('button', { name: 'Change plan' }).click();
      await expect(page.getByRole('dialog').getByRole('radio', { name: 'Pro', exact: true })).toBeVisible();
      await scan(page, '/admin/dashboard with the change-plan dialog open');
      await page.keyboard.press('Escape');

      await page.goto('/admin/brands');
      await expect(page.getByLabel('Legal name')).toBeVisible();
      await scan(page, '/admin/brands');
    });

    test('an admin: the news admin and users and brands → brands', async ({ page, request }) => {
      const admin = await newPerson(request, 'accadmin', { firstName: 'Eva', lastName: 'Sol', dateOfBirth: '1985-08-21', type: 'ADMIN' });

      await signIn(page, admin, '/admin/news');
      await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
      await scan(page, '/admin/news');
      await page.getByRole('button', { name: 'New slide' }).click();
      await expect(page.getByRole('dialog').getByRole('searchbox', { name: 'Search a cloth by name' })).toBeVisible();
      await scan(page, '/admin/news with the slide dialog open');

      await page.goto('/admin/users/brands');
      await expect(page.getByRole('combobox', { name: 'Filter by status' })).toBeVisible();
      await scan(page, '/admin/users/brands');
    });
  });
}
