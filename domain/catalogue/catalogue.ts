import type { Decider } from '../core/decider';
import type { Failure } from '../core/failures';
import { SubscriptionFailures } from '../subscriptions/failures';
import { canUpload, type SubscriptionTier } from '../subscriptions/tiers';
import type { CatalogueEvent, ClothFields } from './events';
import { CatalogueFailures } from './failures';
import { effectivePrice, priceFailure } from './price';

interface ClothEntry {
  visible: boolean;
  /** The stream revision of the event that last changed this cloth: its ETag. */
  revision: number;
  /** What it costs now, to tell a price drop. */
  price: number;
  currency: string;
}

export interface CatalogueState {
  /** The stream's revision: -1 before the first event. */
  revision: number;
  /** Owned by the fold: evolve adds to it in place, so folding a long catalogue stays linear. */
  clothes: Map<string, ClothEntry>;
}

/** `ifMatch` is the cloth revision the editor read (If-Match), or null when the client sent none. */
export type CatalogueCommand =
  /** `tier`: the plan the brand uploads under, null when its subscription is not in good standing. */
  | { type: 'AddCloth'; brandId: string; clothId: string; fields: ClothFields; tier: SubscriptionTier | null; now: string }
  | { type: 'UpdateCloth'; brandId: string; clothId: string; fields: ClothFields; ifMatch: number | null; now: string }
  | { type: 'SetClothVisibility'; brandId: string; clothId: string; visible: boolean; ifMatch: number | null; now: string }
  | { type: 'RemoveCloth'; brandId: string; clothId: string; ifMatch: number | null; now: string };

function existing(state: CatalogueState, clothId: string, ifMatch: number | null): ClothEntry | Failure {
  const cloth = state.clothes.get(clothId);
  if (!cloth) return CatalogueFailures.clothNotFound();
  if (ifMatch !== null && ifMatch !== cloth.revision) return CatalogueFailures.staleRevision();
  return cloth;
}

const isEntry = (value: ClothEntry | Failure): value is ClothEntry => !('kind' in value);

function decide(command: CatalogueCommand, state: CatalogueState): CatalogueEvent[] | Failure {
  const { brandId, clothId, now } = command;
  switch (command.type) {
    case 'AddCloth': {
      if (state.clothes.has(clothId)) throw new Error('A new cloth id was reused');
      if (command.tier === null) return SubscriptionFailures.inactiveUploads();
      if (!canUpload(command.tier, state.clothes.size)) return CatalogueFailures.uploadLimitReached();
      const refused = priceFailure(command.fields);
      if (refused) return refused;
      return [{ type: 'ClothAdded', data: { brandId, clothId, ...command.fields, addedAt: now } }];
    }
    case 'UpdateCloth': {
      const cloth = existing(state, clothId, command.ifMatch);
      if (!isEntry(cloth)) return cloth;
      const refused = priceFailure(command.fields);
      if (refused) return refused;
      const updated: CatalogueEvent = { type: 'ClothUpdated', data: { brandId, clothId, ...command.fields, updatedAt: now } };
      const price = effectivePrice(command.fields);
      // Another currency is another price, not a cheaper one.
      if (command.fields.currency !== cloth.currency || price >= cloth.price) return [updated];
      return [updated, { type: 'ClothPriceDropped', data: { brandId, clothId, from: cloth.price, to: price, currency: cloth.currency, at: now } }];
    }
    case 'SetClothVisibility': {
      const cloth = existing(state, clothId, command.ifMatch);
      if (!isEntry(cloth)) return cloth;
      if (cloth.visible === command.visible) return [];
      return [{ type: 'ClothVisibilitySet', data: { brandId, clothId, visible: command.visible, setAt: now } }];
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

function evolve(state: CatalogueState, event: CatalogueEvent): CatalogueState {
  const revision = state.revision + 1;
  const { clothes } = state;
  switch (event.type) {
    case 'ClothAdded':
    case 'ClothUpdated':
      clothes.set(event.data.clothId, { visible: event.data.visible, revision, price: effectivePrice(event.data), currency: event.data.currency });
      break;
    case 'ClothVisibilitySet': {
      const cloth = clothes.get(event.data.clothId);
      if (cloth) clothes.set(event.data.clothId, { ...cloth, visible: event.data.visible, revision });
      break;
    }
    case 'ClothPriceDropped':
      // Follows its ClothUpdated, which holds the new price and is the cloth's revision (its ETag).
      break;
    case 'ClothRemoved':
      clothes.delete(event.data.clothId);
      break;
    default: {
      const unknown: never = event;
      throw new Error(`Unknown event ${JSON.stringify(unknown)}`);
    }
  }
  return { revision, clothes };
}

/** A brand's clothes: the tier's upload limit, the price rules and each cloth's revision for If-Match. */
export const catalogueDecider: Decider<CatalogueCommand, CatalogueEvent, CatalogueState> = {
  initialState: () => ({ revision: -1, clothes: new Map() }),
  evolve,
  decide,
};
