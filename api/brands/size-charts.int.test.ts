import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clothBody, signedInBrand, startWithBrand } from '@vitrina/testkit/api/catalogue';
import { freshIp } from '@vitrina/testkit/api/security/harness';
import type { Client, TestVitrina } from '@vitrina/testkit/api/vitrina';

/** A brand's size charts (issue 45, item 4): set per category in the admin area, read back there and on its clothes' pages. */
let vitrina: TestVitrina;
let brand: Client;
let brandId: string;
beforeAll(async () => {
  ({ vitrina, client: brand } = await startWithBrand('PRO'));
  brandId = (await brand.get<{ id: string }>('/admin/brand')).body.id;
});
afterAll(() => vitrina?.close());

const chart = {
  kind: 'women-clothing',
  system: 'AR',
  rows: [
    { size: '38', measures: { bust: 88, waist: 68, hips: 94 }, equivalents: { US: '4' } },
    { size: '40', measures: { bust: 92, waist: 72, hips: 98 }, equivalents: {} },
  ],
};

describe('size charts', () => {
  it('are set, replaced and removed by the brand, one per category, and read on its clothes of that category', async () => {
    const set = await brand.put<{ sizeCharts: unknown[] }>(`/admin/brands/${brandId}/size-charts/vestidos`, chart);
    expect(set.status).toBe(200);
    expect(set.body.sizeCharts).toEqual([{ categoryId: 'vestidos', ...chart, imported: false }]);
    expect((await brand.get<{ sizeCharts: unknown[] }>('/admin/brand')).body.sizeCharts).toEqual([{ categoryId: 'vestidos', ...chart, imported: false }]);

    const dress = (await brand.post<{ id: string; sizeChart: unknown }>('/admin/clothes', clothBody({ categoryId: 'vestidos', sizes: ['38', '40'] }))).body;
    const skirt = (await brand.post<{ id: string }>('/admin/clothes', clothBody({ categoryId: 'faldas', sizes: ['38'] }))).body.id;
    expect(dress.sizeChart).toEqual(chart);
    const reader = vitrina.client(freshIp());
    expect((await reader.get<{ sizeChart: unknown }>(`/clothes/${dress.id}`)).body.sizeChart).toEqual(chart);
    expect((await reader.get<{ sizeChart: unknown }>(`/clothes/${skirt}`)).body.sizeChart).toBeNull();

    const skirts = { ...chart, rows: [chart.rows[0]] };
    expect((await brand.put(`/admin/brands/${brandId}/size-charts/faldas`, skirts)).status).toBe(200);
    expect((await reader.get<{ sizeChart: unknown }>(`/clothes/${skirt}`)).body.sizeChart).toEqual(skirts);

    const removed = await brand.call<{ sizeCharts: unknown[] }>('DELETE', `/admin/brands/${brandId}/size-charts/vestidos`);
    expect(removed.body.sizeCharts).toEqual([{ categoryId: 'faldas', ...skirts, imported: false }]);
    expect((await reader.get<{ sizeChart: unknown }>(`/clothes/${dress.id}`)).body.sizeChart).toBeNull();
  });

  it('refuse a repeated size, an unknown category, bad measures and another brand', async () => {
    const repeated = { ...chart, rows: [...chart.rows, { size: ' 38', measures: {}, equivalents: {} }] };
    expect((await brand.put(`/admin/brands/${brandId}/size-charts/vestidos`, repeated)).body).toMatchObject({ code: 'SIZE_REPEATED' });
    expect((await brand.put(`/admin/brands/${brandId}/size-charts/naves-espaciales`, chart)).body).toMatchObject({ code: 'UNKNOWN_TERM' });
    const negative = { ...chart, rows: [{ size: '38', measures: { bust: -1 }, equivalents: {} }] };
    expect((await brand.put(`/admin/brands/${brandId}/size-charts/vestidos`, negative)).status).toBe(400);
    const { client: other } = await signedInBrand(vitrina, 'PRO');
    expect((await other.put(`/admin/brands/${brandId}/size-charts/vestidos`, chart)).status).toBe(404);
  });
});
