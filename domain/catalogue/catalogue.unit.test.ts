import { describe, expect, it } from 'vitest';
import { specFor } from '@vitrina/testkit/domain/decider-spec';
import { catalogueDecider, type CatalogueCommand, type Edit } from './catalogue';
import { catalogueEventSchemas, type CatalogueEvent, type ClothFields } from './events';
import { effectivePrice } from './price';
import { backInStock, buyableSizes, isInStock } from './stock';

const spec = specFor(catalogueDecider);
const brandId = '0b7f6c1e-5d4a-4e3b-9c2d-1a0f9e8d7c6b';
const now = '2026-11-21T10:00:00.000Z';
const later = '2026-11-21T12:00:00.000Z';
const clothIdOf = (n: number) => `c10${String(n).padStart(5, '0')}-1d2a-4c5b-9e8f-0a1b2c3d4e5f`;
const fields: ClothFields = {
  names: { es: 'Camisa de lino', en: 'Linen shirt' },
  typeId: '1',
  categoryId: 'camisas',
  seasons: ['verano'],
  eventIds: ['playa'],
  gender: 'mujer',
  sizes: ['S', 'M'],
  stock: { soldOut: false, soldOutSizes: [] },
  weather: ['calido'],
  tags: ['lino'],
  colors: ['blanco'],
  colorTemperature: 'warm',
  style: 'casual',
  materials: ['lino'],
  description: { es: 'Camisa fresca de lino.', en: 'A cool linen shirt.' },
  url: 'https://marca.example/camisa',
  currency: 'ARS',
  price: 45000,
  discountedPrice: null,
  discountEnabled: false,
  visible: true,
  images: [{ name: `${'a'.repeat(32)}.webp`, thumb: `${'b'.repeat(32)}.webp` }],
};
const added = (n: number): CatalogueEvent => ({ type: 'ClothAdded', data: { brandId, clothId: clothIdOf(n), ...fields, addedAt: now } });
const clothes = (count: number) => Array.from({ length: count }, (_, i) => added(i));
const add = (n: number, tier: 'BASIC' | 'PRO' | 'ULTIMATE' = 'BASIC', extra: Partial<ClothFields> = {}): CatalogueCommand => ({
  type: 'AddCloth',
  brandId,
  clothId: clothIdOf(n),
  fields: { ...fields, ...extra },
  tier,
  now,
});

/** An edit of the first cloth: `extra` over its fields, at the revision `ifMatch` (null: whatever it is). */
const update = (extra: Partial<ClothFields>, edit: Edit & { ifMatch?: number | null } = {}): CatalogueCommand => ({
  type: 'UpdateCloth',
  brandId,
  clothId: clothIdOf(0),
  fields: { ...fields, ...extra },
  ifMatch: null,
  now: later,
  ...edit,
});
const updated = (extra: Partial<ClothFields>): CatalogueEvent => ({
  type: 'ClothUpdated',
  data: { brandId, clothId: clothIdOf(0), ...fields, ...extra, updatedAt: later },
});

