import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiSignIn, brandWithClothes, expect, inBoth, newPerson, readIn, test, uniqueWord, untilIndexed } from './support';

/**
 * Issue 28, checked in the browser: a shopper's words read into filters shown as chips, a category's type winning
 * over the header's, an empty answer that is never a dead end, and a corrected spelling — on a phone and on a desktop.
 *
 * The e2e server starts without the demo data (DEMO_DATA false in playwright.config.ts), so each journey's brand
 * adds a small catalogue of its own first. The queries are the shoppers' own words ("red dress"), so they also find
 * the clothes other journeys running at once add: every check holds for any of them (all this spec's red dresses
 * are named so in English and in Spanish), and a journey's own clothes carry a made-up word to be told apart.
 */

/** The address a search page has, as the site writes it (URLSearchParams: a space is "+"). */
const searchAddress = (q: string, type: number) => new RegExp(`/search\\?${new URLSearchParams({ q, type: String(type) }).toString().replace(/\+/g, '\\+')}$`);

interface Catalogue {
  /** In every one of this journey's clothes' names. */
  word: string;
  /** Only in its trainers' names (type 2, Calzado): no cloth of another type has it. */
  shoeWord: string;
}

/**
 * A brand's clothes, named in Spanish and English as they are: red-family and other dresses, a red scarf (the
 * issue's "red dress" answered red scarves), white and black trainers. Resolves once the search finds them all.
 */
async function addCatalogue(request: APIRequestContext): Promise<Catalogue> {
  const word = uniqueWord('qe');
  const shoeWord = uniqueWord('qz');
  const trainers = (es: string, en: string, color: string, price: number, sizes: string[]) => ({
    es: `${es} ${shoeWord}`,
    en: `${en} ${shoeWord}`,
    typeId: '2',
    categoryId: 'zapatillas',
    gender: 'unisex',
    colors: [color],
    price,
    sizes,
  });
  const clothes = [
    { es: 'Vestido rojo de seda', en: 'Red silk dress', typeId: '1', categoryId: 'vestidos', gender: 'mujer', colors: ['rojo'], price: 55_000 },
    { es: 'Vestido bordó', en: 'Burgundy dress', typeId: '1', categoryId: 'vestidos', gender: 'mujer', colors: ['bordo'], price: 80_000 },
    { es: 'Vestido negro', en: 'Black dress', typeId: '1', categoryId: 'vestidos', gender: 'mujer', colors: ['negro'], price: 40_000 },
    { es: 'Vestido azul', en: 'Blue dress', typeId: '1', categoryId: 'vestidos', gender: 'mujer', colors: ['azul'], price: 45_000 },
    { es: 'Bufanda roja', en: 'Red scarf', typeId: '3', categoryId: 'bufandas', gender: 'unisex', colors: ['rojo'], price: 18_000 },
    trainers('Zapatillas blancas de lona', 'White canvas trainers', 'blanco', 70_000, ['38', '39']),
    trainers('Zapatillas urbanas en blanco', 'White city trainers', 'blanco', 65_000, ['40']),
    trainers('Zapatillas negras', 'Black trainers', 'negro', 60_000, ['41']),
  ].map(({ es, en, ...cloth }) => ({ names: inBoth(word, es, en), ...cloth }));
  const brand = { name: 'Entiende Moda S.A.', brand: 'Entiende', description: 'Ropa y calzado', location: 'Rosario' };
  await brandWithClothes(request, 'entiende', brand, '#8a2432', clothes);
  // The brand is signed in: its searches are not counted.
  await untilIndexed(request, word, clothes.length);
  return { word, shoeWord };
}

/**
 * A journey's start: its catalogue, the page read in `language`, and a shopper signed in on the page's own cookie jar
 * (a guest has only three searches a day on the e2e server).
 */
async function shopperAndCatalogue(page: Page, request: APIRequestContext, language: 'en' | 'es'): Promise<Catalogue> {
  const catalogue = await addCatalogue(request);
  await readIn(page, language);
  const shopper = await newPerson(page.request, 'entiende');
  await apiSignIn(page.request, shopper);
  return catalogue;
}

const resultsOf = (page: Page, label: string) => page.getByRole('list', { name: label }).getByRole('article');

/** Each card's name (the article's accessible name), once the list has at least one. */
async function namesOf(cards: Locator): Promise<string[]> {
  await expect(cards.first()).toBeVisible();
  return cards.evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-label') ?? ''));
}

/** The filters sheet: beside the results on a desktop, a dialog opened from its button on a phone. */
async function filtersSheet(page: Page, width: number, title: string): Promise<Locator> {
  if (width >= 768) return page.getByRole('complementary', { name: title });
  await page.getByRole('button', { name: new RegExp(`^${title} \\(\\d+\\)$`) }).click();
  return page.getByRole('dialog', { name: title });
}

