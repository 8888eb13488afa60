import type { z } from 'zod';
import { localize, type Language } from '@vitrina/domain/core/languages';
import { isPublicCloth } from '@vitrina/projector/catalogue';
import type { FavouriteDoc } from '@vitrina/projector/favourites';
import type { MagazineEntryDoc } from '@vitrina/projector/magazine';
import { clothesById } from '../catalogue/lookup';
import { clothSummary } from '../catalogue/views';
import type { ApiContext } from '../context';
import { featuredClothes, magazineItem } from '../magazine/views';
import type { FavouriteView } from './responses';

type ClothSummary = ReturnType<typeof clothSummary>;
type MagazineItem = ReturnType<typeof magazineItem>;

/** What readers may see of each favourite's item: visible clothes and published entries, by id. */
export interface FavouriteItems {
  clothes: Map<string, ClothSummary>;
  entries: Map<string, MagazineItem>;
}

export const visibleCloth = isPublicCloth;

export async function itemsOf(context: ApiContext, favourites: readonly FavouriteDoc[], language: Language): Promise<FavouriteItems> {
  const ids = (type: FavouriteDoc['type']) => favourites.filter((doc) => doc.type === type).map((doc) => doc.itemId);
  const clothIds = ids('cloth');
  const entryIds = ids('magazine');
  const [clothes, entries] = await Promise.all([
    clothesById(context, clothIds, { publicOnly: true }),
    entryIds.length ? context.readModels.collection<MagazineEntryDoc>('magazineEntries').find({ _id: { $in: entryIds } }) : [],
  ]);
  const published = entries.filter((doc) => doc.deleted !== true);
  // An entry is listed as the magazine shows it: with the clothes it features that readers may see.
  const featured = await featuredClothes(context.readModels, published);
  return {
    clothes: new Map([...clothes].map(([id, doc]) => [id, clothSummary(doc, language)])),
    entries: new Map(published.map((doc) => [doc._id, magazineItem(doc, language, featured)])),
  };
}

/** A favourite as GET /favorites lists it; `item` is null once the cloth or entry is gone or hidden. */
export function favouriteView(doc: FavouriteDoc, items: FavouriteItems, language: Language): z.infer<typeof FavouriteView> {
  return {
    id: doc.itemId,
    type: doc.type,
    recommended: doc.recommended,
    review: doc.review,
    reviewText: doc.review ? localize(doc.review, language) : null,
    addedAt: doc.addedAt,
    item: (doc.type === 'cloth' ? items.clothes.get(doc.itemId) : items.entries.get(doc.itemId)) ?? null,
  };
}
