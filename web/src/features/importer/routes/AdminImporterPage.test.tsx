import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { blankConfig } from '@vitrina/domain/importer/config';
import { taxonomyData } from '../../../test/answers';
import { json } from '../../../test/fakeApi';
import type { RecordedRequest } from '../../../test/fakeApi';
import type { Run } from '../api/importer';
import { BRAND, openAs } from '../../../test/signedIn';
import { chooseDefaults, importerView, importRun, saveSettings, shopItem } from '../testing';

const TAXONOMY = taxonomyData({
  types: [{ id: '1', name: 'Clothing', names: { es: 'Ropa' } }],
  categories: [{ id: 'camisas', name: 'Shirts', names: { es: 'Camisas' }, typeId: '1' }],
  genders: [{ id: 'mujer', name: 'Women', names: { es: 'Mujer' } }],
});
const RUN = importRun({
  status: 'limit',
  counts: { pages: 3, found: 30, created: 10, failed: 1 },
  problems: [{ page: 'https://sur.example/lista', index: 4, name: 'Medias', field: 'price', code: 'UNREADABLE', found: 'Consultar' }],
  reason: 'UPLOAD_LIMIT_REACHED',
});
const NONE = { selector: '', attribute: null };
const PREVIEW = {
  url: 'https://sur.example/lista',
  // As auto-detect proposes a page's JSON-LD (importer/detect.ts): its selectors blank.
  proposal: {
    source: 'jsonld',
    items: 2,
    config: {
      item: { tag: 'div', class: '' },
      name: NONE,
      price: { ...NONE, regex: null },
      link: NONE,
      image: NONE,
      json: { mode: 'jsonld', paths: {} },
      nextPage: null,
    },
  },
  items: [
    {
      index: 0,
      item: {
        key: 'sku:PAL-1',
        name: 'Pantalón palazzo',
        description: null,
        price: 30999.5,
        salePrice: null,
        currency: 'ARS',
        url: 'https://sur.example/palazzo',
        images: ['https://sur.example/p.jpg'],
        tags: [],
        sizes: ['S', 'M'],
        colors: [],
        materials: [],
        sku: 'PAL-1',
      },
    },
    { index: 1, name: 'Bufanda', errors: [{ field: 'price', code: 'UNREADABLE', found: 'Consultar' }] },
  ],
  nextPage: null,
  limited: null,
  language: null,
};

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

const SAVED = { ...blankConfig('https://sur.example/'), defaults: { typeId: '1', categoryId: 'camisas', gender: 'mujer', language: 'es', currency: 'ARS' } };
const PAGE_SHOP = { source: { kind: 'page', url: 'https://sur.example/lista', total: null }, items: [], limited: null, language: null, categories: [] };
const SHOPIFY_SHOP = {
  source: { kind: 'shopify', url: 'https://sur.example/products.json', total: 1284 },
  items: [
    {
      index: 0,
      item: shopItem({
        sizes: ['S', 'M'],
        variants: [
          { size: 'S', color: null, available: true, sku: null, price: null, salePrice: null },
          { size: 'M', color: null, available: false, sku: null, price: null, salePrice: null },
        ],
      }),
    },
  ],
  limited: null,
  language: null,
  categories: [],
};

function openImporter(
  runs: Run[] = [],
  shop: unknown = PAGE_SHOP,
  options: { inGoodStanding?: boolean; shopAnswer?: () => Response; saveAnswer?: () => Response; runAnswer?: () => Response; config?: unknown } = {},
) {
  return openAs(BRAND, '/admin/importer', {
    heading: 'Importer',
    routes: {
      'GET /api/importer': () =>
        json(
          200,
          importerView({
            inGoodStanding: options.inGoodStanding ?? true,
            tier: options.inGoodStanding === false ? null : 'PRO',
            config: options.config ?? null,
            runs,
          }),
        ),
      'GET /api/categories/data/': () => json(200, TAXONOMY),
      'POST /api/importer/shop': options.shopAnswer ?? (() => json(200, shop)),
      'POST /api/importer/preview': () => json(200, PREVIEW),
      'PUT /api/importer/config': options.saveAnswer ?? ((request: RecordedRequest) => json(200, { brandId: 'b1', version: 1, body: request.body })),
      'POST /api/importer/runs': options.runAnswer ?? (() => json(202, { runId: 'r2' })),
    },
  });
}