async function expectNoSideScroll(page: Page, width: number): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const width of [390, 1280]) {
  test.describe(`${width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: width === 390 ? 844 : 800 }));

    test('in English, "red dress" from the header reads as Dresses and Red and finds only red dresses; removing Red finds every dress; the address round-trips', async ({
      page,
      request,
    }) => {
      const { word } = await shopperAndCatalogue(page, request, 'es');

      // The shopper switches the site to English in the footer.
      await page.goto('/home');
      await page.getByLabel('Idioma').selectOption('en');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');

      const header = page.getByRole('search', { name: 'Search Vitrina' });
      await header.getByLabel('What are you looking for').fill('red dress');
      await header.getByLabel('What are you looking for').press('Enter');
      await expect(page).toHaveURL(searchAddress('red dress', 1));
      await expect(page.getByRole('heading', { level: 1, name: 'Results for “red dress”' })).toBeVisible();

      const redChip = page.getByRole('button', { name: 'Remove the filter Red', exact: true });
      const dressesChip = page.getByRole('button', { name: 'Remove the filter Dresses', exact: true });
      await expect(redChip).toBeVisible();
      await expect(dressesChip).toBeVisible();

      // Only red-family dresses: this journey's red and burgundy ones, not its black or blue dress or its red scarf.
      const results = resultsOf(page, 'Results');
      const mine = results.filter({ hasText: word });
      await expect(results.filter({ hasText: `Red silk dress ${word}` })).toHaveCount(1);
      await expect(results.filter({ hasText: `Burgundy dress ${word}` })).toHaveCount(1);
      await expect(mine).toHaveCount(2);
      const redNames = await namesOf(results);
      for (const name of redNames) {
        expect(name, 'every result is a dress').toMatch(/\bdress\b/i);
        expect(name, 'every result is of the red family').toMatch(/\b(Red|Burgundy)\b/);
      }
      await expectNoSideScroll(page, width);

      // Removing the colour takes its word out of q: every dress, the Dresses chip stays.
      await redChip.click();
      await expect(page).toHaveURL(searchAddress('dress', 1));
      await expect(redChip).toHaveCount(0);
      await expect(dressesChip).toBeVisible();
      for (const name of ['Red silk dress', 'Burgundy dress', 'Black dress', 'Blue dress']) {
        await expect(results.filter({ hasText: `${name} ${word}` })).toHaveCount(1);
      }
      await expect(mine).toHaveCount(4);
      await expect.poll(() => results.count()).toBeGreaterThan(redNames.length);
      for (const name of await namesOf(results)) expect(name, 'every result is a dress').toMatch(/\b(dress|vestido)\b/i);
      await expectNoSideScroll(page, width);

      // The address holds it all: a reload shows the same.
      await page.reload();
      await expect(page).toHaveURL(searchAddress('dress', 1));
      await expect(dressesChip).toBeVisible();
      await expect(redChip).toHaveCount(0);
      await expect(mine).toHaveCount(4);

      // Back: the red dresses again, from the address.
      await page.goBack();
      await expect(page).toHaveURL(searchAddress('red dress', 1));
      await expect(redChip).toBeVisible();
      await expect(dressesChip).toBeVisible();
      await expect(mine).toHaveCount(2);
      await expect(results.filter({ hasText: `Black dress ${word}` })).toHaveCount(0);
      for (const name of await namesOf(results)) expect(name).toMatch(/\b(Red|Burgundy)\b.*\bdress\b/i);
    });

    test('in Spanish, "zapatillas blancas" from the header (type Prendas) finds the white trainers under Calzado', async ({ page, request }) => {
      const { word } = await shopperAndCatalogue(page, request, 'es');

      await page.goto('/home');
      const header = page.getByRole('search', { name: 'Buscar en Vitrina' });
      // The header offers the first type only.
      await expect(header.getByLabel('Categoría')).toHaveValue('1');
      await header.getByLabel('Qué buscas').fill('zapatillas blancas');
      await header.getByRole('button', { name: 'Buscar' }).click();

      // The words name a category of Calzado (type 2): the address takes its type.
      await expect(page).toHaveURL(searchAddress('zapatillas blancas', 2));
      await expect(page.getByRole('button', { name: 'Quitar el filtro Zapatillas', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Quitar el filtro Blanco', exact: true })).toBeVisible();

      const results = resultsOf(page, 'Resultados');
      await expect(results.filter({ hasText: word })).toHaveCount(2);
      await expect(results.filter({ hasText: `Zapatillas negras` })).toHaveCount(0);
      for (const name of await namesOf(results)) expect(name).toMatch(/^Zapatillas\b.*\b(blanco|blancas)\b/);
      await expectNoSideScroll(page, width);

      // The type the page shows is Calzado.
      const sheet = await filtersSheet(page, width, 'Filtros');
      await expect(sheet.getByRole('group', { name: 'Tipo' }).getByRole('radio', { checked: true })).toHaveAccessibleName(/^Calzado \(\d+\)$/);
    });

    test('an answer with nothing shows a shelf of popular clothes, and words found only in another type link to it', async ({ page, request }) => {
      const { shoeWord } = await shopperAndCatalogue(page, request, 'en');

      // Words nothing has: said so, no other type to offer, and popular clothes to look at.
      await page.goto(`/search?${new URLSearchParams({ q: 'xyzzy plugh', type: '1' })}`);
      await expect(page.getByText('Nothing matches “xyzzy plugh”.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Popular clothes' })).toBeVisible();
      await expect(resultsOf(page, 'Popular clothes').first()).toBeVisible();
      await expect(page.getByRole('list', { name: 'Results' })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'In other types' })).toHaveCount(0);
      await expectNoSideScroll(page, width);

      // Words only trainers have, searched among the clothes (type 1, as a shared link would force it): the types
      // that hold them, as links.
      await page.goto(`/search?q=${shoeWord}&type=1`);
      await expect(page.getByText(`Nothing matches “${shoeWord}”.`)).toBeVisible();
      const others = page.getByRole('navigation', { name: 'In other types' });
      await expect(others.getByRole('link')).toHaveText(['3 clothes in Footwear']);
      await expect(resultsOf(page, 'Popular clothes').first()).toBeVisible();
      await expectNoSideScroll(page, width);

      await others.getByRole('link', { name: '3 clothes in Footwear' }).click();
      await expect(page).toHaveURL(searchAddress(shoeWord, 2));
      const results = resultsOf(page, 'Results');
      await expect(results).toHaveCount(3);
      for (const name of await namesOf(results)) expect(name).toMatch(/ trainers /);
      await expect(page.getByRole('heading', { name: 'Popular clothes' })).toHaveCount(0);
      const sheet = await filtersSheet(page, width, 'Filters');
      await expect(sheet.getByRole('group', { name: 'Type' }).getByRole('radio', { checked: true })).toHaveAccessibleName('Footwear (3)');
    });

    test('a misspelt query finds red dresses: a typo the engine forgives as is, one it does not by the corrected spelling, which it says', async ({
      page,
      request,
    }) => {
      const { word } = await shopperAndCatalogue(page, request, 'es');
      const results = resultsOf(page, 'Resultados');
      const expectRedDresses = async () => {
        await expect(results.filter({ hasText: `Vestido rojo de seda ${word}` })).toHaveCount(1);
        await expect(results.filter({ hasText: `Vestido bordó ${word}` })).toHaveCount(1);
        await expect(results.filter({ hasText: word })).toHaveCount(2);
        for (const name of await namesOf(results)) expect(name).toMatch(/^Vestido (.* )?(rojo|bordó)( |$)/);
      };

      // "vestdo" is within the engine's typo budget for a word of six letters: found as written, nothing to correct.
      await page.goto('/home');
      const header = page.getByRole('search', { name: 'Buscar en Vitrina' });
      await header.getByLabel('Qué buscas').fill('vestdo rojo');
      await header.getByLabel('Qué buscas').press('Enter');
      await expect(page).toHaveURL(searchAddress('vestdo rojo', 1));
      await expect(page.getByRole('button', { name: 'Quitar el filtro Rojo', exact: true })).toBeVisible();
      await expectRedDresses();
      await expect(page.getByText(/Te mostramos resultados para/)).toHaveCount(0);

      // "roko" (four letters) is beyond it: the words as written find nothing, their nearest spelling does, and the
      // page says so.
      await header.getByLabel('Qué buscas').fill('vestido roko');
      await header.getByLabel('Qué buscas').press('Enter');
      await expect(page).toHaveURL(searchAddress('vestido roko', 1));
      await expect(page.getByText('No hay resultados para «vestido roko». Te mostramos resultados para «vestido rojo».')).toBeVisible();
      await expectRedDresses();
      await expectNoSideScroll(page, width);

      // The corrected spelling is a link: it puts the words in the address, where the chips read them.
      await page.getByRole('link', { name: 'vestido rojo', exact: true }).click();
      await expect(page).toHaveURL(searchAddress('vestido rojo', 1));
      await expect(page.getByRole('button', { name: 'Quitar el filtro Vestidos', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Quitar el filtro Rojo', exact: true })).toBeVisible();
      await expect(page.getByText(/Te mostramos resultados para/)).toHaveCount(0);
      await expectRedDresses();
    });
  });
}
