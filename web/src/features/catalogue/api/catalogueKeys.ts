import { taxonomyKeys } from '../../../lib/taxonomy';

/** What the admin's clothes list is narrowed by; page counts from 1. */
export interface ClothListFilters {
  brandId: string | null;
  page: number;
  pageSize: number;
}

/**
 * One factory for every catalogue query, so an edit invalidates every list that shows it. Taxonomy names come
 * localized by the server, so the reader's language is part of their key.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  taxonomy: taxonomyKeys.language,
  taxonomies: () => taxonomyKeys.all,
  /** The admin's list of a kind's terms with their synonyms; under the taxonomy, so a rename or removal refreshes it. */
  synonymLists: () => [...taxonomyKeys.all, 'synonyms'] as const,
  synonymList: (kind: string, language: string) => [...catalogueKeys.synonymLists(), kind, language] as const,
  clothes: () => [...catalogueKeys.all, 'clothes'] as const,
  clothLists: () => [...catalogueKeys.clothes(), 'list'] as const,
  clothList: (filters: ClothListFilters) => [...catalogueKeys.clothLists(), filters] as const,
  cloth: (id: string) => [...catalogueKeys.clothes(), 'detail', id] as const,
  /** What a cloth's page shows below it: `more-from-brand`, `similar` or `reviews`, in the reader's language. */
  related: (id: string, kind: 'more-from-brand' | 'similar' | 'reviews', language: string) => [...catalogueKeys.cloth(id), kind, language] as const,
};
