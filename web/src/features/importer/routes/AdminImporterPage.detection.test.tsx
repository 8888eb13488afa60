import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { taxonomyData } from '../../../test/answers';
import { json } from '../../../test/fakeApi';
import type { Handler, RecordedRequest } from '../../../test/fakeApi';
import type { Run } from '../api/importer';
import { BRAND, openAs } from '../../../test/signedIn';
import { chooseDefaults, importerView, importRun, saveSettings, shopItem } from '../testing';

// The importer tab when a reading finds nothing, and when a shop holds more than a run imports (issue 43).

const TAXONOMY = taxonomyData({
  types: [{ id: '1', name: 'Clothing', names: { es: 'Ropa' } }],
  categories: [
    { id: 'camisas', name: 'Shirts', names: { es: 'Camisas' }, typeId: '1' },
    { id: 'chaquetas', name: 'Jackets', names: { es: 'Chaquetas' }, typeId: '1' },
  ],
  genders: [{ id: 'mujer', name: 'Women', names: { es: 'Mujer' } }],
});
const ITEM = shopItem();
/** Sur's Shopify catalogue; Norte's page, whose products its scripts draw (no product in its HTML). */
const SUR = {
  source: { kind: 'shopify', url: 'https://sur.example/products.json', total: 423 },
  items: [{ index: 0, item: ITEM }],
  limited: { limit: 100, by: 'plan', inShop: 423 },
  language: null,
  categories: [],
};
const NO_SOURCE = { source: null, items: [], limited: null, language: null, categories: [] };
const NO_PROPOSAL = { url: 'https://norte.example/', proposal: null, items: [], nextPage: null, limited: null, language: null };

const limitedRun = (limited: Run['limited'], created: number) =>
  importRun({ trigger: 'schedule', status: 'limit', counts: { found: created, created }, reason: 'IMPORT_LIMIT_REACHED', limited });

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

const openImporter = (shop: Handler, options: { runs?: Run[]; preview?: Handler } = {}) =>
  openAs(BRAND, '/admin/importer', {
    heading: 'Importer',
    routes: {
      'GET /api/importer': () => json(200, importerView({ runs: options.runs ?? [] })),
      'GET /api/categories/data/': () => json(200, TAXONOMY),
      'POST /api/importer/shop': shop,
      'POST /api/importer/preview': options.preview ?? (() => json(200, NO_PROPOSAL)),
      'PUT /api/importer/config': () => json(200, { brandId: 'b1', version: 1 }),
    },
  });

const urlOf = (request: RecordedRequest) => (request.body as { url: string }).url;

describe('a reading that finds nothing', () => {
  it('clears the previous shop’s source and preview, says why, and saving then keeps no source of the other shop', async () => {
    const { user, api } = await openImporter((request) => json(200, urlOf(request).includes('sur.') ? SUR : NO_SOURCE));
    const address = await screen.findByLabelText("Your shop's address");
    await user.type(address, 'https://sur.example/');
    await user.click(screen.getByRole('button', { name: 'Read the shop' }));
    expect(await screen.findByRole('region', { name: 'What would be imported' })).toBeTruthy();
    expect((screen.getByLabelText('Read the clothes from') as HTMLSelectElement).value).toBe('shopify');

    await user.clear(address);
    await user.type(address, 'https://norte.example/');
    await user.click(screen.getByRole('button', { name: 'Read the shop' }));
    expect(
      await screen.findByText(/This page has no products in its HTML: it probably builds them with JavaScript\. Try its product feed or its sitemap/),
    ).toBeTruthy();
    expect((screen.getByLabelText('Read the clothes from') as HTMLSelectElement).value).toBe('page');
    expect(screen.queryByRole('region', { name: 'What would be imported' })).toBeNull();
    expect(screen.queryByText('Remera lisa')).toBeNull();

    await chooseDefaults(user);
    const saved = (await saveSettings(user, api.requests)).config;
    expect(saved).toMatchObject({ url: 'https://norte.example/', source: null, json: { mode: 'jsonld', paths: {} }, limit: 'plan' });
  });

  it('says a catalogue that lists no products found nothing, and clears the form as well', async () => {
    const { user } = await openImporter((request) =>
      json(
        200,
        urlOf(request).includes('sur.')
          ? SUR
          : {
              source: { kind: 'woocommerce', url: 'https://vacia.example/wp-json/wc/store/v1/products', total: 0 },
              items: [],
              limited: null,
              language: null,
              categories: [],
            },
      ),
    );
    const address = await screen.findByLabelText("Your shop's address");
    await user.type(address, 'https://sur.example/');
    await user.click(screen.getByRole('button', { name: 'Read the shop' }));
    await screen.findByRole('region', { name: 'What would be imported' });
    await user.clear(address);
    await user.type(address, 'https://vacia.example/');
    await user.click(screen.getByRole('button', { name: 'Read the shop' }));
    expect(await screen.findByText(/^WooCommerce catalogue: found, but it lists no products\./)).toBeTruthy();
    expect((screen.getByLabelText('Read the clothes from') as HTMLSelectElement).value).toBe('page');
  });

  it('clears it when the shop cannot be reached too, in its own words', async () => {
    const { user } = await openImporter((request) =>
      urlOf(request).includes('sur.') ? json(200, SUR) : json(400, { code: 'IMPORT_SHOP_UNREACHABLE', reason: 'UNKNOWN_HOST', message: 'in English' }),
    );
    const address = await screen.findByLabelText("Your shop's address");
    await user.type(address, 'https://sur.example/');
    await user.click(screen.getByRole('button', { name: 'Read the shop' }));
    await screen.findByRole('region', { name: 'What would be imported' });
    await user.clear(address);
    await user.type(address, 'https://nadie.example/');
    await user.click(screen.getByRole('button', { name: 'Read the shop' }));
    const alert = await screen.findByRole('alert', { name: 'We found no shop at that address: the name does not exist on the internet.' });
    expect(alert.textContent).toContain('Code: UNKNOWN_HOST');
    expect((screen.getByLabelText('Read the clothes from') as HTMLSelectElement).value).toBe('page');
  });
});

