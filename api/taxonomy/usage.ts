import { isFailure } from '@vitrina/domain/core/failures';
import type { TermKind } from '@vitrina/domain/taxonomy/events';
import { taxonomyDecider } from '@vitrina/domain/taxonomy/taxonomy';
import type { Filter } from '@vitrina/infra/readstore/port';
import type { ApiContext } from '../context';
import { HttpError } from '../http/errors';

/** Which field of a cloth (catalogue read model) names a term of each kind; arrays match by any element. */
const CLOTH_FIELD: Record<TermKind, string> = {
  type: 'typeId',
  category: 'categoryId',
  event: 'eventIds',
  gender: 'gender',
  season: 'seasons',
  weather: 'weather',
  color: 'colors',
  style: 'style',
  material: 'materials',
};

/**
 * How many clothes use a term, read from the catalogue read model's `clothes`. Clothes live in the brands'
 * streams, so the taxonomy decider is told this count rather than reading it.
 */
export function clothesUsing(context: ApiContext, kind: TermKind, id: string): Promise<number> {
  const filter: Filter = { [CLOTH_FIELD[kind]]: id };
  return context.readModels.collection('clothes').count(filter);
}

/** Who still uses a term a removal was refused for: the count rides beside the message, not inside it. */
export type TermUses = { uses: number; usedBy: 'clothes' | 'categories' };

/**
 * The taxonomy decider as the api runs it: a removal refused with TERM_IN_USE becomes a 409 that carries
 * `uses` and `usedBy` as fields, counted from the very state the decision saw, so a client never has to read a
 * number out of the English message. Every other decision passes through as it is.
 */
export const taxonomyApiDecider: typeof taxonomyDecider = {
  ...taxonomyDecider,
  decide: (command, state) => {
    const decision = taxonomyDecider.decide(command, state);
    if (command.type !== 'RemoveTerm' || !isFailure(decision) || decision.code !== 'TERM_IN_USE') return decision;
    const details: TermUses =
      command.clothesUsing > 0
        ? { uses: command.clothesUsing, usedBy: 'clothes' }
        : { uses: Object.values(state.terms).filter((term) => term.kind === 'category' && term.typeId === command.id).length, usedBy: 'categories' };
    throw new HttpError(409, decision.code, decision.message, details);
  },
};
