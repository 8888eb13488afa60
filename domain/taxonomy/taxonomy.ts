import type { Decider } from '../core/decider';
import { failure, isFailure, type Failure } from '../core/failures';
import type { TaxonomyEvent, TermAdded, TermKind, TermNames, TermSynonyms } from './events';
import { keptSynonyms, sameSynonyms } from './synonyms';

export interface Term {
  kind: TermKind;
  id: string;
  names: TermNames;
  typeId?: string;
  synonyms?: TermSynonyms;
}

export interface TaxonomyState {
  /** By `${kind}:${id}`. */
  terms: Readonly<Record<string, Term>>;
  /** The highest numeric type id ever used, so a removed type's id is never handed to a new one. */
  lastTypeNumber: number;
}

export type TaxonomyCommand =
  | { type: 'AddTerm'; kind: TermKind; id?: string; names: TermNames; typeId?: string }
  | { type: 'RenameTerm'; kind: TermKind; id: string; names: TermNames }
  /** `clothesUsing` is read by the caller from the catalogue read model (clothes live in other streams). */
  | { type: 'RemoveTerm'; kind: TermKind; id: string; clothesUsing: number }
  /** Adds whichever of these terms are missing (the starting taxonomy); existing ones are left as they are. */
  | { type: 'SeedTaxonomy'; terms: readonly TermAdded[] }
  /** The admin's synonyms of a term, replacing the ones it had. */
  | { type: 'SetSynonyms'; kind: TermKind; id: string; synonyms: TermSynonyms };

export type TaxonomyFailureCode = 'TERM_EXISTS' | 'TERM_NOT_FOUND' | 'UNKNOWN_TYPE' | 'TERM_IN_USE' | 'INVALID_SYNONYMS';

export const termKey = (kind: TermKind, id: string) => `${kind}:${id}`;

function termOf(state: TaxonomyState, kind: TermKind, id: string): Term | undefined {
  return state.terms[termKey(kind, id)];
}

/** An id from the Spanish name ("Zapatos de vestir" → "zapatos-de-vestir"), made unique with a -2, -3... suffix. */
export function slugId(state: TaxonomyState, kind: TermKind, names: TermNames): string {
  const base =
    names.es
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 34)
      .replace(/-+$/, '') || kind;
  if (!termOf(state, kind, base)) return base;
  for (let n = 2; ; n++) if (!termOf(state, kind, `${base}-${n}`)) return `${base}-${n}`;
}

function added(state: TaxonomyState, command: Extract<TaxonomyCommand, { type: 'AddTerm' }>): TermAdded | Failure<TaxonomyFailureCode> {
  const { kind, names } = command;
  if (command.id !== undefined && termOf(state, kind, command.id)) return failure('TERM_EXISTS', `A ${kind} with id ${command.id} already exists.`);
  const id = command.id ?? (kind === 'type' ? String(state.lastTypeNumber + 1) : slugId(state, kind, names));
  if (kind !== 'category') return { kind, id, names };
  if (!command.typeId || !termOf(state, 'type', command.typeId)) return failure('UNKNOWN_TYPE', 'The category’s type does not exist.');
  return { kind, id, names, typeId: command.typeId };
}

function removal(state: TaxonomyState, command: Extract<TaxonomyCommand, { type: 'RemoveTerm' }>): TaxonomyEvent[] | Failure<TaxonomyFailureCode> {
  const { kind, id } = command;
  if (!termOf(state, kind, id)) return failure('TERM_NOT_FOUND', `No ${kind} with id ${id}.`);
  if (command.clothesUsing > 0) return failure('TERM_IN_USE', `This is still used by ${command.clothesUsing} clothes; move them first.`);
  if (kind === 'type') {
    const categories = Object.values(state.terms).filter((term) => term.kind === 'category' && term.typeId === id).length;
    if (categories > 0) return failure('TERM_IN_USE', `This is still used by ${categories} categories; move them first.`);
  }
  return [{ type: 'TaxonomyTermRemoved', data: { kind, id } }];
}

const sameNames = (a: TermNames, b: TermNames) => (['es', 'en', 'it', 'fr'] as const).every((language) => a[language] === b[language]);

function synonymsSet(state: TaxonomyState, command: Extract<TaxonomyCommand, { type: 'SetSynonyms' }>): TaxonomyEvent[] | Failure<TaxonomyFailureCode> {
  const { kind, id } = command;
  const term = termOf(state, kind, id);
  if (!term) return failure('TERM_NOT_FOUND', `No ${kind} with id ${id}.`);
  const synonyms = keptSynonyms(command.synonyms);
  if (isFailure(synonyms)) return synonyms;
  if (sameSynonyms(term.synonyms ?? {}, synonyms)) return [];
  return [{ type: 'TaxonomySynonymsSet', data: { kind, id, synonyms } }];
}

function evolve(state: TaxonomyState, event: TaxonomyEvent): TaxonomyState {
  const { kind, id } = event.data;
  const key = termKey(kind, id);
  switch (event.type) {
    case 'TaxonomyTermAdded': {
      const numeric = kind === 'type' && /^\d{1,9}$/.test(id) ? Number(id) : 0;
      return { terms: { ...state.terms, [key]: { ...event.data } }, lastTypeNumber: Math.max(state.lastTypeNumber, numeric) };
    }
    case 'TaxonomyTermRenamed': {
      const term = state.terms[key];
      return term ? { ...state, terms: { ...state.terms, [key]: { ...term, names: event.data.names } } } : state;
    }
    case 'TaxonomyTermRemoved': {
      const { [key]: _removed, ...terms } = state.terms;
      return { ...state, terms };
    }
    case 'TaxonomySynonymsSet': {
      const term = state.terms[key];
      return term ? { ...state, terms: { ...state.terms, [key]: { ...term, synonyms: event.data.synonyms } } } : state;
    }
  }
}

export const taxonomyDecider: Decider<TaxonomyCommand, TaxonomyEvent, TaxonomyState, TaxonomyFailureCode> = {
  initialState: () => ({ terms: {}, lastTypeNumber: 0 }),
  evolve,
  decide: (command, state) => {
    switch (command.type) {
      case 'AddTerm': {
        const data = added(state, command);
        return isFailure(data) ? data : [{ type: 'TaxonomyTermAdded', data }];
      }
      case 'RenameTerm': {
        const term = termOf(state, command.kind, command.id);
        if (!term) return failure('TERM_NOT_FOUND', `No ${command.kind} with id ${command.id}.`);
        if (sameNames(term.names, command.names)) return [];
        return [{ type: 'TaxonomyTermRenamed', data: { kind: command.kind, id: command.id, names: command.names } }];
      }
      case 'RemoveTerm':
        return removal(state, command);
      case 'SetSynonyms':
        return synonymsSet(state, command);
      case 'SeedTaxonomy': {
        const events: TaxonomyEvent[] = [];
        let current = state;
        for (const term of command.terms) {
          if (termOf(current, term.kind, term.id)) continue;
          // A category whose type is gone stays out rather than failing the whole seed.
          if (term.kind === 'category' && (!term.typeId || !termOf(current, 'type', term.typeId))) continue;
          const event: TaxonomyEvent = { type: 'TaxonomyTermAdded', data: term };
          events.push(event);
          current = evolve(current, event);
        }
        return events;
      }
    }
  },
};
