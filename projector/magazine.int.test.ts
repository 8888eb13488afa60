import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@vitrina/infra/eventstore/port';
import { magazineProjection, type MagazineEntryDoc } from './magazine';
import { handLog } from '@vitrina/testkit/projector/log';
import { projectedStore } from '@vitrina/testkit/projector/projected';

const brandId = '0b7f6c1e-5d4a-4e3b-9c2d-1a0f9e8d7c6b';
const otherBrand = '1c8f7d2e-6e5b-4f4c-8d3e-2b1a0f9e8d7c';
const ownerId = '6f1c3b8e-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const adminId = '7a2d4c9f-2e3b-4d6c-8f9a-1b2c3d4e5f60';
const first = 'e1000001-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const second = 'e1000002-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const third = 'e1000003-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const t = (minute: number) => `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`;
const profile = { name: 'Textiles del Sur S.A.', brand: 'Sur', description: 'Lino', location: 'Buenos Aires' };
const clothId = '5f0e2a3b-1c4d-4e5f-8a9b-0c1d2e3f4a5b';
const fields = {
  descriptions: { es: 'Verano', en: 'Summer' },
  contentType: 'image',
  media: `${'a'.repeat(32)}.webp`,
  posterName: null,
  url: 'https://sur.example/verano',
};

const { recorded, restart } = handLog(t(0));

function history(): RecordedEvent[] {
  restart();
  return [
    recorded(`brand-${brandId}`, 'BrandRegistered', { brandId, ownerId, ...profile, registeredAt: t(0) }),
    recorded(`brand-${otherBrand}`, 'BrandCreated', { brandId: otherBrand, ownerId: null, ...profile, brand: 'Norte', createdBy: adminId, createdAt: t(0) }),
    recorded(`magazine-${brandId}`, 'MagazineEntryPublished', { entryId: first, brandId, ...fields, at: t(1) }),
    recorded(`magazine-${brandId}`, 'MagazineEntryPublished', { entryId: second, brandId, ...fields, at: t(2) }),
    recorded(`magazine-${otherBrand}`, 'MagazineEntryPublished', { entryId: third, brandId: otherBrand, ...fields, at: t(3) }),
    recorded(`magazine-${brandId}`, 'MagazineEntryEdited', {
      entryId: first,
      brandId,
      ...fields,
      descriptions: { es: 'Invierno' },
      contentType: 'video',
      media: `${'c'.repeat(32)}.webm`,
      url: null,
      clothIds: [clothId],
      at: t(4),
    }),
    recorded(`magazine-${brandId}`, 'MagazineEntryDeleted', { entryId: second, brandId, at: t(5) }),
    recorded(`brand-${brandId}`, 'BrandUpdated', { brandId, ...profile, brand: 'Sur Textil', updatedAt: t(6) }),
  ];
}

async function project(batches: RecordedEvent[][]) {
  const store = await projectedStore(magazineProjection, batches);
  return store.collection<MagazineEntryDoc>('magazineEntries').find({}, { sort: { publishedAt: -1, _id: -1 } });
}

describe('the magazine projection', () => {
  it('keeps entries with their edits and the current brand name, and drops deleted ones', async () => {
    expect(await project([history()])).toEqual([
      // An event from before entries could feature clothes features none.
      { _id: third, brandId: otherBrand, brandName: 'Norte', ...fields, clothIds: [], publishedAt: t(3), updatedAt: t(3) },
      {
        _id: first,
        brandId,
        brandName: 'Sur Textil',
        descriptions: { es: 'Invierno' },
        contentType: 'video',
        media: `${'c'.repeat(32)}.webm`,
        posterName: null,
        url: null,
        clothIds: [clothId],
        publishedAt: t(1),
        updatedAt: t(4),
      },
    ]);
  });

  it('gives the same read model whether the log comes in one batch or one event at a time', async () => {
    const events = history();
    expect(await project(events.map((event) => [event]))).toEqual(await project([events]));
  });

  it("drops a deleted brand's entries", async () => {
    const events = [...history(), recorded(`brand-${brandId}`, 'BrandDeleted', { brandId, deletedBy: adminId, deletedAt: t(7) })];
    expect((await project([events])).map((doc) => doc._id)).toEqual([third]);
  });
});
