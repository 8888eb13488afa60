import { queryOptions, useQuery } from '@tanstack/react-query';
import { SiteImages } from '@vitrina/contract/resources';
import { api } from '../../../lib/api';

export const resourceKeys = {
  all: ['resources'] as const,
  images: () => [...resourceKeys.all, 'images'] as const,
};

export async function getImages(signal?: AbortSignal): Promise<SiteImages> {
  return SiteImages.parse(await api.get('resources/get-images/', signal ? { signal } : {}));
}

export const imagesQueryOptions = () =>
  queryOptions({
    queryKey: resourceKeys.images(),
    queryFn: ({ signal }) => getImages(signal),
    staleTime: 60 * 60_000,
  });

/** The banner's image URL, or undefined until the api answers. */
export function useBannerUrl(): string | undefined {
  return useQuery(imagesQueryOptions()).data?.banner.url;
}