describe('the importer tab', () => {
  it('reads a shop page and shows each item it would import, or what failed, without saving', async () => {
    const { user, api } = await openImporter();
    await user.type(await screen.findByLabelText("Your shop's address"), 'https://sur.example/lista');
    await user.click(screen.getByRole('button', { name: 'Read the shop' }));
    const preview = await screen.findByRole('region', { name: 'What would be imported' });
    expect(within(preview).getByText('Pantalón palazzo')).toBeTruthy();
    expect(within(preview).getByText('Price: could not be read from “Consultar”')).toBeTruthy();
    expect(within(preview).getByRole('status').textContent).toBe('1 item ready, 1 with problems');
    expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
    expect(api.requests.find((request) => request.url.pathname === '/api/importer/preview')?.body).toEqual({ url: 'https://sur.example/lista', limit: 'plan' });
  });

  it('reads a shop’s own catalogue when it offers one, says which and how large, and saves it as the source', async () => {
    const { user, api } = await openImporter([], SHOPIFY_SHOP);
    await user.type(await screen.findByLabelText("Your shop's address"), 'https://sur.example/');
    await user.click(screen.getByRole('button', { name: 'Read the shop' }));
    const preview = await screen.findByRole('region', { name: 'What would be imported' });
    expect(within(preview).getByText('Shopify catalogue, 1,284 products')).toBeTruthy();
    expect(within(preview).getByText(/S, M \(sold out\)/)).toBeTruthy();
    expect(api.requests.some((request) => request.url.pathname === '/api/importer/preview')).toBe(false);
    expect((screen.getByLabelText('Read the clothes from') as HTMLSelectElement).value).toBe('shopify');
    await chooseDefaults(user);
    const saved = await saveSettings(user, api.requests);
    expect(saved.config).toMatchObject({ url: 'https://sur.example/', source: { kind: 'shopify', url: 'https://sur.example/products.json' } });
  });

  it('reads an HTML shop’s pages whole from its home, shows what they read, and saves them as the source at its address', async () => {
    const { item } = SHOPIFY_SHOP.items[0]!;
    const pages = {
      source: { kind: 'page', url: 'https://alba.example/', total: null },
      items: [
        {
          index: 0,
          item: { ...item, key: 'url:https://alba.example/mujer/11-vestido.html', name: 'Vestido cruzado', url: 'https://alba.example/mujer/11-vestido.html' },
        },
      ],
      limited: null,
      language: null,
      categories: [],
    };
    const { user, api } = await openImporter([], pages);
    const address = await screen.findByLabelText("Your shop's address");
    await user.type(address, 'https://alba.example/');
    await user.click(screen.getByRole('button', { name: 'Read the shop' }));
    const preview = await screen.findByRole('region', { name: 'What would be imported' });
    expect(within(preview).getByText('Vestido cruzado')).toBeTruthy();
    expect(within(preview).getByText(/S, M \(sold out\)/)).toBeTruthy();
    // Its products as the pages read them, not the home's featured block auto-detect would propose.
    expect(api.requests.some((request) => request.url.pathname === '/api/importer/preview')).toBe(false);
    const from = screen.getByLabelText('Read the clothes from') as HTMLSelectElement;
    expect(from.value).toBe('page');
    expect(screen.getByText(/^The whole shop is read from this address/)).toBeTruthy();
    // The address typed again (its language's home) is where the pages are read from.
    await user.clear(address);
    await user.type(address, 'https://alba.example/es/');
    await chooseDefaults(user);
    const saved = await saveSettings(user, api.requests);
    expect(saved.config).toMatchObject({
      url: 'https://alba.example/es/',
      source: { kind: 'page', url: 'https://alba.example/es/' },
      json: { mode: 'jsonld', paths: {} },
    });
  });

  it('saves the settings with the defaults chosen', async () => {
    const { user, api } = await openImporter();
    await user.type(await screen.findByLabelText("Your shop's address"), 'https://sur.example/lista');
    await chooseDefaults(user);
    await user.selectOptions(screen.getByLabelText('How often'), 'daily');
    const saved = await saveSettings(user, api.requests);
    expect(saved.config).toMatchObject({
      url: 'https://sur.example/lista',
      schedule: { kind: 'daily' },
      defaults: { typeId: '1', categoryId: 'camisas', gender: 'mujer', language: 'es', currency: 'ARS' },
    });
  });

  it('reads JSON from an element inside each item, and keeps the selectors for what the JSON does not say', async () => {
    const { user, api } = await openImporter();
    await user.type(await screen.findByLabelText("Your shop's address"), 'https://sur.example/lista');
    // How a shop's own pages are read sits in the advanced options, closed on a blank form.
    expect(screen.queryByLabelText("Where each product's data is")).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Advanced options' }));
    await user.selectOptions(screen.getByLabelText("Where each product's data is"), 'attribute');
    expect(screen.getByText(/used only for what the JSON does not say/)).toBeTruthy();
    await user.type(screen.getByLabelText('Element holding the JSON (inside each item)'), 'button[[data-product]');
    await chooseDefaults(user);
    const saved = await saveSettings(user, api.requests);
    expect(saved.config).toMatchObject({ json: { mode: 'attribute', attribute: 'data-product', selector: 'button[data-product]' } });
  });

  it('reads JSON from a script inside each item, named by its selector', async () => {
    const { user, api } = await openImporter();
    await user.type(await screen.findByLabelText("Your shop's address"), 'https://sur.example/lista');
    await user.click(screen.getByRole('button', { name: 'Advanced options' }));
    await user.selectOptions(screen.getByLabelText("Where each product's data is"), 'script');
    const script = screen.getByLabelText('The JSON script (inside each item)');
    expect((script as HTMLInputElement).value).toBe('script[type="application/json"]');
    await user.clear(script);
    await user.type(script, 'script.product-data');
    await chooseDefaults(user);
    const saved = await saveSettings(user, api.requests);
    expect(saved.config).toMatchObject({ json: { mode: 'script', selector: 'script.product-data', paths: {} } });
  });

  it('lists past runs with their report and why one stopped', async () => {
    await openImporter([RUN]);
    const table = await screen.findByRole('table', { name: 'The importer’s runs, newest first'.replace('’', "'") });
    expect(within(table).getByText('Limit reached')).toBeTruthy();
    expect(within(table).getByText(/Your plan's clothes limit stopped the import/)).toBeTruthy();
    expect(within(table).getByText('1 item failed')).toBeTruthy();
    expect(within(table).getByText('Medias — Price: could not be read from “Consultar”')).toBeTruthy();
  });

  it('shows a brand whose plan is not paid why it cannot read its shop and where to pay, not a form, and its past runs', async () => {
    await openImporter([RUN], PAGE_SHOP, { inGoodStanding: false });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your plan is not active: pay your subscription to read your shop and import clothes.');
    expect(within(alert).getByRole('link', { name: 'Go to your subscription' }).getAttribute('href')).toBe('/admin/dashboard');
    expect(screen.queryByRole('button', { name: 'Read the shop' })).toBeNull();
    expect(screen.queryByLabelText("Your shop's address")).toBeNull();
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('turns to the same notice when a reading is refused for the plan', async () => {
    const { user } = await openImporter([], PAGE_SHOP, {
      shopAnswer: () => json(402, { code: 'SUBSCRIPTION_INACTIVE', message: 'Your plan is not active. Pay your subscription to upload clothes.' }),
    });
    await user.type(await screen.findByLabelText("Your shop's address"), 'https://sur.example/');
    await user.click(screen.getByRole('button', { name: 'Read the shop' }));
    expect(await screen.findByRole('link', { name: 'Go to your subscription' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Read the shop' })).toBeNull();
  });

  it.each([
    [
      { code: 'IMPORT_SHOP_UNREACHABLE', reason: 'UNKNOWN_HOST' },
      400,
      'We found no shop at that address: the name does not exist on the internet.',
      /^Check how it is spelt/,
      'Code: UNKNOWN_HOST',
    ],
    [
      { code: 'IMPORT_SHOP_UNREACHABLE', reason: 'CONNECTION_REFUSED' },
      400,
      "Your shop's server refused the connection: it may be down or under maintenance.",
      /try again in a few minutes\.$/,
      'Code: CONNECTION_REFUSED',
    ],
    [
      { code: 'IMPORT_SHOP_UNREACHABLE', reason: 'TIMEOUT' },
      400,
      'Your shop did not answer in time: it may be slow or down.',
      /try again later\.$/,
      'Code: TIMEOUT',
    ],
    [
      { code: 'IMPORT_SHOP_TOO_SLOW', reason: 'TOO_SLOW' },
      400,
      'Your shop answers so slowly that we stopped reading it before the end.',
      /single category/,
      'Code: TOO_SLOW',
    ],
    [
      { code: 'IMPORT_PAGE_REFUSED', reason: 'FORBIDDEN_ADDRESS' },
      400,
      'That address leads to a private network, not to a shop open to the public.',
      /public address/,
      'Code: FORBIDDEN_ADDRESS',
    ],
    [
      { code: 'IMPORT_PAGE_REFUSED', reason: 'ROBOTS_DISALLOWED' },
      400,
      "Your shop's robots.txt file does not let us read it.",
      /Allow VitrinaBot/,
      'Code: ROBOTS_DISALLOWED',
    ],
    [
      { code: 'IMPORT_PAGE_TOO_COMPLEX', reason: 'TOO_DEEP' },
      400,
      "Your shop's page is too large or complex to read whole.",
      /product feed or sitemap/,
      'Code: TOO_DEEP',
    ],
    [{ code: 'IMPORT_BUSY', reason: 'SITE_BUSY' }, 429, 'We are reading many shops at once right now.', /^Try again in a minute\./, 'Code: SITE_BUSY'],
    [{ code: 'IMPORT_BUSY', reason: 'ALREADY_READING' }, 429, 'We are already reading your shop.', /half a minute/, 'Code: ALREADY_READING'],
  ])('says in the brand’s words why a shop was not read, what to try next and the code for support: %o', async (refusal, status, what, next, code) => {
    const { user } = await openImporter([], PAGE_SHOP, { shopAnswer: () => json(status, { ...refusal, message: 'in English' }) });
    await user.type(await screen.findByLabelText("Your shop's address"), 'https://sur.example/');
    await user.click(screen.getByRole('button', { name: 'Read the shop' }));
    const alert = await screen.findByRole('alert', { name: what });
    expect(alert.textContent).not.toContain('in English');
    expect(alert.textContent!.replace(what, '').replace(code, '')).toMatch(next);
    expect(within(alert).getByText(code)).toBeTruthy();
    // The form stays, to try again.
    expect(screen.getByRole('button', { name: 'Read the shop' })).toBeTruthy();
  });

  it('says a run the api refuses in the brand’s words, and a field it refuses under that field, opening the advanced options it sits in', async () => {
    const { user } = await openImporter([], PAGE_SHOP, {
      saveAnswer: () =>
        json(400, {
          code: 'VALIDATION_FAILED',
          message: 'config.url: not an address',
          fields: [
            { path: 'config.url', code: 'NOT_AN_ADDRESS', message: 'not an address (like https://tienda.example/coleccion)' },
            { path: 'config.schedule.expression', code: 'NOT_CRON', message: 'not a cron expression: x' },
          ],
        }),
    });
    await user.type(await screen.findByLabelText("Your shop's address"), 'mi tienda');
    expect(screen.queryByLabelText('Your own schedule (cron expression)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert', { name: 'Some of the details cannot work as they are.' })).toBeTruthy();
    expect(screen.getByText("Type your shop's address as your browser shows it, for example myshop.com.")).toBeTruthy();
    expect(screen.queryByText(/not an address/)).toBeNull();
    // The refused schedule is in the fold, opened to show it.
    const cron = screen.getByLabelText('Your own schedule (cron expression)');
    expect(cron.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/This schedule cannot be understood/)).toBeTruthy();
  });

  it('says why a run was not started, with what to do', async () => {
    const { user } = await openImporter([], PAGE_SHOP, {
      config: SAVED,
      runAnswer: () => json(400, { code: 'IMPORTER_NOT_CONFIGURED', message: 'Save the importer’s settings before running it.' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Run now' }));
    const alert = await screen.findByRole('alert', { name: "You have not saved the importer's settings yet." });
    expect(alert.textContent).toContain('Read your shop, check what would come in and press Save; then you can import.');
    expect(within(alert).getByText('Code: IMPORTER_NOT_CONFIGURED')).toBeTruthy();
  });

  it('says a run stopped by an unreachable shop in the brand’s words, not its code alone', async () => {
    await openImporter([{ ...RUN, status: 'failed', reason: 'IMPORT_PAGE_REFUSED:UNREACHABLE', counts: { ...RUN.counts, pages: 0 }, problems: [] }]);
    const table = await screen.findByRole('table');
    expect(within(table).getByText(/^We could not connect to your shop\. Check that it opens in your browser/)).toBeTruthy();
    expect(within(table).getByText('Code: UNREACHABLE')).toBeTruthy();
    expect(within(table).queryByText(/\(UNREACHABLE\)/)).toBeNull();
  });
});

describe('the importer’s advanced options', () => {
  it('keep a saved way of reading the shop’s pages and a schedule of its own open, in plain words, the raw cron still there', async () => {
    const config = {
      ...SAVED,
      json: { mode: 'none' },
      item: { tag: 'li', class: 'producto' },
      name: { selector: 'h3', attribute: null },
      schedule: { kind: 'cron', expression: '0 6 * * 1-5' },
    };
    const { user, api } = await openImporter([], PAGE_SHOP, { config });
    expect(await screen.findByRole('button', { name: 'Advanced options', expanded: true })).toBeTruthy();
    expect((screen.getByLabelText('Name: where it is (CSS selector)') as HTMLInputElement).value).toBe('h3');
    expect((screen.getByLabelText("Each product's HTML tag") as HTMLInputElement).value).toBe('li');
    // The frequency names the schedule of its own, which is written in the fold.
    expect((screen.getByLabelText('How often') as HTMLSelectElement).value).toBe('cron');
    const cron = screen.getByLabelText('Your own schedule (cron expression)') as HTMLInputElement;
    expect(cron.value).toBe('0 6 * * 1-5');
    await user.clear(cron);
    await user.type(cron, '30 7 * * *');
    const saved = await saveSettings(user, api.requests);
    expect(saved.config).toMatchObject({ schedule: { kind: 'cron', expression: '30 7 * * *' }, name: { selector: 'h3' } });
  });

  it('are closed on a form that sets nothing in them, its presets offered in plain words', async () => {
    await openImporter([], PAGE_SHOP, { config: SAVED });
    expect(await screen.findByRole('button', { name: 'Advanced options', expanded: false })).toBeTruthy();
    expect(screen.queryByLabelText(/CSS selector/)).toBeNull();
    const often = screen.getByLabelText('How often') as HTMLSelectElement;
    expect([...often.options].map((option) => option.text)).toEqual(['Only when I ask', 'Every day at 6:00', 'Every Monday at 6:00']);
  });
});