describe('catalogue decider', () => {
  it('adds a cloth whose event passes its own schema', () => {
    spec([])
      .when(add(0))
      .then([added(0)]);
    expect(catalogueEventSchemas.ClothAdded.safeParse(added(0).data).success).toBe(true);
  });

  it('holds colours, style and materials as term ids and a description per language, Spanish first', () => {
    const valid = (extra: Partial<Record<keyof ClothFields, unknown>>) => catalogueEventSchemas.ClothAdded.safeParse({ ...added(0).data, ...extra }).success;
    expect(valid({ colors: ['azul-marino', 'rojo'], style: 'clasico', description: null })).toBe(true);
    expect(valid({ colors: ['Verde oliva'] })).toBe(false);
    expect(valid({ style: 'clásico' })).toBe(false);
    expect(valid({ colors: Array.from({ length: 11 }, (_, i) => `color-${i}`) })).toBe(false);
    expect(valid({ materials: ['lino', 'algodon'] })).toBe(true);
    expect(valid({ materials: ['Algodón'] })).toBe(false);
    expect(valid({ materials: ['lana', 'seda', 'lino', 'algodon', 'cuero', 'ante'] })).toBe(false);
    expect(valid({ description: { en: 'No Spanish' } })).toBe(false);
    expect(valid({ description: { es: 'x'.repeat(2000), fr: 'y'.repeat(2000) } })).toBe(true);
    expect(valid({ description: { es: 'x'.repeat(2001) } })).toBe(false);
    const { description: _missing, ...withoutDescription } = added(0).data as ClothFields;
    expect(catalogueEventSchemas.ClothAdded.safeParse(withoutDescription).success).toBe(false);
  });

  it('lets a BASIC brand hold ten clothes and refuses the eleventh', () => {
    spec(clothes(9))
      .when(add(9))
      .then([added(9)]);
    spec(clothes(10)).when(add(10)).thenFails('UPLOAD_LIMIT_REACHED');
    spec(clothes(10))
      .when(add(10, 'PRO'))
      .then([added(10)]);
  });

  it('frees a place when a cloth is removed', () => {
    const removed: CatalogueEvent = { type: 'ClothRemoved', data: { brandId, clothId: clothIdOf(3), removedAt: later } };
    spec([...clothes(10), removed])
      .when(add(10))
      .then([added(10)]);
  });

  it('enforces the price rules', () => {
    spec([])
      .when(add(0, 'BASIC', { price: 0 }))
      .thenFails('INVALID_PRICE');
    spec([])
      .when(add(0, 'BASIC', { price: -5 }))
      .thenFails('INVALID_PRICE');
    spec([])
      .when(add(0, 'BASIC', { price: 10.005 }))
      .thenFails('INVALID_PRICE');
    spec([])
      .when(add(0, 'BASIC', { discountEnabled: true, discountedPrice: null }))
      .thenFails('INVALID_PRICE');
    spec([])
      .when(add(0, 'BASIC', { discountEnabled: true, discountedPrice: 45000 }))
      .thenFails('INVALID_PRICE');
    spec([])
      .when(add(0, 'BASIC', { discountEnabled: true, discountedPrice: 0 }))
      .thenFails('INVALID_PRICE');
    const discounted = { price: 19.99, discountEnabled: true, discountedPrice: 14.5 };
    spec([])
      .when(add(0, 'BASIC', discounted))
      .then([{ type: 'ClothAdded', data: { brandId, clothId: clothIdOf(0), ...fields, ...discounted, addedAt: now } }]);
    // A discounted price kept while the discount is off is allowed, and ignored.
    expect(effectivePrice({ price: 100, discountedPrice: 80, discountEnabled: false })).toBe(100);
    expect(effectivePrice({ price: 100, discountedPrice: 80, discountEnabled: true })).toBe(80);
  });

  it('updates a cloth at the revision the editor read, and refuses a stale one', () => {
    const edit = (ifMatch: number | null) => update({ price: 50000 }, { ifMatch });
    const edited = updated({ price: 50000 });
    const given = [added(0), added(1)];
    spec(given).when(edit(0)).then([edited]);
    spec(given).when(edit(null)).then([edited]);
    // Another cloth's change does not make this one stale; its own change does.
    spec([...given, edited])
      .when(edit(0))
      .thenFails('STALE_REVISION');
    const again: CatalogueCommand = { type: 'UpdateCloth', brandId, clothId: clothIdOf(0), fields: { ...fields, price: 52000 }, ifMatch: 2, now: later };
    spec([...given, edited])
      .when(again)
      .then([updated({ price: 52000 })]);
  });

  describe('price drops', () => {
    const dropped = (from: number, to: number, currency = 'ARS'): CatalogueEvent => ({
      type: 'ClothPriceDropped',
      data: { brandId, clothId: clothIdOf(0), from, to, currency, at: later },
    });

    it('follows an update that lowers the price with ClothPriceDropped, whose data passes its schema', () => {
      spec([added(0)])
        .when(update({ price: 39000 }))
        .then([updated({ price: 39000 }), dropped(45000, 39000)]);
      expect(catalogueEventSchemas.ClothPriceDropped.safeParse(dropped(45000, 39000).data).success).toBe(true);
    });

    it('counts the effective price: turning a discount on is a drop, turning it off is not', () => {
      const discount = { discountEnabled: true, discountedPrice: 36000 };
      spec([added(0)])
        .when(update(discount))
        .then([updated(discount), dropped(45000, 36000)]);
      spec([added(0), updated(discount)])
        .when(update({ discountedPrice: 36000 }))
        .then([updated({ discountedPrice: 36000 })]);
      // A deeper discount on a discounted cloth drops from the discounted price.
      spec([added(0), updated(discount)])
        .when(update({ discountEnabled: true, discountedPrice: 30000 }))
        .then([updated({ discountEnabled: true, discountedPrice: 30000 }), dropped(36000, 30000)]);
    });

    it('says nothing for a rise, the same price, or another currency', () => {
      spec([added(0)])
        .when(update({ price: 50000 }))
        .then([updated({ price: 50000 })]);
      spec([added(0)])
        .when(update({ tags: ['verano'] }))
        .then([updated({ tags: ['verano'] })]);
      spec([added(0)])
        .when(update({ price: 40, currency: 'USD' }))
        .then([updated({ price: 40, currency: 'USD' })]);
    });

    it('compares with the latest price, and keeps the cloth revision on its ClothUpdated', () => {
      const risen = updated({ price: 50000 });
      spec([added(0), risen])
        .when(update({ price: 48000 }))
        .then([updated({ price: 48000 }), dropped(50000, 48000)]);
      // The cloth changed at revision 1 (its update); the drop at 2 does not make an editor's If-Match stale.
      const edit = { ...update({ price: 47000 }), ifMatch: 1 };
      spec([added(0), updated({ price: 48000 }), dropped(50000, 48000)])
        .when(edit)
        .then([updated({ price: 47000 }), dropped(48000, 47000)]);
    });
  });

  describe('stock', () => {
    const sizes = ['S', 'M', 'L'];
    const stock = (soldOutSizes: string[], soldOut = false) => ({ sizes, stock: { soldOut, soldOutSizes } });
    const addedWith = (extra: Partial<ClothFields>): CatalogueEvent => ({
      type: 'ClothAdded',
      data: { brandId, clothId: clothIdOf(0), ...fields, ...extra, addedAt: now },
    });
    const back = (backSizes: string[], wholeCloth = false): CatalogueEvent => ({
      type: 'ClothBackInStock',
      data: { brandId, clothId: clothIdOf(0), sizes: backSizes, wholeCloth, at: later },
    });

    it('marks sizes, or the whole cloth, sold out with the update alone', () => {
      spec([addedWith(stock([]))])
        .when(update(stock(['M'])))
        .then([updated(stock(['M']))]);
      spec([addedWith(stock(['M']))])
        .when(update(stock(['M'], true)))
        .then([updated(stock(['M'], true))]);
      spec([addedWith(stock([]))])
        .when(update(stock(['S', 'M', 'L'])))
        .then([updated(stock(['S', 'M', 'L']))]);
      spec([])
        .when(add(0, 'BASIC', stock(['L'], true)))
        .then([addedWith(stock(['L'], true))]);
    });

    it('refuses a sold-out size the cloth does not list, adding or updating', () => {
      spec([])
        .when(add(0, 'BASIC', stock(['XL'])))
        .thenFails('INVALID_STOCK');
      spec([addedWith(stock([]))])
        .when(update({ sizes: ['S'], stock: { soldOut: false, soldOutSizes: ['M'] } }))
        .thenFails('INVALID_STOCK');
      // A size's spelling is its identity: "m" is not "M".
      spec([addedWith(stock([]))])
        .when(update(stock(['m'])))
        .thenFails('INVALID_STOCK');
    });

    it('follows an update that makes sizes purchasable again with ClothBackInStock, which passes its schema', () => {
      spec([addedWith(stock(['M', 'L']))])
        .when(update(stock(['L'])))
        .then([updated(stock(['L'])), back(['M'])]);
      spec([addedWith(stock(['M', 'L']))])
        .when(update(stock([])))
        .then([updated(stock([])), back(['M', 'L'])]);
      expect(catalogueEventSchemas.ClothBackInStock.safeParse(back(['M']).data).success).toBe(true);
      expect(catalogueEventSchemas.ClothBackInStock.safeParse({ ...back([]).data, wholeCloth: 'yes' }).success).toBe(false);
    });

    it('says the whole cloth is back when nothing could be bought before', () => {
      // Sold out as a whole: every size it listed that is not sold out on its own comes back with it.
      spec([addedWith(stock(['L'], true))])
        .when(update(stock(['L'])))
        .then([updated(stock(['L'])), back(['S', 'M'], true)]);
      // Every size sold out is the cloth sold out.
      spec([addedWith(stock(['S', 'M', 'L']))])
        .when(update(stock(['S', 'L'])))
        .then([updated(stock(['S', 'L'])), back(['M'], true)]);
      // A cloth without sizes comes back whole.
      const unsized = { sizes: [], stock: { soldOut: true, soldOutSizes: [] } };
      spec([addedWith(unsized)])
        .when(update({ sizes: [], stock: { soldOut: false, soldOutSizes: [] } }))
        .then([updated({ sizes: [], stock: { soldOut: false, soldOutSizes: [] } }), back([], true)]);
    });

    it('does not call a size new to the cloth back in stock', () => {
      spec([addedWith(stock(['M']))])
        .when(update({ sizes: ['S', 'M', 'L', 'XL'], stock: { soldOut: false, soldOutSizes: ['M'] } }))
        .then([updated({ sizes: ['S', 'M', 'L', 'XL'], stock: { soldOut: false, soldOutSizes: ['M'] } })]);
      expect(
        backInStock({ sizes: ['S'], stock: { soldOut: true, soldOutSizes: [] } }, { sizes: ['S', 'M'], stock: { soldOut: false, soldOutSizes: ['S'] } }),
      ).toEqual({ sizes: [], wholeCloth: true });
    });

    it('appends it once: the same update again changes nothing and appends nothing', () => {
      const given = [addedWith(stock(['M']))];
      spec(given)
        .when(update(stock([])))
        .then([updated(stock([])), back(['M'])]);
      spec([...given, updated(stock([])), back(['M'])])
        .when(update(stock([])))
        .then([]);
      // Sold out again, then back again: a new change, told again.
      const soldOutAgain = [...given, updated(stock([])), back(['M']), updated(stock(['M']))];
      spec(soldOutAgain)
        .when(update(stock([])))
        .then([updated(stock([])), back(['M'])]);
    });

    it('comes after the price drop of the same update, and keeps the cloth revision on its ClothUpdated', () => {
      const dropped: CatalogueEvent = {
        type: 'ClothPriceDropped',
        data: { brandId, clothId: clothIdOf(0), from: 45000, to: 40000, currency: 'ARS', at: later },
      };
      spec([addedWith(stock(['S']))])
        .when(update({ ...stock([]), price: 40000 }))
        .then([updated({ ...stock([]), price: 40000 }), dropped, back(['S'])]);
      // The update is revision 1; the drop (2) and the return (3) do not make an editor's If-Match stale.
      const given = [addedWith(stock(['S'])), updated({ ...stock([]), price: 40000 }), dropped, back(['S'])];
      spec(given)
        .when(update({ ...stock(['S']), price: 40000 }, { ifMatch: 1 }))
        .then([updated({ ...stock(['S']), price: 40000 })]);
      spec(given)
        .when(update({ ...stock(['S']), price: 40000 }, { ifMatch: 3 }))
        .thenFails('STALE_REVISION');
    });

    it('reads what can be bought now', () => {
      expect(buyableSizes({ sizes, stock: { soldOut: false, soldOutSizes: ['M'] } })).toEqual(['S', 'L']);
      expect(buyableSizes({ sizes, stock: { soldOut: true, soldOutSizes: [] } })).toEqual([]);
      expect(isInStock({ sizes: [], stock: { soldOut: false, soldOutSizes: [] } })).toBe(true);
      expect(isInStock({ sizes: [], stock: { soldOut: true, soldOutSizes: [] } })).toBe(false);
      expect(isInStock({ sizes, stock: { soldOut: false, soldOutSizes: sizes } })).toBe(false);
    });
  });

  describe('an update that says what the cloth already says', () => {
    // The fields whole, as given: their keys in their own order.
    const rewrite = (changed: ClothFields, ifMatch: number | null = null): CatalogueCommand => ({
      type: 'UpdateCloth',
      brandId,
      clothId: clothIdOf(0),
      fields: changed,
      ifMatch,
      now: later,
    });

    it('appends nothing, whatever the order of its keys or an absent language left undefined', () => {
      const reordered = Object.fromEntries(Object.entries(fields).reverse()) as ClothFields;
      spec([added(0)])
        .when(rewrite(reordered))
        .then([]);
      spec([added(0)])
        .when(rewrite({ ...fields, names: { es: 'Camisa de lino', en: 'Linen shirt', it: undefined } }))
        .then([]);
      // A list in another order is another cloth: images are shown in their order.
      spec([added(0)])
        .when(rewrite({ ...fields, sizes: ['M', 'S'] }))
        .then([updated({ sizes: ['M', 'S'] })]);
    });

    it('compares with the cloth as its visibility left it', () => {
      const hidden: CatalogueEvent = { type: 'ClothVisibilitySet', data: { brandId, clothId: clothIdOf(0), visible: false, setAt: later } };
      spec([added(0), hidden])
        .when(rewrite({ ...fields, visible: false }))
        .then([]);
      spec([added(0), hidden])
        .when(rewrite(fields))
        .then([updated({})]);
    });

    it('still refuses a stale revision', () => {
      const changed = updated({ price: 50000 });
      spec([added(0), changed])
        .when(rewrite({ ...fields, price: 50000 }, 0))
        .thenFails('STALE_REVISION');
    });
  });

  it('answers CLOTH_NOT_FOUND for a cloth this catalogue does not hold', () => {
    const gone: CatalogueEvent = { type: 'ClothRemoved', data: { brandId, clothId: clothIdOf(0), removedAt: later } };
    spec([])
      .when({ type: 'RemoveCloth', brandId, clothId: clothIdOf(0), ifMatch: null, now })
      .thenFails('CLOTH_NOT_FOUND');
    spec([added(0), gone])
      .when({ type: 'SetClothVisibility', brandId, clothId: clothIdOf(0), visible: false, ifMatch: null, now })
      .thenFails('CLOTH_NOT_FOUND');
    spec([])
      .when({ type: 'UpdateCloth', brandId, clothId: clothIdOf(0), fields, ifMatch: null, now })
      .thenFails('CLOTH_NOT_FOUND');
  });

  it('hides and shows a cloth idempotently', () => {
    const hide: CatalogueCommand = { type: 'SetClothVisibility', brandId, clothId: clothIdOf(0), visible: false, ifMatch: null, now: later };
    const hidden: CatalogueEvent = { type: 'ClothVisibilitySet', data: { brandId, clothId: clothIdOf(0), visible: false, setAt: later } };
    spec([added(0)])
      .when(hide)
      .then([hidden]);
    spec([added(0), hidden])
      .when(hide)
      .then([]);
  });

  it('removes a cloth', () => {
    spec([added(0)])
      .when({ type: 'RemoveCloth', brandId, clothId: clothIdOf(0), ifMatch: 0, now: later })
      .then([{ type: 'ClothRemoved', data: { brandId, clothId: clothIdOf(0), removedAt: later } }]);
  });
});

