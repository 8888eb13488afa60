import type { AccountEvent } from '@vitrina/domain/accounts/events';
import type { BrandEvent, BrandLogo } from '@vitrina/domain/brands/events';
import type { SizeChart } from '@vitrina/domain/sizes/charts';
import { CLAIMABLE_FIELDS } from '@vitrina/domain/catalogue/claimable';
import type { CatalogueEvent, ClaimableField, ClothFields } from '@vitrina/domain/catalogue/events';
import { effectivePrice } from '@vitrina/domain/catalogue/price';
import { isInStock } from '@vitrina/domain/catalogue/stock';
import { SUBSCRIPTION_EVENT_TYPES, type SubscriptionEvent } from '@vitrina/domain/subscriptions/events';
import { inGoodStanding, statusAfter, type SubscriptionStatus } from '@vitrina/domain/subscriptions/standing';
import type { Doc, JsonValue } from '@vitrina/infra/readstore/port';
import type { Projection } from './projection';

export interface BrandDoc extends Doc {
  name: string;
  brand: string;
  description: string;
  location: string;
  prestige: number;
  /** Absent on brands projected before logos existed: read it as null. */
  logo?: BrandLogo | null;
  /** Its size charts by category id (domain/sizes/charts.ts); absent on brands that never set one. */
  sizeCharts?: Record<string, SizeChart>;
  /** Categories whose chart an import run set, and the brand has not edited since (absent: none). */
  importedCharts?: Record<string, true>;
  ownerId: string | null;
  /** Clothes in its catalogue, hidden ones included. */
  clothes: number;
  createdAt: string;
  /** Its subscription's status (null: none yet); its clothes are public only in good standing. */
  subscriptionStatus: SubscriptionStatus | null;
}

export type ClothDoc = Doc &
  ClothFields & {
    brandId: string;
    brandName: string;
    effectivePrice: number;
    /** Something can be bought now (domain/catalogue/stock.ts): false shows it sold out. */
    inStock: boolean;
    /** Its brand is in good standing (a paid or granted plan): a visible cloth is public only then. */
    listed: boolean;
    createdAt: string;
    updatedAt: string;
    /** The catalogue stream's revision when this cloth last changed: its ETag, matched by If-Match. */
    revision: number;
    /** The fields of an imported cloth the brand made its own (absent: none), in CLAIMABLE_FIELDS' order. */
    claimed?: ClaimableField[];
  };

type Handled = BrandEvent | CatalogueEvent | SubscriptionEvent | Extract<AccountEvent, { type: 'AccountErased' }>;

/** Where readers see clothes (search, home, brand pages, favourites): visible, and their brand in good standing. */
export const PUBLIC_CLOTHES = { visible: true, listed: true } as const;
export const isPublicCloth = (doc: ClothDoc | null): doc is ClothDoc => doc !== null && doc.visible && doc.listed;

