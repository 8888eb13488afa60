import type { TermKind } from '@vitrina/domain/taxonomy/events';
import type { Filter } from '@vitrina/infra/readstore/port';
import type { ApiContext } from '../context';

/** Which field of a cloth (catalogue read model) names a term of each kind; arrays match by any element. */
const CLOTH_FIELD: Record<TermKind, string> = {
  type: 'typeId',
  category: 'categoryId',
  event: 'eventIds',
  gender: 'gender',
  season: 'seasons',
  weather: 'weather',
};

/**
 * How many clothes use a term, read from the catalogue read model's `clothes`. Clothes live in the brands'
 * streams, so the taxonomy decider is told this count rather than reading it.
 */
export function clothesUsing(context: ApiContext, kind: TermKind, id: string): Promise<number> {
  const filter: Filter = { [CLOTH_FIELD[kind]]: id };
  return context.readModels.collection('clothes').count(filter);
}
