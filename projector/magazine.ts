import type { BrandEvent } from '@vitrina/domain/brands/events';
import type { MagazineContentType, MagazineDescriptions, MagazineEvent } from '@vitrina/domain/magazine/events';
import type { Doc } from '@vitrina/infra/readstore/port';
import type { Projection } from './projection';

/** One magazine entry as readers see it; the favourites slice reads it by _id too. */
export type MagazineEntryDoc = Doc & {
  brandId: string;
  /** The brand's public name, kept current when the brand is renamed. */
  brandName: string;
  descriptions: MagazineDescriptions;
  contentType: MagazineContentType;
  media: string;
  posterName: string | null;
  url: string | null;
  /** The clothes it features, in the brand's order (absent on docs projected before entries could feature any). */
  clothIds?: string[];
  publishedAt: string;
  updatedAt: string;
};

/** The magazine's own copy of brand names: a projection reads only the collections it writes. */
interface MagazineBrandDoc extends Doc {
  name: string;
}

type Handled = BrandEvent | MagazineEvent;

/** Optional languages absent from a text must not be stored as undefined. */
const present = (text: MagazineDescriptions) => Object.fromEntries(Object.entries(text).filter(([, value]) => value !== undefined)) as MagazineDescriptions;

/** The magazine, newest first (keyset pages on publishedAt then _id), and each brand's own list. */
export const magazineProjection: Projection = {
  name: 'magazine',
  version: 1,
  collections: ['magazineEntries', 'magazineBrands'],
  eventTypes: ['BrandRegistered', 'BrandCreated', 'BrandUpdated', 'BrandDeleted', 'MagazineEntryPublished', 'MagazineEntryEdited', 'MagazineEntryDeleted'],
  indexes: {
    // Ties on publishedAt are broken by _id, which every store indexes already.
    magazineEntries: [{ fields: { publishedAt: -1 } }, { fields: { brandId: 1, publishedAt: -1 } }],
  },
  async apply(events, session) {
    const entries = session.collection<MagazineEntryDoc>('magazineEntries');
    const brands = session.collection<MagazineBrandDoc>('magazineBrands');
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as Handled;
      switch (event.type) {
        case 'BrandRegistered':
        case 'BrandCreated':
          await brands.replaceOne({ _id: event.data.brandId }, { _id: event.data.brandId, name: event.data.brand }, { upsert: true });
          break;
        case 'BrandUpdated':
          await brands.replaceOne({ _id: event.data.brandId }, { _id: event.data.brandId, name: event.data.brand }, { upsert: true });
          await entries.updateMany({ brandId: event.data.brandId }, { $set: { brandName: event.data.brand } });
          break;
        case 'BrandDeleted':
          await brands.deleteOne({ _id: event.data.brandId });
          await entries.deleteMany({ brandId: event.data.brandId });
          break;
        case 'MagazineEntryPublished': {
          const { entryId, brandId, descriptions, contentType, media, posterName, url, clothIds = [], at } = event.data;
          const brand = await brands.findOne({ _id: brandId });
          const doc: MagazineEntryDoc = {
            _id: entryId,
            brandId,
            brandName: brand?.name ?? '',
            descriptions: present(descriptions),
            contentType,
            media,
            posterName,
            url,
            clothIds,
            publishedAt: at,
            updatedAt: at,
          };
          await entries.replaceOne({ _id: entryId }, doc, { upsert: true });
          break;
        }
        case 'MagazineEntryEdited': {
          const { entryId, descriptions, contentType, media, posterName, url, clothIds = [], at } = event.data;
          const before = await entries.findOne({ _id: entryId });
          if (!before) break;
          await entries.replaceOne(
            { _id: entryId },
            { ...before, descriptions: present(descriptions), contentType, media, posterName, url, clothIds, updatedAt: at },
          );
          break;
        }
        case 'MagazineEntryDeleted':
          await entries.deleteOne({ _id: event.data.entryId });
          break;
        default:
          break;
      }
    }
  },
};