/** Brands and their clothes as the site shows them: brand pages, cloth pages and the admin lists. */
export const catalogueProjection: Projection = {
  name: 'catalogue',
  // 2: brands carry their subscription's status and clothes whether it lets them be public (`listed`).
  // 3: colours and style are term ids and clothes have a description (old events upcast: domain/catalogue/upcasters.ts).
  // 4: clothes carry their materials as term ids (older events read them from tags and names: the same upcasters).
  // 5: clothes carry their stock and whether they can be bought now (older events read every size in stock).
  version: 5,
  collections: ['brands', 'clothes'],
  eventTypes: [
    'BrandRegistered',
    'BrandCreated',
    'BrandUpdated',
    'BrandPrestigeSet',
    'BrandLogoSet',
    'BrandSizeChartSet',
    'BrandDeleted',
    'AccountErased',
    'BrandOwnerAssigned',
    'ClothAdded',
    'ClothUpdated',
    'ClothVisibilitySet',
    'ClothRemoved',
    'ClothFieldsClaimed',
    'ClothFieldsReleased',
    ...SUBSCRIPTION_EVENT_TYPES,
  ],
  indexes: {
    brands: [{ fields: { ownerId: 1 } }, { fields: { createdAt: -1 } }, { fields: { subscriptionStatus: 1, brand: 1 } }],
    clothes: [
      { fields: { brandId: 1, createdAt: -1 } },
      { fields: { visible: 1, listed: 1, createdAt: -1 } },
      { fields: { categoryId: 1 } },
      { fields: { typeId: 1 } },
      { fields: { gender: 1 } },
      { fields: { eventIds: 1 }, multikey: true },
      { fields: { seasons: 1 }, multikey: true },
      { fields: { weather: 1 }, multikey: true },
      // A colour, style or material an admin removes is refused while clothes use it: counted by these.
      { fields: { colors: 1 }, multikey: true },
      { fields: { style: 1 } },
      { fields: { materials: 1 }, multikey: true },
    ],
  },
  async apply(events, session) {
    const brands = session.collection<BrandDoc>('brands');
    const clothes = session.collection<ClothDoc>('clothes');
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as Handled;
      const revision = Number(recorded.revision);
      switch (event.type) {
        case 'BrandRegistered':
        case 'BrandCreated': {
          const { brandId, ownerId, name, brand, description, location } = event.data;
          const createdAt = event.type === 'BrandRegistered' ? event.data.registeredAt : event.data.createdAt;
          const doc: BrandDoc = {
            _id: brandId,
            name,
            brand,
            description,
            location,
            prestige: 0,
            logo: null,
            ownerId,
            clothes: 0,
            createdAt,
            subscriptionStatus: null,
          };
          await brands.replaceOne({ _id: brandId }, doc, { upsert: true });
          break;
        }
        case 'BrandUpdated': {
          const { brandId, name, brand, description, location } = event.data;
          await brands.updateOne({ _id: brandId }, { $set: { name, brand, description, location } });
          await clothes.updateMany({ brandId }, { $set: { brandName: brand } });
          break;
        }
        case 'BrandPrestigeSet':
          await brands.updateOne({ _id: event.data.brandId }, { $set: { prestige: event.data.prestige } });
          break;
        case 'BrandLogoSet':
          await brands.updateOne({ _id: event.data.brandId }, { $set: { logo: event.data.logo } });
          break;
        case 'BrandSizeChartSet': {
          const { brandId, categoryId, chart, origin } = event.data;
          const imported = `importedCharts.${categoryId}`;
          if (chart && origin === 'import')
            await brands.updateOne({ _id: brandId }, { $set: { [`sizeCharts.${categoryId}`]: chart as unknown as JsonValue, [imported]: true } });
          else if (chart)
            await brands.updateOne({ _id: brandId }, { $set: { [`sizeCharts.${categoryId}`]: chart as unknown as JsonValue }, $unset: { [imported]: '' } });
          else await brands.updateOne({ _id: brandId }, { $unset: { [`sizeCharts.${categoryId}`]: '', [imported]: '' } });
          break;
        }
        case 'BrandDeleted':
          await brands.deleteOne({ _id: event.data.brandId });
          await clothes.deleteMany({ brandId: event.data.brandId });
          break;
        case 'AccountErased':
          // The brand, its clothes and magazine are business data: they stay, with no one as their owner until an admin assigns one.
          await brands.updateMany({ ownerId: event.data.userId }, { $set: { ownerId: null } });
          break;
        case 'BrandOwnerAssigned':
          await brands.updateOne({ _id: event.data.brandId }, { $set: { ownerId: event.data.ownerId } });
          break;
        case 'ClothAdded': {
          const { addedAt, ...cloth } = event.data;
          const brand = await brands.findOne({ _id: cloth.brandId });
          const listed = inGoodStanding(brand?.subscriptionStatus);
          await clothes.replaceOne({ _id: cloth.clothId }, clothDoc(cloth, brand?.brand ?? '', listed, addedAt, addedAt, revision), { upsert: true });
          await brands.updateOne({ _id: cloth.brandId }, { $inc: { clothes: 1 } });
          break;
        }
        case 'ClothUpdated': {
          const { updatedAt, ...cloth } = event.data;
          const before = await clothes.findOne({ _id: cloth.clothId });
          if (!before) break;
          await clothes.replaceOne(
            { _id: cloth.clothId },
            {
              ...clothDoc(cloth, before.brandName, before.listed, before.createdAt, updatedAt, revision),
              ...(before.claimed ? { claimed: before.claimed } : {}),
            },
          );
          break;
        }
        case 'ClothFieldsClaimed':
        case 'ClothFieldsReleased': {
          const before = await clothes.findOne({ _id: event.data.clothId });
          if (!before) break;
          const claimed = new Set(before.claimed ?? []);
          for (const field of event.data.fields) {
            if (event.type === 'ClothFieldsClaimed') claimed.add(field);
            else claimed.delete(field);
          }
          await clothes.updateOne({ _id: event.data.clothId }, { $set: { claimed: CLAIMABLE_FIELDS.filter((field) => claimed.has(field)) } });
          break;
        }
        case 'ClothVisibilitySet':
          await clothes.updateOne({ _id: event.data.clothId }, { $set: { visible: event.data.visible, updatedAt: event.data.setAt, revision } });
          break;
        case 'ClothRemoved':
          if ((await clothes.deleteOne({ _id: event.data.clothId })) > 0) {
            await brands.updateOne({ _id: event.data.brandId }, { $inc: { clothes: -1 } });
          }
          break;
        default: {
          if (!('brandId' in event.data) || !SUBSCRIPTION_TYPES.has(event.type)) break;
          const brandId = event.data.brandId;
          const brand = await brands.findOne({ _id: brandId });
          if (!brand) break;
          const status = statusAfter(brand.subscriptionStatus, (event as SubscriptionEvent).type);
          if (status === brand.subscriptionStatus) break;
          await brands.updateOne({ _id: brandId }, { $set: { subscriptionStatus: status } });
          const listed = inGoodStanding(status);
          if (listed !== inGoodStanding(brand.subscriptionStatus)) await clothes.updateMany({ brandId }, { $set: { listed } });
          break;
        }
      }
    }
  },
};

const SUBSCRIPTION_TYPES: ReadonlySet<string> = new Set(SUBSCRIPTION_EVENT_TYPES);

function clothDoc(
  cloth: ClothFields & { brandId: string; clothId: string },
  brandName: string,
  listed: boolean,
  createdAt: string,
  updatedAt: string,
  revision: number,
): ClothDoc {
  const { clothId, ...fields } = cloth;
  // Optional languages absent from `names` must not be stored as undefined.
  const names = Object.fromEntries(Object.entries(fields.names).filter(([, value]) => value !== undefined)) as ClothFields['names'];
  const description =
    fields.description && (Object.fromEntries(Object.entries(fields.description).filter(([, value]) => value !== undefined)) as ClothFields['description']);
  const doc = {
    _id: clothId,
    ...fields,
    names,
    description,
    brandName,
    effectivePrice: effectivePrice(fields),
    inStock: isInStock(fields),
    listed,
    createdAt,
    updatedAt,
    revision,
  };
  return doc as ClothDoc & Record<string, JsonValue>;
}