describe('the importer’s address and limit', () => {
  it('reads a bare domain typed as https', async () => {
    const { user, api } = await openImporter(() => json(200, SUR));
    const address = await screen.findByLabelText("Your shop's address");
    await user.type(address, 'www.sur.example/coleccion');
    await user.click(screen.getByRole('button', { name: 'Read the shop' }));
    await screen.findByRole('region', { name: 'What would be imported' });
    expect(urlOf(api.requests.find((request) => request.url.pathname === '/api/importer/shop')!)).toBe('https://www.sur.example/coleccion');
    expect((address as HTMLInputElement).value).toBe('https://www.sur.example/coleccion');
  });

  it('says a bare domain back as it will be read, while it is typed', async () => {
    const { user } = await openImporter(() => json(200, SUR));
    const address = await screen.findByLabelText("Your shop's address");
    await user.type(address, 'mitienda.com.ar');
    expect(screen.getByText('Will be read as https://mitienda.com.ar')).toBeTruthy();
    expect(address.getAttribute('aria-describedby')).toBeTruthy();
    // Leaving the field changes nothing under the pointer; reading the shop writes the address as read.
    await user.tab();
    expect(screen.getByText('Will be read as https://mitienda.com.ar')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Read the shop' }));
    await screen.findByRole('region', { name: 'What would be imported' });
    expect((address as HTMLInputElement).value).toBe('https://mitienda.com.ar');
    expect(screen.queryByText(/^Will be read as/)).toBeNull();
  });

  it('leaves the limit to the plan when blank, and says when the shop holds more than an import takes, with the way to change plan', async () => {
    const { user } = await openImporter(() => json(200, SUR));
    const limit = (await screen.findByLabelText('Items per run, at most')) as HTMLInputElement;
    expect([limit.value, limit.placeholder]).toEqual(['', '100']);
    expect(screen.getByText('Empty: as many as your plan allows (100).')).toBeTruthy();
    await user.type(screen.getByLabelText("Your shop's address"), 'https://sur.example/');
    await user.click(screen.getByRole('button', { name: 'Read the shop' }));
    const preview = await screen.findByRole('region', { name: 'What would be imported' });
    const notice = within(preview).getByText(/423 found, 100 will be imported: your plan's limit\./);
    expect(within(notice).getByRole('link', { name: 'Change plan' }).getAttribute('href')).toBe('/admin/dashboard');
  });

  it('says in the run history how many the shop held and how many were imported, and what limit', async () => {
    await openImporter(() => json(200, SUR), {
      runs: [limitedRun({ limit: 100, by: 'plan', inShop: 423 }, 100), { ...limitedRun({ limit: 10, by: 'settings', inShop: null }, 10), runId: 'r2' }],
    });
    const table = await screen.findByRole('table');
    const plan = within(table).getByText(/423 found, 100 imported: your plan's limit\./);
    expect(within(plan).getByRole('link', { name: 'Change plan' })).toBeTruthy();
    const settings = within(table).getByText('More than 10 found, 10 imported: the limit in your settings.');
    expect(within(settings).queryByRole('link')).toBeNull();
    expect(within(table).queryByText(/IMPORT_LIMIT_REACHED/)).toBeNull();
  });
});

describe('the shop’s language', () => {
  it('takes the language the reading found the shop writes in, says so, and saves it', async () => {
    const { user, api } = await openImporter(() => json(200, { ...SUR, language: 'fr' }));
    const language = (await screen.findByLabelText('Language of the names')) as HTMLSelectElement;
    expect(language.value).toBe('es');
    expect(screen.getByText(/^The language your shop writes names and descriptions in/)).toBeTruthy();
    await user.type(screen.getByLabelText("Your shop's address"), 'https://sur.example/');
    await user.click(screen.getByRole('button', { name: 'Read the shop' }));
    await screen.findByRole('region', { name: 'What would be imported' });
    expect(language.value).toBe('fr');
    expect(screen.getByText(/^Read from your shop: its names and descriptions go to this language/)).toBeTruthy();

    // The brand may say otherwise: the hint no longer claims the shop said it.
    await user.selectOptions(language, 'it');
    expect(screen.queryByText(/^Read from your shop/)).toBeNull();
    await user.selectOptions(language, 'fr');
    await chooseDefaults(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("The importer's settings are saved.")).toBeTruthy();
    const saved = (api.requests.find((request) => request.method === 'PUT')?.body as { config: { defaults: Record<string, unknown> } }).config;
    expect(saved.defaults.language).toBe('fr');
  });

  it('leaves the language as it was when the reading tells none', async () => {
    const { user } = await openImporter(() => json(200, { ...SUR, language: null }));
    const language = (await screen.findByLabelText('Language of the names')) as HTMLSelectElement;
    await user.selectOptions(language, 'en');
    await user.type(screen.getByLabelText("Your shop's address"), 'https://sur.example/');
    await user.click(screen.getByRole('button', { name: 'Read the shop' }));
    await screen.findByRole('region', { name: 'What would be imported' });
    expect(language.value).toBe('en');
    expect(screen.queryByText(/^Read from your shop/)).toBeNull();
  });
});

describe('the shop’s own categories', () => {
  it('lists those a reading found with their counts and the category proposed for each, editable, and saves the map', async () => {
    const categories = [
      { name: 'Camperas', count: 12, proposed: 'chaquetas' },
      { name: 'Línea Roma', count: 3, proposed: null },
    ];
    const { user, api } = await openImporter(() => json(200, { ...SUR, categories }));
    await user.type(await screen.findByLabelText("Your shop's address"), 'https://sur.example/');
    await user.click(screen.getByRole('button', { name: 'Read the shop' }));
    const map = await screen.findByRole('group', { name: "Your shop's categories" });
    const jackets = within(map).getByLabelText(/^Camperas/) as HTMLSelectElement;
    expect(jackets.value).toBe('chaquetas');
    expect(within(map).getByText(/12 clothes/)).toBeTruthy();
    const roma = within(map).getByLabelText(/^Línea Roma/) as HTMLSelectElement;
    expect(roma.value).toBe('');
    await user.selectOptions(roma, 'camisas');

    await chooseDefaults(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("The importer's settings are saved.")).toBeTruthy();
    const saved = (api.requests.find((request) => request.method === 'PUT')?.body as { config: { categoryMap?: Record<string, string> } }).config;
    expect(saved.categoryMap).toEqual({ Camperas: 'chaquetas', 'Línea Roma': 'camisas' });
  });
});

describe('the preview’s classification', () => {
  it('shows each product as a run will classify it, and what it cannot tell as to review', async () => {
    const items = [
      {
        index: 0,
        item: { ...ITEM, name: 'Campera Eco Cuero' },
        classified: { typeId: '1', categoryId: 'chaquetas', gender: 'mujer', colors: [], materials: [], eventIds: [], seasons: [] },
      },
      {
        index: 1,
        item: { ...ITEM, key: 'shopify:2', name: 'Modelo Roma' },
        classified: { typeId: null, categoryId: null, gender: null, colors: [], materials: [], eventIds: [], seasons: [] },
      },
    ];
    const { user } = await openImporter(() => json(200, { ...SUR, items }));
    await user.type(await screen.findByLabelText("Your shop's address"), 'https://sur.example/');
    await user.click(screen.getByRole('button', { name: 'Read the shop' }));
    const preview = await screen.findByRole('region', { name: 'What would be imported' });
    expect(within(preview).getByText('Comes in as: Jackets · Women')).toBeTruthy();
    expect(within(preview).getByText('Comes in as: category to review · gender to review')).toBeTruthy();
  });
});
