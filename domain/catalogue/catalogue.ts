import type { Decider } from '../core/decider';
import type { Failure } from '../core/failures';
import { SubscriptionFailures } from '../subscriptions/failures';
import { canUpload, type SubscriptionTier } from '../subscriptions/tiers';
import { changedClaimable, keepClaimed, sameValue } from './claims';
import type { CatalogueEvent, ClaimableField, ClothFields } from './events';
import { CatalogueFailures } from './failures';
import { photoFailure } from './photos';
import { effectivePrice, priceFailure } from './price';
import { backInStock, stockFailure } from './stock';

interface ClothEntry {
  visible: boolean;
  /** The stream revision of the event that last changed this cloth: its ETag. */
  revision: number;
  /** What it costs now, to tell a price drop. */
  price: number;
  currency: string;
  /** What the brand last said about it (visibility included): an update that says the same appends nothing, and its stock tells what came back. */
  fields: ClothFields;
  /** The fields of an imported cloth the brand made its own by hand: an import leaves them be (claims.ts). */
  claimed: ReadonlySet<ClaimableField>;
}

export interface CatalogueState {
  /** The stream's revision: -1 before the first event. */
  revision: number;
  /** Owned by the fold: evolve adds to it in place, so folding a long catalogue stays linear. */
  clothes: Map<string, ClothEntry>;
  /** Clothes the brand removed (owned by the fold too): an import does not bring them back. */
  removed: Set<string>;
}

/**
 * Who changes a cloth, for its fields of an imported cloth (claims.ts): `origin: 'import'` is the importer, which
 * leaves the fields the brand claimed as they are; otherwise it is the brand (or an admin), whose edit applies whole
 * and, with `claims`, makes the claimable fields it changes the brand's (the api says so for imported clothes).
 */
export interface Edit {
  origin?: 'import';
  claims?: boolean;
}

/** `ifMatch` is the cloth revision the editor read (If-Match), or null when the client sent none. */
export type CatalogueCommand =
  /** `tier`: the plan the brand uploads under, null when its subscription is not in good standing. */
  | { type: 'AddCloth'; brandId: string; clothId: string; fields: ClothFields; tier: SubscriptionTier | null; now: string }
  | ({ type: 'UpdateCloth'; brandId: string; clothId: string; fields: ClothFields; ifMatch: number | null; now: string } & Edit)
  | ({ type: 'SetClothVisibility'; brandId: string; clothId: string; visible: boolean; ifMatch: number | null; now: string } & Edit)
  /** "Follow the shop again": the brand's claim on these fields ends, and the next import writes them. */
  | { type: 'ReleaseClothFields'; brandId: string; clothId: string; fields: ClaimableField[]; now: string }
  | { type: 'RemoveCloth'; brandId: string; clothId: string; ifMatch: number | null; now: string };

function existing(state: CatalogueState, clothId: string, ifMatch: number | null): ClothEntry | Failure {
  const cloth = state.clothes.get(clothId);
  if (!cloth) return CatalogueFailures.clothNotFound();
  if (ifMatch !== null && ifMatch !== cloth.revision) return CatalogueFailures.staleRevision();
  return cloth;
}

const isEntry = (value: ClothEntry | Failure): value is ClothEntry => !('kind' in value);

const same = sameValue;

