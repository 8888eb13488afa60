import { describe, expect, it } from 'vitest';
import { productEventRegistry } from '@vitrina/domain/registry';
import type { RecordedEvent } from '@vitrina/infra/eventstore/port';
import { catalogueProjection, type BrandDoc, type ClothDoc } from './catalogue';
import { clothFields, NAMED_IMAGE } from '@vitrina/testkit/domain/catalogue';
import { proRequested } from '@vitrina/testkit/domain/subscriptions';
import { handLog } from '@vitrina/testkit/projector/log';
import { projectedStore } from '@vitrina/testkit/projector/projected';

const brandId = '0b7f6c1e-5d4a-4e3b-9c2d-1a0f9e8d7c6b';
const ownerId = '6f1c3b8e-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const adminId = '7a2d4c9f-2e3b-4d6c-8f9a-1b2c3d4e5f60';
const shirt = 'c1000001-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const dress = 'c1000002-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const t = (minute: number) => `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`;
const profile = { name: 'Textiles del Sur S.A.', brand: 'Sur', description: 'Lino', location: 'Buenos Aires' };
const fields = clothFields({
  names: { es: 'Camisa', en: 'Shirt' },
  seasons: ['verano'],
  sizes: ['M'],
  colors: ['blanco'],
  materials: ['algodon'],
  discountedPrice: 80,
});

const { recorded, restart } = handLog(t(0));

function history(): RecordedEvent[] {
  restart();
  const catalogue = `catalogue-${brandId}`;
  return [
    recorded(`brand-${brandId}`, 'BrandRegistered', { brandId, ownerId, ...profile, registeredAt: t(0) }),
    recorded(`subscription-${brandId}`, 'SubscriptionRequested', proRequested(brandId, t(0))),
    recorded(catalogue, 'ClothAdded', { brandId, clothId: shirt, ...fields, addedAt: t(1) }),
    recorded(catalogue, 'ClothAdded', { brandId, clothId: dress, ...fields, names: { es: 'Vestido' }, addedAt: t(2) }),
    recorded(catalogue, 'ClothUpdated', { brandId, clothId: shirt, ...fields, discountEnabled: true, updatedAt: t(3) }),
    recorded(catalogue, 'ClothVisibilitySet', { brandId, clothId: shirt, visible: false, setAt: t(4) }),
    recorded(catalogue, 'ClothRemoved', { brandId, clothId: dress, removedAt: t(5) }),
    recorded(`brand-${brandId}`, 'BrandUpdated', { brandId, ...profile, brand: 'Sur Textil', updatedAt: t(6) }),
    recorded(`brand-${brandId}`, 'BrandPrestigeSet', { brandId, prestige: 70, setAt: t(7) }),
    recorded(`subscription-${brandId}`, 'PlanGranted', { brandId, tier: 'PRO', grantedBy: ownerId, expiresAt: null, grantedAt: t(8) }),
  ];
}

async function project(batches: RecordedEvent[][]) {
  const store = await projectedStore(catalogueProjection, batches);
  return {
    brands: await store.collection<BrandDoc>('brands').find({}),
    clothes: await store.collection<ClothDoc>('clothes').find({}),
  };
}

