import { inStockEverywhere, type ClothFields } from './events';

/** What every cloth says itself: its names, terms, price, whether it shows and its photos. */
type OwnFields = 'names' | 'typeId' | 'categoryId' | 'gender' | 'currency' | 'price' | 'visible' | 'images';

/**
 * The rest of a cloth's fields as a cloth that says nothing more has them: no seasons, events, sizes, weather, tags,
 * colours, style, materials, description or link, every size in stock, no discount. A cloth made from a few facts
 * (an imported product, a test's) spreads it and adds its own.
 */
export function blankClothFields(): Omit<ClothFields, OwnFields> {
  return {
    seasons: [],
    eventIds: [],
    sizes: [],
    stock: inStockEverywhere(),
    weather: [],
    tags: [],
    colors: [],
    colorTemperature: null,
    style: null,
    materials: [],
    description: null,
    url: null,
    discountedPrice: null,
    discountEnabled: false,
  };
}
