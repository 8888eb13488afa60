import type { MessageId } from '../../i18n/messages';
import { readAmount, writeAmount } from '@vitrina/domain/core/money';
import { DEFAULT_CURRENCY } from '../../lib/price';
import type { Cloth, ClothImage } from './api/listClothes';
import type { ClothBody } from './api/saveCloth';

/** The wizard's fields as typed: numbers and lists stay text until they are sent. */
export interface ClothDraft {
  brandId: string;
  names: { es: string; en: string; it: string; fr: string };
  typeId: string;
  categoryId: string;
  gender: string;
  seasons: string[];
  eventIds: string[];
  weather: string[];
  sizes: string;
  /** Nothing can be bought now, whatever the sizes. */
  soldOut: boolean;
  /** Sizes ticked sold out; those no longer among `sizes` are dropped when sent. */
  soldOutSizes: string[];
  tags: string;
  /** Colour term ids. */
  colors: string[];
  colorTemperature: '' | 'cold' | 'warm';
  /** A style term id, or '' for none. */
  style: string;
  /** Material term ids. */
  materials: string[];
  description: { es: string; en: string; it: string; fr: string };
  url: string;
  currency: string;
  price: string;
  discountedPrice: string;
  discountEnabled: boolean;
  visible: boolean;
  images: ClothImage[];
}

export type DraftErrors = Partial<
  Record<
    | 'brandId'
    | 'name'
    | 'typeId'
    | 'categoryId'
    | 'gender'
    | 'seasons'
    | 'eventIds'
    | 'weather'
    | 'colors'
    | 'style'
    | 'materials'
    | 'description'
    | 'currency'
    | 'price'
    | 'discountedPrice'
    | 'url'
    | 'images',
    MessageId
  >
>;

export function emptyDraft(brandId = ''): ClothDraft {
  return {
    brandId,
    names: { es: '', en: '', it: '', fr: '' },
    typeId: '',
    categoryId: '',
    gender: '',
    seasons: [],
    eventIds: [],
    weather: [],
    sizes: '',
    soldOut: false,
    soldOutSizes: [],
    tags: '',
    colors: [],
    colorTemperature: '',
    style: '',
    materials: [],
    description: { es: '', en: '', it: '', fr: '' },
    url: '',
    currency: DEFAULT_CURRENCY,
    price: '',
    discountedPrice: '',
    discountEnabled: false,
    visible: true,
    images: [],
  };
}

/** The cloth as the form edits it, its prices written the reader's way (so they read back as they were). */
export function draftOf(cloth: Cloth, language: string): ClothDraft {
  return {
    brandId: cloth.brandId,
    names: { es: cloth.names.es, en: cloth.names.en ?? '', it: cloth.names.it ?? '', fr: cloth.names.fr ?? '' },
    typeId: cloth.typeId,
    categoryId: cloth.categoryId,
    gender: cloth.gender,
    seasons: cloth.seasons,
    eventIds: cloth.eventIds,
    weather: cloth.weather,
    sizes: cloth.sizes.join(', '),
    soldOut: cloth.stock.soldOut,
    soldOutSizes: cloth.stock.soldOutSizes,
    tags: cloth.tags.join(', '),
    colors: cloth.colors,
    colorTemperature: cloth.colorTemperature ?? '',
    style: cloth.style ?? '',
    materials: cloth.materials,
    description: { es: cloth.description?.es ?? '', en: cloth.description?.en ?? '', it: cloth.description?.it ?? '', fr: cloth.description?.fr ?? '' },
    url: cloth.url ?? '',
    currency: cloth.currency,
    price: writeAmount(cloth.price, language),
    discountedPrice: cloth.discountedPrice === null ? '' : writeAmount(cloth.discountedPrice, language),
    discountEnabled: cloth.discountEnabled,
    visible: cloth.visible,
    images: cloth.images,
  };
}

/** A price as typed in the reader's language ("45.900" in Spanish, "45,900" in English: domain/core/money.ts); null when it is not one. */
export function parseAmount(text: string, language: string): number | null {
  return readAmount(text, language).amount ?? null;
}

/** Why a typed price cannot be saved: none, not a price, or one written so it could be read two ways. */
function amountError(text: string, language: string, ambiguous: MessageId, wrong: MessageId): MessageId | null {
  const read = readAmount(text, language);
  if (read.problem === 'AMBIGUOUS') return ambiguous;
  return read.amount === undefined || read.amount <= 0 ? wrong : null;
}

/** A cloth names at most this many colours and materials, and each description holds at most this many characters (the api's limits). */
export const MAX_COLORS = 10;
export const MAX_MATERIALS = 5;
export const MAX_DESCRIPTION = 2000;

const list = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean),
  ),
];