describe('a cloth without a photo (issue 43: a shop product that has none)', () => {
  const id = clothIdOf(0);
  const noPhoto: CatalogueEvent = { type: 'ClothAdded', data: { brandId, clothId: id, ...fields, visible: false, images: [], addedAt: now } };
  const show = (edit: Edit = {}): CatalogueCommand => ({
    type: 'SetClothVisibility',
    brandId,
    clothId: id,
    visible: true,
    ifMatch: null,
    now: later,
    ...edit,
  });

  it('is added only hidden, and its event passes its schema', () => {
    spec([])
      .when(add(0, 'BASIC', { visible: false, images: [] }))
      .then([noPhoto]);
    expect(catalogueEventSchemas.ClothAdded.safeParse(noPhoto.data).success).toBe(true);
    spec([])
      .when(add(0, 'BASIC', { visible: true, images: [] }))
      .thenFails('CLOTH_NEEDS_PHOTO');
  });

  it('cannot be shown, by the brand or an edit, until it has a photo', () => {
    spec([noPhoto])
      .when(show({ claims: true }))
      .thenFails('CLOTH_NEEDS_PHOTO');
    spec([noPhoto])
      .when(update({ visible: true, images: [] }, { claims: true }))
      .thenFails('CLOTH_NEEDS_PHOTO');
    // Edited while hidden, it may stay without a photo.
    spec([noPhoto])
      .when(update({ visible: false, images: [], price: 46000 }, { claims: true }))
      .then([updated({ visible: false, images: [], price: 46000 })]);
    // A photo added, it shows, hand edit or import alike.
    const pictured = { visible: true, images: fields.images };
    spec([noPhoto])
      .when(update(pictured, { origin: 'import' }))
      .then([updated(pictured)]);
    const withPhoto = updated({ visible: false });
    spec([noPhoto, withPhoto])
      .when(show())
      .then([{ type: 'ClothVisibilitySet', data: { brandId, clothId: id, visible: true, setAt: later } }]);
  });

  it('is never made to show by an import whose photos the brand keeps as none', () => {
    const given: CatalogueEvent[] = [noPhoto, { type: 'ClothFieldsClaimed', data: { brandId, clothId: id, fields: ['images'], at: now } }];
    spec(given)
      .when(update({ visible: true }, { origin: 'import' }))
      .thenFails('CLOTH_NEEDS_PHOTO');
  });
});

