import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Language } from '@vitrina/domain/core/languages';
import { useIntl } from 'react-intl';
import { ClothSummary } from '@vitrina/contract/catalogue';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session/session';
import { favouriteKeys } from './favouriteKeys';

export const FAVOURITE_TYPES = ['cloth', 'magazine'] as const;
export type FavouriteType = (typeof FAVOURITE_TYPES)[number];

const Localized = z.record(z.string(), z.string());

/** What the popover needs of a magazine entry; the magazine feature owns the full shape. */
export const MagazineSummary = z.object({
  id: z.string(),
  brand: z.object({ id: z.string(), name: z.string() }),
  description: z.string(),
  contentType: z.enum(['image', 'video']),
  media: z.object({ url: z.string(), posterUrl: z.nullable(z.string()) }),
  url: z.nullable(z.string()),
  /** The clothes it features that readers may see. */
  clothes: z.optional(z.array(ClothSummary)),
});
export type MagazineSummary = z.infer<typeof MagazineSummary>;

const common = {
  id: z.string(),
  recommended: z.boolean(),
  review: z.nullable(Localized),
  reviewText: z.nullable(z.string()),
  addedAt: z.string(),
};

export const Favourite = z.discriminatedUnion('type', [
  z.object({ ...common, type: z.literal('cloth'), item: z.nullable(ClothSummary) }),
  z.object({ ...common, type: z.literal('magazine'), item: z.nullable(MagazineSummary) }),
]);
/** `pending` marks an entry the app added before the server answered: the popover waits for its item. */
export type Favourite = z.infer<typeof Favourite> & { pending?: true };
export type ClothFavourite = Extract<Favourite, { type: 'cloth' }>;
export type MagazineFavourite = Extract<Favourite, { type: 'magazine' }>;

const Favourites = z.array(Favourite);

/** GET /favorites: the signed-in user's favourites, newest first, each with what lists show of it. */
export async function getFavourites(signal?: AbortSignal): Promise<Favourite[]> {
  return Favourites.parse(await api.get('favorites', signal ? { signal } : {}));
}

export function favouritesQueryOptions(user: string, language: Language) {
  return queryOptions({ queryKey: favouriteKeys.list(user, language), queryFn: ({ signal }) => getFavourites(signal) });
}

/** The one cache every heart button and the popover read, so they always agree. Guests have none. */
export function useFavourites() {
  const language = useIntl().locale as Language;
  const { session } = useSession();
  const user = session?.user ?? '';
  return useQuery({ ...favouritesQueryOptions(user, language), enabled: session !== null });
}

export function isSame(entry: { id: string; type: FavouriteType }, id: string, type: FavouriteType): boolean {
  return entry.id === id && entry.type === type;
}
