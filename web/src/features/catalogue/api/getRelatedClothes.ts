import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@vitrina/domain/core/languages';
import { useIntl } from 'react-intl';
import { RelatedClothes, type ClothSummary } from '@vitrina/contract/catalogue';
import { api } from '../../../lib/api';
import { BROWSER_ONLY } from '../../../lib/browserOnly';
import { catalogueKeys } from './catalogueKeys';

export type RelatedKind = 'more-from-brand' | 'similar';
/** One row of cards: as many as a wide screen shows in one line. */
export const RELATED_LIMIT = 8;

/**
 * GET /clothes/:id/more-from-brand (its brand's other clothes, newest first) and GET /clothes/:id/similar (same type
 * and category, any brand, nearest price first): public clothes, never this one; anyone may read them.
 */
export async function getRelatedClothes(id: string, kind: RelatedKind, signal?: AbortSignal): Promise<ClothSummary[]> {
  const path = `clothes/${encodeURIComponent(id)}/${kind}?limit=${RELATED_LIMIT}`;
  return RelatedClothes.parse(await api.get(path, signal ? { signal } : {})).items;
}

export function useRelatedClothes(id: string, kind: RelatedKind, enabled = true) {
  const language = useIntl().locale as Language;
  return useQuery({
    ...queryOptions({ queryKey: catalogueKeys.related(id, kind, language), queryFn: ({ signal }) => getRelatedClothes(id, kind, signal) }),
    enabled,
    // Below the cloth itself.
    ...BROWSER_ONLY,
  });
}
