import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@vitrina/infra/eventstore/port';
import {
  analyticsProjection,
  dayIn,
  type AnalyticsClothDoc,
  type BrandClothDayDoc,
  type BrandDayDoc,
  type BrandTotalsDoc,
  type SearchDayDoc,
} from './analytics';
import { handLog } from '@vitrina/testkit/projector/log';
import { projectedStore } from '@vitrina/testkit/projector/projected';
import { clothFields } from '@vitrina/testkit/domain/catalogue';

const brandId = '0b7f6c1e-5d4a-4e3b-9c2d-1a0f9e8d7c6b';
const shirt = 'c1000001-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const dress = 'c1000002-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const ana = '6f1c3b8e-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const leo = '7a2d4c9f-2e3b-4d6c-8f9a-1b2c3d4e5f60';
const fields = clothFields();
const filters = (categories: string[]) => ({ type: [], categories, events: [], weather: [], season: [], gender: [], priceMin: null, priceMax: null });

const log = handLog();
const recorded = (type: string, data: Record<string, unknown>, at: string) => log.recorded('s', type, data, at);

// Buenos Aires is UTC−3: 02:30 UTC on the 2nd is still the 1st there.
function history(): RecordedEvent[] {
  return [
    recorded('ClothAdded', { brandId, clothId: shirt, ...fields, addedAt: '2026-03-01T12:00:00.000Z' }, '2026-03-01T12:00:00.000Z'),
    recorded('ClothAdded', { brandId, clothId: dress, ...fields, addedAt: '2026-03-01T12:00:00.000Z' }, '2026-03-01T12:00:00.000Z'),
    recorded('ClothPageViewed', { brandId, clothId: shirt, at: '2026-03-02T02:30:00.000Z' }, '2026-03-02T02:30:00.000Z'),
    recorded('ClothPageViewed', { brandId, clothId: shirt, at: '2026-03-02T03:30:00.000Z' }, '2026-03-02T03:30:00.000Z'),
    recorded('ClothClickedOut', { brandId, clothId: shirt, at: '2026-03-02T03:31:00.000Z' }, '2026-03-02T03:31:00.000Z'),
    recorded('FavouriteAdded', { userId: ana, itemId: shirt, type: 'cloth', at: '2026-03-02T04:00:00.000Z' }, '2026-03-02T04:00:00.000Z'),
    recorded('FavouriteAdded', { userId: leo, itemId: shirt, type: 'cloth', at: '2026-03-02T04:00:00.000Z' }, '2026-03-02T04:00:00.000Z'),
    recorded('FavouriteRemoved', { userId: leo, itemId: shirt, type: 'cloth', at: '2026-03-03T04:00:00.000Z' }, '2026-03-03T04:00:00.000Z'),
    recorded('ClothRecommended', { userId: ana, clothId: shirt, review: { es: 'Divina' }, at: '2026-03-03T05:00:00.000Z' }, '2026-03-03T05:00:00.000Z'),
    recorded('BrandNameClicked', { brandId, userId: null, at: '2026-03-03T05:00:00.000Z' }, '2026-03-03T05:00:00.000Z'),
    recorded('ClothVisibilitySet', { brandId, clothId: dress, visible: false, setAt: '2026-03-03T06:00:00.000Z' }, '2026-03-03T06:00:00.000Z'),
    recorded('ClothRemoved', { brandId, clothId: dress, removedAt: '2026-03-03T07:00:00.000Z' }, '2026-03-03T07:00:00.000Z'),
    recorded(
      'SearchPerformed',
      { text: 'pijama de seda', language: 'es', filters: filters(['camisas']), resultCount: 0, at: '2026-03-03T08:00:00.000Z' },
      '2026-03-03T08:00:00.000Z',
    ),
    recorded(
      'SearchPerformed',
      { text: 'pijama de seda', language: 'es', filters: filters(['camisas']), resultCount: 3, at: '2026-03-03T09:00:00.000Z' },
      '2026-03-03T09:00:00.000Z',
    ),
    recorded('ClothUpdated', { brandId, clothId: shirt, ...fields, categoryId: 'blusas', updatedAt: '2026-03-03T09:30:00.000Z' }, '2026-03-03T09:30:00.000Z'),
    recorded(
      'SearchPerformed',
      { text: 'lino', language: 'es', filters: filters([]), resultCount: 40, at: '2026-03-03T09:00:00.000Z' },
      '2026-03-03T09:00:00.000Z',
    ),
  ];
}

