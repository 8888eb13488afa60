import type { ClothSummary, ClothView } from '@vitrina/contract/catalogue';

/** What a card shows of a cloth, whichever shape it came in. */
export interface ClothCardData {
  id: string;
  name: string;
  brandName: string;
  /** The brand's id, where the answer has it: a card in search results offers to follow the brand. */
  brandId?: string;
  price: number;
  currency: string;
  /** Shown, with the full price struck through, only when the brand has the discount on. */
  discountedPrice: number | null;
  imageUrl: string | null;
  /** Its middle size, half its width, for cards on dense screens; absent for an image stored before it was made. */
  middleUrl?: string | null;
  /** The stored thumbnail of that image, a third of its width, for small cards on plain screens. */
  thumbUrl?: string | null;
  /** Nothing of it can be bought now: the card says so ("Sold out") and stays listed. */
  soldOut?: boolean;
}

export function cardOfSummary(cloth: ClothSummary): ClothCardData {
  const { id, name, price, currency, discountedPrice } = cloth;
  return {
    id,
    name,
    brandName: cloth.brand.name,
    brandId: cloth.brand.id,
    price,
    currency,
    discountedPrice,
    imageUrl: cloth.image?.url ?? null,
    middleUrl: cloth.image?.middleUrl ?? null,
    thumbUrl: cloth.image?.thumbUrl ?? null,
    soldOut: !cloth.inStock,
  };
}

export function cardOfView(cloth: ClothView): ClothCardData {
  const { id, name, brandName, price, currency } = cloth;
  const discountedPrice = cloth.discountEnabled ? cloth.discountedPrice : null;
  return {
    id,
    name,
    brandName,
    price,
    currency,
    discountedPrice,
    imageUrl: cloth.images[0]?.url ?? null,
    middleUrl: cloth.images[0]?.middleUrl ?? null,
    thumbUrl: cloth.images[0]?.thumbUrl ?? null,
    soldOut: !cloth.inStock,
  };
}
