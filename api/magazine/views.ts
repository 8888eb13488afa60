import type { z } from 'zod';
import { localize, type Language } from '@vitrina/domain/core/languages';
import { isPublicCloth, type ClothDoc } from '@vitrina/projector/catalogue';
import type { MagazineEntryDoc } from '@vitrina/projector/magazine';
import type { ReadStoreSession } from '@vitrina/infra/readstore/port';
import { clothSummary, imageUrl } from '../catalogue/views';
import type { MagazineItem as MagazineItemSchema } from './responses';

/**
 * A magazine entry as the contract's MagazineItem: the description in the reader's language and all of them, and
 * the clothes it features (`clothIds` as the brand chose them; `clothes`, those readers may still see, as list cards).
 */
export function magazineItem(
  doc: MagazineEntryDoc,
  language: Language,
  clothes: ReadonlyMap<string, ClothDoc> = new Map(),
): z.infer<typeof MagazineItemSchema> {
  const clothIds = doc.clothIds ?? [];
  return {
    id: doc._id,
    brand: { id: doc.brandId, name: doc.brandName },
    description: localize(doc.descriptions, language),
    descriptions: doc.descriptions,
    contentType: doc.contentType,
    // Videos are stored and served next to images, under the same path.
    media: { url: imageUrl(doc.media), posterUrl: doc.posterName ? imageUrl(doc.posterName) : null },
    url: doc.url,
    clothIds,
    clothes: clothIds.flatMap((id) => {
      const cloth = clothes.get(id) ?? null;
      return isPublicCloth(cloth) ? [clothSummary(cloth, language)] : [];
    }),
    publishedAt: doc.publishedAt,
  };
}

/** The clothes a page of entries features, by id, in one read. */
export async function featuredClothes(readModels: ReadStoreSession, docs: MagazineEntryDoc[]): Promise<Map<string, ClothDoc>> {
  const ids = [...new Set(docs.flatMap((doc) => doc.clothIds ?? []))];
  if (ids.length === 0) return new Map();
  const found = await readModels.collection<ClothDoc>('clothes').find({ _id: { $in: ids } });
  return new Map(found.map((cloth) => [cloth._id, cloth]));
}

export type MagazineItem = ReturnType<typeof magazineItem>;
