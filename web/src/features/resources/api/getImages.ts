import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api } from '../../../lib/api';

export const SiteImages = z.object({
  banner: z.optional(z.object({ url: z.string().check(z.minLength(1)) })),
});
export type SiteImages = z.infer<typeof SiteImages>;

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

/** The banner's image URL, or undefined until (or unless) the api has one. */
export function useBannerUrl(): string | undefined {
  return useQuery(imagesQueryOptions()).data?.banner?.url;
}
