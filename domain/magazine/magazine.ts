import type { Decider } from '../core/decider';
import type { Failure } from '../core/failures';
import { LANGUAGES } from '../core/languages';
import type { MagazineEntryFields, MagazineEvent } from './events';
import { MagazineFailures } from './failures';

export interface MagazineState {
  /** Owned by the fold: evolve changes it in place, so folding a long magazine stays linear. */
  entries: Map<string, MagazineEntryFields>;
}

export type MagazineCommand =
  | { type: 'PublishEntry'; brandId: string; entryId: string; fields: MagazineEntryFields; now: string }
  | { type: 'EditEntry'; brandId: string; entryId: string; fields: MagazineEntryFields; now: string }
  | { type: 'DeleteEntry'; brandId: string; entryId: string; now: string };

function sameFields(a: MagazineEntryFields, b: MagazineEntryFields): boolean {
  return (
    a.contentType === b.contentType &&
    a.media === b.media &&
    a.posterName === b.posterName &&
    a.url === b.url &&
    (a.clothIds ?? []).join() === (b.clothIds ?? []).join() &&
    LANGUAGES.every((language) => a.descriptions[language] === b.descriptions[language])
  );
}

function decide(command: MagazineCommand, state: MagazineState): MagazineEvent[] | Failure {
  const { brandId, entryId, now } = command;
  if (command.type === 'PublishEntry') {
    if (state.entries.has(entryId)) throw new Error('A new magazine entry id was reused');
    return [{ type: 'MagazineEntryPublished', data: { entryId, brandId, ...command.fields, at: now } }];
  }
  // An entry of another brand is not in this stream: it is answered as missing, like a deleted one.
  const entry = state.entries.get(entryId);
  if (!entry) return MagazineFailures.entryNotFound();
  switch (command.type) {
    case 'EditEntry':
      if (sameFields(entry, command.fields)) return [];
      return [{ type: 'MagazineEntryEdited', data: { entryId, brandId, ...command.fields, at: now } }];
    case 'DeleteEntry':
      return [{ type: 'MagazineEntryDeleted', data: { entryId, brandId, at: now } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

function evolve(state: MagazineState, event: MagazineEvent): MagazineState {
  switch (event.type) {
    case 'MagazineEntryPublished':
    case 'MagazineEntryEdited': {
      const { descriptions, contentType, media, posterName, url, clothIds } = event.data;
      state.entries.set(event.data.entryId, { descriptions, contentType, media, posterName, url, ...(clothIds ? { clothIds } : {}) });
      break;
    }
    case 'MagazineEntryDeleted':
      state.entries.delete(event.data.entryId);
      break;
    default: {
      const unknown: never = event;
      throw new Error(`Unknown event ${JSON.stringify(unknown)}`);
    }
  }
  return state;
}

/** A brand's magazine: entries are published, edited with the whole new set of fields, and deleted. */
export const magazineDecider: Decider<MagazineCommand, MagazineEvent, MagazineState> = {
  initialState: () => ({ entries: new Map() }),
  evolve,
  decide,
};
