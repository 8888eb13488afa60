import type { Request, Response } from 'express';
import type { z } from 'zod';
import { CatalogueFailures } from '@vitrina/domain/catalogue/failures';
import { FailureError } from '@vitrina/domain/core/failures';
import { localize, type Language } from '@vitrina/domain/core/languages';
import type { ClothCard } from '@vitrina/infra/search/port';
import type { BrandDoc, ClothDoc } from '@vitrina/projector/catalogue';
import type { ClothPage, ClothSummary, ClothView, ImageUrls, LogoView } from './responses';

/** Where the image router serves a stored image (api/app mounts it at /images). */
export const imageUrl = (name: string) => `/images/${name}`;

/** Where a cloth's image is served in each size it has (no middle size for one stored before they were made). */
export const imageUrls = (image: { name: string; middle?: string; thumb: string }): z.infer<typeof ImageUrls> => ({
  url: imageUrl(image.name),
  ...(image.middle ? { middleUrl: imageUrl(image.middle) } : {}),
  thumbUrl: imageUrl(image.thumb),
});

/** A cloth as readers see it: its name in the request's language (Spanish fallback) and all its names. */
export function clothView(doc: ClothDoc, language: Language): z.infer<typeof ClothView> {
  return {
    id: doc._id,
    brandId: doc.brandId,
    brandName: doc.brandName,
    name: localize(doc.names, language),
    names: doc.names,
    typeId: doc.typeId,
    categoryId: doc.categoryId,
    seasons: doc.seasons,
    eventIds: doc.eventIds,
    gender: doc.gender,
    sizes: doc.sizes,
    stock: doc.stock,
    inStock: doc.inStock,
    weather: doc.weather,
    tags: doc.tags,
    colors: doc.colors,
    colorTemperature: doc.colorTemperature,
    style: doc.style,
    materials: doc.materials,
    description: doc.description,
    url: doc.url,
    currency: doc.currency,
    price: doc.price,
    discountedPrice: doc.discountedPrice,
    discountEnabled: doc.discountEnabled,
    effectivePrice: doc.effectivePrice,
    visible: doc.visible,
    images: doc.images.map((image) => ({ ...image, ...imageUrls(image) })),
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    revision: doc.revision,
  };
}

/** A cloth as lists show it (search, favourites, recommendations, news): the web's ClothSummary. */
export function clothSummary(doc: ClothDoc, language: Language): z.infer<typeof ClothSummary> {
  const image = doc.images[0];
  return {
    id: doc._id,
    name: localize(doc.names, language),
    brand: { id: doc.brandId, name: doc.brandName },
    price: doc.price,
    currency: doc.currency,
    discountedPrice: doc.discountEnabled ? doc.discountedPrice : null,
    image: image ? imageUrls(image) : null,
    inStock: doc.inStock,
  };
}

/** The same list item from the search index's card of a cloth (search and suggestions read nothing else). */
export function cardSummary(card: ClothCard, language: Language): z.infer<typeof ClothSummary> {
  return {
    id: card.id,
    name: localize(card.names, language),
    brand: { id: card.brandId, name: card.brandName },
    price: card.listPrice,
    currency: card.currency,
    discountedPrice: card.discountedPrice,
    image: card.image ? imageUrls(card.image) : null,
    inStock: card.availability !== 'sold-out',
  };
}

/** A brand's logo with where it is served, or null when it has none. */
export function logoView(doc: Pick<BrandDoc, 'logo'>): z.infer<typeof LogoView> {
  const logo = doc.logo ?? null;
  return logo ? { name: logo.name, thumb: logo.thumb, url: imageUrl(logo.name), thumbUrl: imageUrl(logo.thumb) } : null;
}

/** A cloth as its page shows it: the cloth with its brand's name and logo (none when the brand is not found). */
export function clothPage(doc: ClothDoc, brand: BrandDoc | null, language: Language): z.infer<typeof ClothPage> {
  return {
    ...clothView(doc, language),
    brand: { id: doc.brandId, name: doc.brandName, logo: brand ? logoView(brand) : null },
    sizeChart: brand?.sizeCharts?.[doc.categoryId] ?? null,
  };
}

export function brandView(doc: BrandDoc) {
  return {
    id: doc._id,
    name: doc.name,
    brand: doc.brand,
    description: doc.description,
    location: doc.location,
    logo: logoView(doc),
    prestige: doc.prestige,
    ownerId: doc.ownerId,
    clothes: doc.clothes,
    createdAt: doc.createdAt,
  };
}

/** A cloth's revision as an entity tag: reads send it, edits send it back in If-Match. */
export function sendWithETag(res: Response, doc: ClothDoc, body: unknown, status = 200): void {
  res.set('ETag', `"${doc.revision}"`).status(status).json(body);
}

/** The revision an If-Match names, or null without one; `*` matches any. Anything unreadable is stale. */
export function ifMatchOf(req: Request): number | null {
  const header = req.get('if-match')?.trim();
  if (!header || header === '*') return null;
  const match = /^"(\d{1,15})"$/.exec(header);
  if (!match) throw new FailureError(CatalogueFailures.staleRevision());
  return Number(match[1]);
}