async function project(batches: RecordedEvent[][], timeZone = 'America/Argentina/Buenos_Aires') {
  const store = await projectedStore(analyticsProjection(timeZone), batches);
  const all = <T extends { _id: string }>(name: string) => store.collection<T>(name).find({}, { sort: { _id: 1 } });
  return {
    brandDays: await all<BrandDayDoc>('brandDays'),
    clothDays: await all<BrandClothDayDoc>('brandClothDays'),
    clothes: await all<AnalyticsClothDoc>('analyticsClothes'),
    totals: await all<BrandTotalsDoc>('brandTotals'),
    searches: await all<SearchDayDoc>('searchDays'),
  };
}

describe('the analytics projection', () => {
  it('counts per brand and day in the site’s time zone, and keeps the seed’s three figures as running totals', async () => {
    const { brandDays, totals } = await project([history()]);
    expect(brandDays).toEqual([
      { _id: `${brandId}:2026-03-01`, brandId, day: '2026-03-01', clothesAdded: 2, views: 1 },
      { _id: `${brandId}:2026-03-02`, brandId, day: '2026-03-02', views: 1, clickOuts: 1, favouritesAdded: 2 },
      {
        _id: `${brandId}:2026-03-03`,
        brandId,
        day: '2026-03-03',
        favouritesRemoved: 1,
        recommendations: 1,
        brandClicks: 1,
        clothesHidden: 1,
        clothesRemoved: 1,
      },
    ]);
    expect(totals).toEqual([{ _id: brandId, favourites: 1, brandClicks: 1, clothes: 1, added: 2 }]);
  });

  it('puts the same instant on another day in another time zone', async () => {
    const { brandDays } = await project([history()], 'UTC');
    expect(brandDays.map((doc) => [doc.day, doc.views ?? 0])).toEqual([
      ['2026-03-01', 0],
      ['2026-03-02', 2],
      ['2026-03-03', 0],
    ]);
    expect(dayIn('Asia/Tokyo')('2026-03-01T16:00:00.000Z')).toBe('2026-03-02');
    // Half- and quarter-hour zones: the day is remembered per UTC quarter hour, never across a local midnight.
    const kolkata = dayIn('Asia/Kolkata');
    expect([kolkata('2026-03-01T18:29:59.999Z'), kolkata('2026-03-01T18:30:00.000Z')]).toEqual(['2026-03-01', '2026-03-02']);
    const kathmandu = dayIn('Asia/Kathmandu');
    expect([kathmandu('2026-03-01T18:14:59.000Z'), kathmandu('2026-03-01T18:15:00.000Z'), kathmandu('2026-03-01T18:14:00.000Z')]).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-01',
    ]);
    expect(dayIn('UTC')('2026-03-01T23:59:59+00:00')).toBe('2026-03-01');
  });

  it('counts per cloth, and searches per query and category with how often they found nothing or few', async () => {
    const { clothDays, clothes, searches } = await project([history()]);
    expect(clothes).toEqual([
      { _id: shirt, brandId, ordinal: 0, categoryId: 'blusas' },
      { _id: dress, brandId, ordinal: 1, categoryId: 'camisas', removed: true },
    ]);
    expect(clothDays).toEqual([
      // The shirt was the brand's first cloth (ordinal 0), the dress its second (1): counts are [ordinal, count] pairs.
      { _id: `${brandId}:2026-03-01`, brandId, day: '2026-03-01', views: [0, 1] },
      { _id: `${brandId}:2026-03-02`, brandId, day: '2026-03-02', views: [0, 1], clickOuts: [0, 1], favouritesAdded: [0, 2] },
      { _id: `${brandId}:2026-03-03`, brandId, day: '2026-03-03', favouritesRemoved: [0, 1], recommendations: [0, 1] },
    ]);
    expect(searches).toEqual([
      { _id: '2026-03-03|camisas|pijama de seda', day: '2026-03-03', text: 'pijama de seda', category: 'camisas', searches: 2, results: 3, empty: 1, few: 2 },
      { _id: '2026-03-03||lino', day: '2026-03-03', text: 'lino', category: '', searches: 1, results: 40, empty: 0, few: 0 },
    ]);
  });

  it('gives the same read models whether the log comes in one batch or one event at a time (a replay)', async () => {
    const events = history();
    expect(await project(events.map((event) => [event]))).toEqual(await project([events]));
  });
});