function decide(command: CatalogueCommand, state: CatalogueState): CatalogueEvent[] | Failure {
  const { brandId, clothId, now } = command;
  switch (command.type) {
    case 'AddCloth': {
      if (state.clothes.has(clothId)) throw new Error('A new cloth id was reused');
      if (command.tier === null) return SubscriptionFailures.inactiveUploads();
      if (!canUpload(command.tier, state.clothes.size)) return CatalogueFailures.uploadLimitReached();
      const refused = priceFailure(command.fields) ?? stockFailure(command.fields) ?? photoFailure(command.fields);
      if (refused) return refused;
      return [{ type: 'ClothAdded', data: { brandId, clothId, ...command.fields, addedAt: now } }];
    }
    case 'UpdateCloth': {
      const cloth = existing(state, clothId, command.ifMatch);
      if (!isEntry(cloth)) return cloth;
      // An import leaves the brand's own fields as the brand set them.
      const fields = command.origin === 'import' ? keepClaimed(command.fields, cloth.fields, cloth.claimed) : command.fields;
      const refused = priceFailure(fields) ?? stockFailure(fields) ?? photoFailure(fields);
      if (refused) return refused;
      // Saying again what the cloth already says changes nothing: a second import of an unchanged shop appends nothing.
      if (same(fields, cloth.fields)) return [];
      const events: CatalogueEvent[] = [{ type: 'ClothUpdated', data: { brandId, clothId, ...fields, updatedAt: now } }];
      const price = effectivePrice(fields);
      // Another currency is another price, not a cheaper one.
      if (fields.currency === cloth.currency && price < cloth.price) {
        events.push({ type: 'ClothPriceDropped', data: { brandId, clothId, from: cloth.price, to: price, currency: cloth.currency, at: now } });
      }
      const back = backInStock(cloth.fields, fields);
      if (back) events.push({ type: 'ClothBackInStock', data: { brandId, clothId, ...back, at: now } });
      const claimed = command.origin !== 'import' && command.claims ? changedClaimable(cloth.fields, fields).filter((field) => !cloth.claimed.has(field)) : [];
      if (claimed.length > 0) events.push({ type: 'ClothFieldsClaimed', data: { brandId, clothId, fields: claimed, at: now } });
      return events;
    }
    case 'SetClothVisibility': {
      const cloth = existing(state, clothId, command.ifMatch);
      if (!isEntry(cloth)) return cloth;
      if (cloth.visible === command.visible) return [];
      const refused = photoFailure({ visible: command.visible, images: cloth.fields.images });
      if (refused) return refused;
      // The brand chose whether it shows: the importer neither hides it nor shows it again.
      if (command.origin === 'import' && cloth.claimed.has('visible')) return [];
      const events: CatalogueEvent[] = [{ type: 'ClothVisibilitySet', data: { brandId, clothId, visible: command.visible, setAt: now } }];
      if (command.origin !== 'import' && command.claims && !cloth.claimed.has('visible'))
        events.push({ type: 'ClothFieldsClaimed', data: { brandId, clothId, fields: ['visible'], at: now } });
      return events;
    }
    case 'ReleaseClothFields': {
      const cloth = existing(state, clothId, null);
      if (!isEntry(cloth)) return cloth;
      const released = command.fields.filter((field, at) => cloth.claimed.has(field) && command.fields.indexOf(field) === at);
      return released.length > 0 ? [{ type: 'ClothFieldsReleased', data: { brandId, clothId, fields: released, at: now } }] : [];
    }
    case 'RemoveCloth': {
      const cloth = existing(state, clothId, command.ifMatch);
      if (!isEntry(cloth)) return cloth;
      return [{ type: 'ClothRemoved', data: { brandId, clothId, removedAt: now } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

const NO_CLAIMS: ReadonlySet<ClaimableField> = new Set();

function evolve(state: CatalogueState, event: CatalogueEvent): CatalogueState {
  const revision = state.revision + 1;
  const { clothes } = state;
  switch (event.type) {
    case 'ClothAdded':
    case 'ClothUpdated': {
      const {
        brandId: _brandId,
        clothId,
        addedAt: _addedAt,
        updatedAt: _updatedAt,
        ...fields
      } = event.data as typeof event.data & { addedAt?: string; updatedAt?: string };
      const claimed = event.type === 'ClothUpdated' ? (clothes.get(clothId)?.claimed ?? NO_CLAIMS) : NO_CLAIMS;
      clothes.set(clothId, { visible: fields.visible, revision, price: effectivePrice(fields), currency: fields.currency, fields, claimed });
      state.removed.delete(clothId);
      break;
    }
    case 'ClothFieldsClaimed':
    case 'ClothFieldsReleased': {
      // Beside an edit or on their own, they change whose fields are whose, not the cloth: its revision (ETag) stays.
      const cloth = clothes.get(event.data.clothId);
      if (!cloth) break;
      const claimed = new Set(cloth.claimed);
      for (const field of event.data.fields) {
        if (event.type === 'ClothFieldsClaimed') claimed.add(field);
        else claimed.delete(field);
      }
      clothes.set(event.data.clothId, { ...cloth, claimed });
      break;
    }
    case 'ClothVisibilitySet': {
      const cloth = clothes.get(event.data.clothId);
      if (cloth) clothes.set(event.data.clothId, { ...cloth, visible: event.data.visible, revision, fields: { ...cloth.fields, visible: event.data.visible } });
      break;
    }
    case 'ClothPriceDropped':
    case 'ClothBackInStock':
      // Follow their ClothUpdated, which holds the new price and stock and is the cloth's revision (its ETag).
      break;
    case 'ClothRemoved':
      clothes.delete(event.data.clothId);
      state.removed.add(event.data.clothId);
      break;
    default: {
      const unknown: never = event;
      throw new Error(`Unknown event ${JSON.stringify(unknown)}`);
    }
  }
  return { revision, clothes, removed: state.removed };
}

/** A brand's clothes: the tier's upload limit, the price, stock and photo rules, each cloth's revision for If-Match, price drops and what comes back in stock. */
export const catalogueDecider: Decider<CatalogueCommand, CatalogueEvent, CatalogueState> = {
  initialState: () => ({ revision: -1, clothes: new Map(), removed: new Set() }),
  evolve,
  decide,
};
