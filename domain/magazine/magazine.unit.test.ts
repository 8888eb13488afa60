import { describe, expect, it } from 'vitest';
import { specFor } from '@vitrina/testkit/domain/decider-spec';
import { magazineEventSchemas, MagazineEntryFields, type MagazineEvent } from './events';
import { magazineDecider, type MagazineCommand } from './magazine';

const spec = specFor(magazineDecider);
const brandId = '0b7f6c1e-5d4a-4e3b-9c2d-1a0f9e8d7c6b';
const entryId = 'e1000001-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const now = '2026-11-21T10:00:00.000Z';
const later = '2026-11-21T12:00:00.000Z';
const image = `${'a'.repeat(32)}.webp`;
const video = `${'c'.repeat(32)}.mp4`;
const fields: MagazineEntryFields = {
  descriptions: { es: 'Lino para el verano', en: 'Linen for the summer' },
  contentType: 'image',
  media: image,
  posterName: null,
  url: 'https://marca.example/verano',
};
const published: MagazineEvent = { type: 'MagazineEntryPublished', data: { entryId, brandId, ...fields, at: now } };
const deleted: MagazineEvent = { type: 'MagazineEntryDeleted', data: { entryId, brandId, at: later } };
const edit = (changes: Partial<MagazineEntryFields>): MagazineCommand => ({
  type: 'EditEntry',
  brandId,
  entryId,
  fields: { ...fields, ...changes },
  now: later,
});
const remove: MagazineCommand = { type: 'DeleteEntry', brandId, entryId, now: later };

describe('magazine decider', () => {
  it('publishes an entry whose event passes its own schema', () => {
    spec([]).when({ type: 'PublishEntry', brandId, entryId, fields, now }).then([published]);
    expect(magazineEventSchemas.MagazineEntryPublished.safeParse(published.data).success).toBe(true);
  });

  it('edits an entry with the whole new set of fields, and appends nothing when nothing changed', () => {
    const changes = { contentType: 'video' as const, media: video, descriptions: { es: 'En movimiento' }, url: null };
    spec([published])
      .when(edit(changes))
      .then([{ type: 'MagazineEntryEdited', data: { entryId, brandId, ...fields, ...changes, at: later } }]);
    spec([published]).when(edit({})).then([]);
    spec([published])
      .when(edit({ descriptions: { en: 'Linen for the summer', es: 'Lino para el verano' } }))
      .then([]);
    expect(spec([published]).when(edit({ descriptions: { es: 'Lino para el verano' } })).result).toHaveLength(1);
  });

  it('features clothes in order: a changed list is an edit, the same list (or none for none) is not, and old events without one still read', () => {
    const [a, b] = ['5f0e2a3b-1c4d-4e5f-8a9b-0c1d2e3f4a5b', '6a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d'];
    const featuring: MagazineEvent = { type: 'MagazineEntryPublished', data: { entryId, brandId, ...fields, clothIds: [a, b], at: now } };
    expect(magazineEventSchemas.MagazineEntryPublished.safeParse(featuring.data).success).toBe(true);
    expect(magazineEventSchemas.MagazineEntryPublished.safeParse(published.data).success).toBe(true);
    spec([featuring])
      .when(edit({ clothIds: [a, b] }))
      .then([]);
    spec([published])
      .when(edit({ clothIds: [] }))
      .then([]);
    spec([featuring])
      .when(edit({ clothIds: [b, a] }))
      .then([{ type: 'MagazineEntryEdited', data: { entryId, brandId, ...fields, clothIds: [b, a], at: later } }]);
    expect(MagazineEntryFields.safeParse({ ...fields, clothIds: ['not-an-id'] }).success).toBe(false);
    expect(MagazineEntryFields.safeParse({ ...fields, clothIds: Array.from({ length: 13 }, () => a) }).success).toBe(false);
  });

  it('deletes an entry once; editing or deleting a deleted or unknown entry is NOT_FOUND', () => {
    spec([published]).when(remove).then([deleted]);
    spec([published, deleted])
      .when(edit({ url: null }))
      .thenFails('NOT_FOUND');
    spec([published, deleted]).when(remove).thenFails('NOT_FOUND');
    spec([]).when(edit({})).thenFails('NOT_FOUND');
    spec([]).when(remove).thenFails('NOT_FOUND');
  });

  it("never touches another brand's entry: it is not in this brand's stream", () => {
    const otherBrand = '1c8f7d2e-6e5b-4f4c-8d3e-2b1a0f9e8d7c';
    spec([])
      .when({ ...remove, brandId: otherBrand })
      .thenFails('NOT_FOUND');
  });

  it('refuses a media name that does not match the content type, a bad link and a missing Spanish text', () => {
    const parse = (changes: Record<string, unknown>) => MagazineEntryFields.safeParse({ ...fields, ...changes }).success;
    expect(parse({})).toBe(true);
    expect(parse({ contentType: 'video', media: video })).toBe(true);
    expect(parse({ contentType: 'video' })).toBe(false);
    expect(parse({ media: video })).toBe(false);
    expect(parse({ media: 'cat.gif' })).toBe(false);
    expect(parse({ url: 'javascript:alert(1)' })).toBe(false);
    expect(parse({ url: 'ftp://marca.example/x' })).toBe(false);
    expect(parse({ url: 'http://marca.example/x' })).toBe(true);
    expect(parse({ descriptions: { en: 'Only English' } })).toBe(false);
    expect(parse({ descriptions: { es: 'x'.repeat(4001) } })).toBe(false);
    expect(parse({ extra: true })).toBe(false);
    expect(magazineEventSchemas.MagazineEntryEdited.safeParse({ entryId, brandId, ...fields, media: video, at: now }).success).toBe(false);
  });
});