describe('the catalogue projection', () => {
  it('keeps brands and their clothes with prices, visibility, revisions and the brand name', async () => {
    const { brands, clothes } = await project([history()]);
    expect(brands).toEqual([
      { _id: brandId, ...profile, brand: 'Sur Textil', prestige: 70, logo: null, ownerId, clothes: 1, createdAt: t(0), subscriptionStatus: 'ACTIVE' },
    ]);
    expect(clothes).toEqual([
      {
        _id: shirt,
        brandId,
        brandName: 'Sur Textil',
        ...fields,
        discountEnabled: true,
        visible: false,
        listed: true,
        effectivePrice: 80,
        inStock: true,
        createdAt: t(1),
        updatedAt: t(4),
        revision: 3,
      },
    ]);
  });

  it('lists a brand’s clothes only while its subscription is in good standing', async () => {
    const events = history();
    const unpaid = await project([events.slice(0, -1)]);
    expect(unpaid.brands[0]).toMatchObject({ subscriptionStatus: 'PENDING' });
    expect(unpaid.clothes.map((cloth) => cloth.listed)).toEqual([false]);
    const lapsed = recorded(`subscription-${brandId}`, 'SubscriptionEnded', { brandId, reason: 'grant_revoked', endedAt: t(9), by: ownerId });
    const ended = await project([[...events, lapsed]]);
    expect(ended.brands[0]).toMatchObject({ subscriptionStatus: 'CANCELLED' });
    expect(ended.clothes.map((cloth) => cloth.listed)).toEqual([false]);
  });

  it('gives the same read model whether the log comes in one batch or one event at a time', async () => {
    const events = history();
    expect(await project(events.map((event) => [event]))).toEqual(await project([events]));
  });

  it('keeps the brand’s logo, and forgets it when the brand removes it', async () => {
    const logo = { name: `${'c'.repeat(32)}.webp`, thumb: `${'d'.repeat(32)}.webp` };
    const events = [...history(), recorded(`brand-${brandId}`, 'BrandLogoSet', { brandId, logo, at: t(9) })];
    expect((await project([events])).brands[0]).toMatchObject({ logo });
    const removed = recorded(`brand-${brandId}`, 'BrandLogoSet', { brandId, logo: null, at: t(10) });
    expect((await project([[...events, removed]])).brands[0]).toMatchObject({ logo: null });
  });

  it('keeps each cloth’s stock and whether it can be bought now, as its latest update says', async () => {
    const catalogue = `catalogue-${brandId}`;
    const sized = { ...fields, sizes: ['S', 'M'] };
    const soldOutSizes = recorded(catalogue, 'ClothUpdated', {
      brandId,
      clothId: dress,
      ...sized,
      names: { es: 'Vestido' },
      stock: { soldOut: false, soldOutSizes: ['S', 'M'] },
      updatedAt: t(9),
    });
    const events = history().filter((event) => event.type !== 'ClothRemoved');
    const soldOut = recorded(catalogue, 'ClothUpdated', { brandId, clothId: shirt, ...sized, stock: { soldOut: true, soldOutSizes: ['S'] }, updatedAt: t(10) });
    const { clothes } = await project([[...events, soldOutSizes, soldOut]]);
    const byId = new Map(clothes.map((cloth) => [cloth._id, cloth]));
    expect(byId.get(dress)).toMatchObject({ stock: { soldOut: false, soldOutSizes: ['S', 'M'] }, inStock: false });
    expect(byId.get(shirt)).toMatchObject({ sizes: ['S', 'M'], stock: { soldOut: true, soldOutSizes: ['S'] }, inStock: false });
    const back = recorded(catalogue, 'ClothUpdated', { brandId, clothId: shirt, ...sized, stock: { soldOut: false, soldOutSizes: ['S'] }, updatedAt: t(11) });
    const again = await project([[...events, soldOutSizes, soldOut, back]]);
    expect(again.clothes.find((cloth) => cloth._id === shirt)).toMatchObject({ stock: { soldOut: false, soldOutSizes: ['S'] }, inStock: true });
  });

  it('replays images stored before middle sizes as they were written, and keeps a middle size once an update names one', async () => {
    const catalogue = `catalogue-${brandId}`;
    // history()'s clothes name two sizes, as every event written before middle sizes does.
    const events = history().filter((event) => event.type !== 'ClothRemoved');
    const before = await project([events]);
    expect(before.clothes.find((cloth) => cloth._id === dress)?.images).toEqual(fields.images);
    const threeSizes = [{ ...NAMED_IMAGE, middle: `${'e'.repeat(32)}.webp` }];
    const updated = recorded(catalogue, 'ClothUpdated', { brandId, clothId: dress, ...fields, names: { es: 'Vestido' }, images: threeSizes, updatedAt: t(9) });
    const after = await project([[...events, updated]]);
    expect(after.clothes.find((cloth) => cloth._id === dress)?.images).toEqual(threeSizes);
  });

  it('reads a cloth written before stock was kept as in stock in every size', async () => {
    const registry = productEventRegistry();
    const events = history().map((event) => {
      if (event.type !== 'ClothAdded' && event.type !== 'ClothUpdated') return event;
      const { stock: _written, ...data } = event.data as typeof fields;
      return { ...event, data: registry.parse(event.type, registry.upcast(event.type, data)) };
    });
    expect(events.find((event) => event.type === 'ClothAdded')!.data).toMatchObject({ stock: { soldOut: false, soldOutSizes: [] } });
    const { clothes } = await project([events]);
    expect(clothes).toEqual([expect.objectContaining({ _id: shirt, stock: { soldOut: false, soldOutSizes: [] }, inStock: true })]);
  });

  it('drops a deleted brand and its clothes', async () => {
    const events = [...history(), recorded(`brand-${brandId}`, 'BrandDeleted', { brandId, deletedBy: adminId, deletedAt: t(8) })];
    expect(await project([events])).toEqual({ brands: [], clothes: [] });
  });
});
