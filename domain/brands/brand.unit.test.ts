import { describe, it } from 'vitest';
import { specFor } from '@vitrina/testkit/domain/decider-spec';
import { brandDecider } from './brand';
import type { BrandEvent } from './events';

const spec = specFor(brandDecider);
const brandId = '0b7f6c1e-5d4a-4e3b-9c2d-1a0f9e8d7c6b';
const ownerId = '6f1c3b8e-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const adminId = '7a2d4c9f-2e3b-4d6c-8f9a-1b2c3d4e5f60';
const now = '2026-11-21T10:00:00.000Z';
const profile = { name: 'Textiles del Sur S.A.', brand: 'Sur', description: 'Lino', location: 'Buenos Aires' };
const registered: BrandEvent = { type: 'BrandRegistered', data: { brandId, ownerId, ...profile, registeredAt: now } };
const deleted: BrandEvent = { type: 'BrandDeleted', data: { brandId, deletedBy: adminId, deletedAt: now } };

describe('brand decider', () => {
  it('lets an admin create a brand with no owner', () => {
    spec([])
      .when({ type: 'CreateBrand', brandId, ownerId: null, profile, by: adminId, now })
      .then([{ type: 'BrandCreated', data: { brandId, ownerId: null, ...profile, createdBy: adminId, createdAt: now } }]);
  });

  it('updates the profile only when it changes', () => {
    const changed = { ...profile, description: 'Lino y algodón' };
    spec([registered])
      .when({ type: 'UpdateBrand', profile: changed, now })
      .then([{ type: 'BrandUpdated', data: { brandId, ...changed, updatedAt: now } }]);
    spec([registered]).when({ type: 'UpdateBrand', profile, now }).then([]);
  });

  it('sets prestige', () => {
    spec([registered])
      .when({ type: 'SetBrandPrestige', prestige: 80, now })
      .then([{ type: 'BrandPrestigeSet', data: { brandId, prestige: 80, setAt: now } }]);
    spec([registered]).when({ type: 'SetBrandPrestige', prestige: 0, now }).then([]);
  });

  it('sets, replaces and removes the logo, and says nothing when it is unchanged', () => {
    const logo = { name: `${'a'.repeat(32)}.webp`, thumb: `${'b'.repeat(32)}.webp` };
    const other = { name: `${'c'.repeat(32)}.webp`, thumb: `${'d'.repeat(32)}.webp` };
    const logoSet: BrandEvent = { type: 'BrandLogoSet', data: { brandId, logo, at: now } };
    spec([registered]).when({ type: 'SetBrandLogo', logo, now }).then([logoSet]);
    spec([registered, logoSet])
      .when({ type: 'SetBrandLogo', logo: { ...logo }, now })
      .then([]);
    spec([registered, logoSet])
      .when({ type: 'SetBrandLogo', logo: other, now })
      .then([{ type: 'BrandLogoSet', data: { brandId, logo: other, at: now } }]);
    spec([registered, logoSet])
      .when({ type: 'SetBrandLogo', logo: null, now })
      .then([{ type: 'BrandLogoSet', data: { brandId, logo: null, at: now } }]);
    spec([registered]).when({ type: 'SetBrandLogo', logo: null, now }).then([]);
    spec([registered, deleted]).when({ type: 'SetBrandLogo', logo, now }).thenFails('BRAND_NOT_FOUND');
  });

  it('treats an unknown or deleted brand as not found', () => {
    spec([]).when({ type: 'UpdateBrand', profile, now }).thenFails('BRAND_NOT_FOUND');
    spec([registered, deleted]).when({ type: 'SetBrandPrestige', prestige: 5, now }).thenFails('BRAND_NOT_FOUND');
    spec([registered, deleted]).when({ type: 'DeleteBrand', by: adminId, now }).thenFails('BRAND_NOT_FOUND');
    spec([registered]).when({ type: 'DeleteBrand', by: adminId, now }).then([deleted]);
  });

  it('sets, replaces and removes a category’s size chart, each size once, and says nothing when it is unchanged', () => {
    const chart = {
      kind: 'women-clothing' as const,
      system: 'AR' as const,
      rows: [{ size: '38', measures: { bust: 88, waist: 68 }, equivalents: { US: '4' } }],
    };
    const other = { ...chart, rows: [...chart.rows, { size: '40', measures: { bust: 92 }, equivalents: {} }] };
    const set: BrandEvent = { type: 'BrandSizeChartSet', data: { brandId, categoryId: 'vestidos', chart, at: now } };
    spec([registered]).when({ type: 'SetSizeChart', categoryId: 'vestidos', chart, now }).then([set]);
    spec([registered, set])
      .when({ type: 'SetSizeChart', categoryId: 'vestidos', chart: structuredClone(chart), now })
      .then([]);
    spec([registered, set])
      .when({ type: 'SetSizeChart', categoryId: 'faldas', chart, now })
      .then([{ type: 'BrandSizeChartSet', data: { brandId, categoryId: 'faldas', chart, at: now } }]);
    spec([registered, set])
      .when({ type: 'SetSizeChart', categoryId: 'vestidos', chart: other, now })
      .then([{ type: 'BrandSizeChartSet', data: { brandId, categoryId: 'vestidos', chart: other, at: now } }]);
    spec([registered, set])
      .when({ type: 'SetSizeChart', categoryId: 'vestidos', chart: null, now })
      .then([{ type: 'BrandSizeChartSet', data: { brandId, categoryId: 'vestidos', chart: null, at: now } }]);
    spec([registered, set, { type: 'BrandSizeChartSet', data: { brandId, categoryId: 'vestidos', chart: null, at: now } }])
      .when({ type: 'SetSizeChart', categoryId: 'vestidos', chart: null, now })
      .then([]);
    spec([registered])
      .when({ type: 'SetSizeChart', categoryId: 'vestidos', chart: { ...chart, rows: [...chart.rows, { size: '38 ', measures: {}, equivalents: {} }] }, now })
      .thenFails('SIZE_REPEATED');
    spec([registered, deleted]).when({ type: 'SetSizeChart', categoryId: 'vestidos', chart, now }).thenFails('BRAND_NOT_FOUND');
  });

  it('takes a chart read from the shop where the brand wrote none, and never over one it wrote or removed by hand', () => {
    const chart = { kind: 'women-clothing' as const, system: 'INT' as const, rows: [{ size: 'S', measures: { bust: 86 }, equivalents: {} }] };
    const read = { ...chart, rows: [...chart.rows, { size: 'M', measures: { bust: 90 }, equivalents: {} }] };
    const imported: BrandEvent = { type: 'BrandSizeChartSet', data: { brandId, categoryId: 'vestidos', chart: read, origin: 'import', at: now } };
    const byHand: BrandEvent = { type: 'BrandSizeChartSet', data: { brandId, categoryId: 'vestidos', chart, at: now } };
    const removed: BrandEvent = { type: 'BrandSizeChartSet', data: { brandId, categoryId: 'vestidos', chart: null, at: now } };
    spec([registered]).when({ type: 'SetSizeChart', categoryId: 'vestidos', chart: read, origin: 'import', now }).then([imported]);
    spec([registered, imported]).when({ type: 'SetSizeChart', categoryId: 'vestidos', chart: read, origin: 'import', now }).then([]);
    spec([registered, imported])
      .when({ type: 'SetSizeChart', categoryId: 'vestidos', chart, origin: 'import', now })
      .then([{ type: 'BrandSizeChartSet', data: { brandId, categoryId: 'vestidos', chart, origin: 'import', at: now } }]);
    spec([registered, byHand]).when({ type: 'SetSizeChart', categoryId: 'vestidos', chart: read, origin: 'import', now }).then([]);
    spec([registered, imported, removed]).when({ type: 'SetSizeChart', categoryId: 'vestidos', chart: read, origin: 'import', now }).then([]);
    spec([registered, imported]).when({ type: 'SetSizeChart', categoryId: 'vestidos', chart, now }).then([byHand]);
  });
});