/** The sizes the draft lists, as they will be sent: the choices for "sold-out sizes". */
export const sizesOf = (draft: Pick<ClothDraft, 'sizes'>) => list(draft.sizes);

export function validateInformation(draft: ClothDraft, needsBrand: boolean, language: string): DraftErrors {
  const errors: DraftErrors = {};
  if (needsBrand && !draft.brandId) errors.brandId = 'clothes.error.brandRequired';
  if (!draft.names.es.trim()) errors.name = 'clothes.error.nameRequired';
  if (!draft.typeId) errors.typeId = 'clothes.error.typeRequired';
  if (!draft.categoryId) errors.categoryId = 'clothes.error.categoryRequired';
  if (!draft.gender) errors.gender = 'clothes.error.genderRequired';
  if (!/^[A-Z]{3}$/.test(draft.currency.trim().toUpperCase())) errors.currency = 'clothes.error.currency';
  const price = parseAmount(draft.price, language);
  const priceError = amountError(draft.price, language, 'clothes.error.priceAmbiguous', 'clothes.error.price');
  if (priceError) errors.price = priceError;
  if (draft.discountEnabled) {
    const discounted = parseAmount(draft.discountedPrice, language);
    const discountError = amountError(draft.discountedPrice, language, 'clothes.error.priceAmbiguous', 'clothes.error.discount');
    if (discountError) errors.discountedPrice = discountError;
    else if (price !== null && discounted !== null && discounted >= price) errors.discountedPrice = 'clothes.error.discount';
  }
  if (draft.url.trim() && !/^https?:\/\/\S+$/i.test(draft.url.trim())) errors.url = 'clothes.error.url';
  if (draft.colors.length > MAX_COLORS) errors.colors = 'clothes.error.colors';
  if (draft.materials.length > MAX_MATERIALS) errors.materials = 'clothes.error.materials';
  const descriptions = Object.values(draft.description).map((text) => text.trim());
  if (descriptions.some((text) => text.length > MAX_DESCRIPTION)) errors.description = 'clothes.error.descriptionLength';
  else if (!draft.description.es.trim() && descriptions.some(Boolean)) errors.description = 'clothes.error.descriptionSpanish';
  return errors;
}

/**
 * `missing`: images the server said are no longer stored; the cloth cannot be saved while it shows one. A hidden
 * cloth may have none yet (one imported from a shop without a photo); a visible one may not (CLOTH_NEEDS_PHOTO).
 */
export function validateImages(draft: ClothDraft, missing: ReadonlySet<string> = new Set()): DraftErrors {
  if (draft.images.length === 0 && draft.visible) return { images: 'clothes.error.imagesRequired' };
  return draft.images.some((image) => missing.has(image.name)) ? { images: 'clothes.error.mediaNotFound' } : {};
}

/** The description's filled languages, or null without a Spanish one. */
function descriptionOf(texts: ClothDraft['description']): ClothBody['description'] {
  const filled = Object.fromEntries(
    Object.entries(texts)
      .map(([language, text]) => [language, text.trim()])
      .filter(([, text]) => text),
  );
  return filled.es ? (filled as NonNullable<ClothBody['description']>) : null;
}

/** The draft as the api takes it; call only once both steps validate. */
export function bodyOf(draft: ClothDraft, language: string): ClothBody {
  const names = Object.fromEntries(
    Object.entries(draft.names)
      .map(([language, name]) => [language, name.trim()])
      .filter(([, name]) => name),
  ) as ClothBody['names'];
  const discounted = parseAmount(draft.discountedPrice, language);
  const sizes = list(draft.sizes);
  return {
    names,
    typeId: draft.typeId,
    categoryId: draft.categoryId,
    seasons: draft.seasons,
    eventIds: draft.eventIds,
    gender: draft.gender,
    sizes,
    // In the order of the sizes, and only sizes still listed (a size renamed or taken out leaves no sold-out mark).
    stock: { soldOut: draft.soldOut, soldOutSizes: sizes.filter((size) => draft.soldOutSizes.includes(size)) },
    weather: draft.weather,
    tags: list(draft.tags),
    colors: draft.colors,
    colorTemperature: draft.colorTemperature || null,
    style: draft.style || null,
    materials: draft.materials,
    description: descriptionOf(draft.description),
    url: draft.url.trim() || null,
    currency: draft.currency.trim().toUpperCase(),
    price: parseAmount(draft.price, language) ?? 0,
    discountedPrice: draft.discountEnabled ? discounted : null,
    discountEnabled: draft.discountEnabled,
    visible: draft.visible,
    images: draft.images.map(({ name, middle, thumb }) => ({ name, ...(middle ? { middle } : {}), thumb })),
  };
}