describe("an imported cloth's fields the brand made its own (issue 43)", () => {
  const id = clothIdOf(0);
  const claimed = (...claims: Array<'names' | 'colors' | 'categoryId' | 'visible'>): CatalogueEvent => ({
    type: 'ClothFieldsClaimed',
    data: { brandId, clothId: id, fields: claims, at: later },
  });
  const byHand = { names: { es: 'Camisa de lino lavado' }, colors: ['crudo'] };

  it("claims the claimable fields a brand's hand edit changes, and none it leaves or that are not claimable", () => {
    spec([added(0)])
      .when(update({ ...byHand, price: 39000 }, { claims: true }))
      .then([
        updated({ ...byHand, price: 39000 }),
        { type: 'ClothPriceDropped', data: { brandId, clothId: id, from: 45000, to: 39000, currency: 'ARS', at: later } },
        claimed('names', 'colors'),
      ]);
    // A type changed with its category is the category's claim.
    spec([added(0)])
      .when(update({ typeId: '2', categoryId: 'remeras' }, { claims: true }))
      .then([updated({ typeId: '2', categoryId: 'remeras' }), claimed('categoryId')]);
    // Without `claims` (a cloth the brand made itself) nothing is claimed.
    spec([added(0)])
      .when(update(byHand))
      .then([updated(byHand)]);
    // A field already claimed is not claimed again.
    spec([added(0), updated(byHand), claimed('names', 'colors')])
      .when(update({ names: { es: 'Otra' }, colors: ['crudo'] }, { claims: true }))
      .then([updated({ names: { es: 'Otra' }, colors: ['crudo'] })]);
  });

  it('lets an import change everything but the claimed fields, and appends nothing when only those differ', () => {
    const given = [added(0), updated(byHand), claimed('names', 'colors')];
    const fromShop = { names: { es: 'Camisa Lino' }, colors: ['blanco'], price: 41000 };
    spec(given)
      .when(update(fromShop, { origin: 'import' }))
      .then([
        updated({ ...byHand, price: 41000 }),
        { type: 'ClothPriceDropped', data: { brandId, clothId: id, from: 45000, to: 41000, currency: 'ARS', at: later } },
      ]);
    spec(given)
      .when(update({ names: { es: 'Camisa Lino' }, colors: ['blanco'] }, { origin: 'import' }))
      .then([]);
    // An import never claims, whatever it is told.
    spec([added(0)])
      .when(update(byHand, { origin: 'import', claims: true }))
      .then([updated(byHand)]);
  });

  it('keeps a visibility the brand chose from the importer, which neither hides nor shows it', () => {
    const hide = (edit: Edit): CatalogueCommand => ({
      type: 'SetClothVisibility',
      brandId,
      clothId: id,
      visible: false,
      ifMatch: null,
      now: later,
      ...edit,
    });
    const hidden: CatalogueEvent = { type: 'ClothVisibilitySet', data: { brandId, clothId: id, visible: false, setAt: later } };
    spec([added(0)])
      .when(hide({ claims: true }))
      .then([hidden, claimed('visible')]);
    spec([added(0)])
      .when(hide({ origin: 'import' }))
      .then([hidden]);
    spec([added(0), updated({}), claimed('visible')])
      .when(hide({ origin: 'import' }))
      .then([]);
  });

  it('lets the shop back on the fields asked, only those claimed, once each', () => {
    const release = (...released: Array<'names' | 'colors' | 'gender'>): CatalogueCommand => ({
      type: 'ReleaseClothFields',
      brandId,
      clothId: id,
      fields: released,
      now: later,
    });
    const given = [added(0), updated(byHand), claimed('names', 'colors')];
    spec(given)
      .when(release('names', 'gender', 'names'))
      .then([{ type: 'ClothFieldsReleased', data: { brandId, clothId: id, fields: ['names'], at: later } }]);
    spec(given).when(release('gender')).then([]);
    spec([]).when(release('names')).thenFails('CLOTH_NOT_FOUND');
    // Released, the next import writes the shop's name again.
    const after = [...given, { type: 'ClothFieldsReleased', data: { brandId, clothId: id, fields: ['names'], at: later } } as CatalogueEvent];
    spec(after)
      .when(update({ names: { es: 'Camisa Lino' }, colors: ['blanco'] }, { origin: 'import' }))
      .then([updated({ names: { es: 'Camisa Lino' }, colors: ['crudo'] })]);
  });

  it("does not move the cloth's revision (its ETag) with a claim or a release", () => {
    const state = [added(0), updated(byHand), claimed('names')].reduce(catalogueDecider.evolve, catalogueDecider.initialState());
    expect(state.clothes.get(id)?.revision).toBe(1);
    expect([...state.clothes.get(id)!.claimed]).toEqual(['names']);
    expect(catalogueEventSchemas.ClothFieldsClaimed.safeParse(claimed('names', 'visible').data).success).toBe(true);
    expect(catalogueEventSchemas.ClothFieldsClaimed.safeParse({ ...claimed('names').data, fields: ['price'] }).success).toBe(false);
  });
});
