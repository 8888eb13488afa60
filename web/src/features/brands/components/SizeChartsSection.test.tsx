import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/fakeApi';
import { ADMIN, BRAND, openAs } from '../../../test/signedIn';
import { LUNA, page } from '../testing';

const term = (id: string, name: string, typeId?: string) => ({ id, name, names: { es: name }, ...(typeId ? { typeId } : {}) });
const TAXONOMY = {
  types: [term('1', 'Clothes'), term('2', 'Footwear')],
  categories: [term('vestidos', 'Dresses', '1'), term('botas', 'Boots', '2')],
  events: [],
  genders: [],
  seasons: [],
  weather: [],
  colors: [],
  styles: [],
  materials: [],
};
const CHART_PATH = `/api/admin/brands/${LUNA.id}/size-charts/vestidos`;

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

describe("a brand's size guides", () => {
  it('adds a guide for a category with its sizes and measures, fills the equivalents from the standard table, and saves it', async () => {
    let saved: unknown = null;
    const { api, user } = await openAs(BRAND, '/admin/brands', {
      routes: {
        'GET /api/admin/brand': () => json(200, { ...LUNA, sizeCharts: saved ? [{ categoryId: 'vestidos', ...(saved as object), imported: false }] : [] }),
        'GET /api/categories/data/': () => json(200, TAXONOMY),
        [`PUT ${CHART_PATH}`]: (request) => {
          saved = request.body;
          return json(200, { ...LUNA, sizeCharts: [{ categoryId: 'vestidos', ...(request.body as object), imported: false }] });
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Size guides' });
    expect(within(section).getByText('You have no size guides yet.')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Add a guide' }));
    const form = within(section).getByRole('form', { name: 'New size guide' });
    // Nothing saved without a category and a size.
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Choose a category.')).toBeTruthy();
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Dresses' })).toBeTruthy());
    await user.selectOptions(within(form).getByLabelText('Category'), 'vestidos');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Write at least one size.')).toBeTruthy();

    const first = within(form).getByRole('group', { name: 'Size 1' });
    await user.type(within(first).getByLabelText('Size'), '38');
    await user.type(within(first).getByLabelText('Bust (cm)'), '88,5');
    await user.type(within(first).getByLabelText('Waist (cm)'), '68');
    await user.click(within(form).getByRole('button', { name: 'Add a size' }));
    const second = within(form).getByRole('group', { name: 'Size 2' });
    await user.type(within(second).getByLabelText('Size'), '40');
    await user.type(within(second).getByLabelText('Equivalents US, Size 2'), '7');
    await user.click(within(form).getByRole('button', { name: 'Fill the equivalents from the standard table' }));
    // The standard table fills what was blank; what the brand wrote stays.
    expect((within(first).getByLabelText('Equivalents US, Size 1') as HTMLInputElement).value).toBe('4');
    expect((within(second).getByLabelText('Equivalents US, Size 2') as HTMLInputElement).value).toBe('7');
    expect((within(second).getByLabelText('Equivalents IT, Size 2') as HTMLInputElement).value).toBe('44');

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Size guide for Dresses saved.')).toBeTruthy();
    expect(saved).toEqual({
      kind: 'women-clothing',
      system: 'AR',
      rows: [
        { size: '38', measures: { bust: 88.5, waist: 68 }, equivalents: { INT: 'S', EU: '36', US: '4', UK: '8', IT: '42', FR: '38' } },
        { size: '40', measures: {}, equivalents: { INT: 'M', EU: '38', US: '7', UK: '10', IT: '44', FR: '40' } },
      ],
    });
    expect(within(section).getByText('Dresses')).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'PUT').map((request) => request.url.pathname)).toEqual([CHART_PATH]);
  });

  it('refuses a size written twice, and removes a guide', async () => {
    const chart = {
      categoryId: 'vestidos',
      kind: 'women-clothing',
      system: 'INT',
      rows: [{ size: 'M', measures: { bust: 90 }, equivalents: {} }],
      imported: false,
    };
    let charts = [chart];
    const { api, user } = await openAs(BRAND, '/admin/brands', {
      routes: {
        'GET /api/admin/brand': () => json(200, { ...LUNA, sizeCharts: charts }),
        'GET /api/categories/data/': () => json(200, TAXONOMY),
        [`DELETE ${CHART_PATH}`]: () => {
          charts = [];
          return json(200, { ...LUNA, sizeCharts: [] });
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Size guides' });
    expect(await within(section).findByText('Women’s clothing · Letters (XS–XXL) · 1 size')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Edit: Dresses' }));
    const form = within(section).getByRole('form', { name: 'Size guide: Dresses' });
    await user.click(within(form).getByRole('button', { name: 'Add a size' }));
    await user.type(within(within(form).getByRole('group', { name: 'Size 2' })).getByLabelText('Size'), 'm');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Size m is there twice.')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    await user.click(within(section).getByRole('button', { name: 'Remove the guide: Dresses' }));
    expect(await within(section).findByText('Size guide for Dresses removed.')).toBeTruthy();
    expect(within(section).getByText('You have no size guides yet.')).toBeTruthy();
    expect(api.requests.filter((request) => request.method !== 'GET').map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      `DELETE ${CHART_PATH}`,
    ]);
  });

  it("lets an admin remove any brand's guide from the brand's dialog, one an import read from the shop said so", async () => {
    const chart = {
      categoryId: 'botas',
      kind: 'women-shoes' as const,
      system: 'EU' as const,
      rows: [{ size: '38', measures: { foot: 24.1 }, equivalents: {} }],
      imported: true,
    };
    const { api, user } = await openAs(ADMIN, '/admin/brands', {
      routes: {
        'GET /api/admin/brands': () => json(200, page([{ ...LUNA, sizeCharts: [chart] }])),
        'GET /api/categories/data/': () => json(200, TAXONOMY),
        [`DELETE /api/admin/brands/${LUNA.id}/size-charts/botas`]: () => json(200, { ...LUNA, sizeCharts: [] }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Casa Luna' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Casa Luna' });
    const section = within(dialog).getByRole('region', { name: 'Size guides' });
    expect(await within(section).findByText('Women’s shoes · Europe (EU) · 1 size')).toBeTruthy();
    expect(within(section).getByText('Read from your shop: it follows each import until you edit or remove it.')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Remove the guide: Boots' }));
    expect(await within(section).findByText('Size guide for Boots removed.')).toBeTruthy();
    expect(within(section).getByText('You have no size guides yet.')).toBeTruthy();
    expect(api.requests.filter((request) => request.method !== 'GET').map((request) => request.url.pathname)).toEqual([
      `/api/admin/brands/${LUNA.id}/size-charts/botas`,
    ]);
  });
});
