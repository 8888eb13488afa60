import { localize, type Language } from '@vitrina/domain/core/languages';
import type { MagazineEntryDoc } from '@vitrina/projector/magazine';
import { imageUrl } from '../catalogue/views';

/** A magazine entry as the contract's MagazineItem: the description in the reader's language and all of them. */
export function magazineItem(doc: MagazineEntryDoc, language: Language) {
  return {
    id: doc._id,
    brand: { id: doc.brandId, name: doc.brandName },
    description: localize(doc.descriptions, language),
    descriptions: doc.descriptions,
    contentType: doc.contentType,
    // Videos are stored and served next to images, under the same path.
    media: { url: imageUrl(doc.media), posterUrl: doc.posterName ? imageUrl(doc.posterName) : null },
    url: doc.url,
    publishedAt: doc.publishedAt,
  };
}

export type MagazineItem = ReturnType<typeof magazineItem>;
