import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@vitrina/domain/core/languages';
import { useIntl } from 'react-intl';
import { NewsList } from '@vitrina/contract/news';
import { api } from '../../../lib/api';
import { newsKeys } from './newsKeys';

/** GET /news: the visible slides in their order, each with a cloth that can still be shown. */
export function useNewsSlides() {
  const language = useIntl().locale as Language;
  return useQuery(
    queryOptions({
      queryKey: newsKeys.carousel(language),
      queryFn: async ({ signal }) => NewsList.parse(await api.get('news', { signal })).items.filter((slide) => slide.cloth !== null),
      staleTime: 60_000,
    }),
  );
}
