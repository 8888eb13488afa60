import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Language } from '@vitrina/domain/core/languages';
import { useIntl } from 'react-intl';
import type { ClothSummary } from '@vitrina/contract/catalogue';
import { FavouriteView } from '@vitrina/contract/favourite-view';
import type { MagazineItem } from '@vitrina/contract/magazine';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session/session';
import { favouriteKeys } from './favouriteKeys';

export type FavouriteType = FavouriteView['type'];

type Common = Omit<FavouriteView, 'type' | 'item'>;
/** `pending` marks an entry the app added before the server answered: the popover waits for its item. */
export type Favourite = ((Common & { type: 'cloth'; item: ClothSummary | null }) | (Common & { type: 'magazine'; item: MagazineItem | null })) & {
  pending?: true;
};
export type ClothFavourite = Extract<Favourite, { type: 'cloth' }>;
export type MagazineFavourite = Extract<Favourite, { type: 'magazine' }>;

/**
 * The contract's favourite holds a cloth or an entry, whichever its type says (api/favourites/views.ts): each is
 * told apart by what it holds, so the lists read a cloth's fields only on a cloth.
 */
function favouriteOf({ item, ...view }: FavouriteView): Favourite {
  if (view.type === 'cloth') return { ...view, type: 'cloth', item: item && 'price' in item ? item : null };
  return { ...view, type: 'magazine', item: item && 'contentType' in item ? item : null };
}

/** GET /favorites: the signed-in user's favourites, newest first, each with what lists show of it. */
export async function getFavourites(signal?: AbortSignal): Promise<Favourite[]> {
  const views = z.array(FavouriteView).parse(await api.get('favorites', signal ? { signal } : {}));
  return views.map(favouriteOf);
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
