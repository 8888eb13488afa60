import { favouritesStream } from '@vitrina/domain/favourites/events';
import { favouritesDecider } from '@vitrina/domain/favourites/favourites';
import { runCommand } from '@vitrina/infra/eventstore/commands';
import { clothBody, signedInBrand } from './catalogue';
import type { Client, TestVitrina } from './vitrina';

/** A favourite as GET /favorites lists it. */
export interface Favourite {
  id: string;
  type: 'cloth' | 'magazine';
  recommended: boolean;
  review: Record<string, string> | null;
  reviewText: string | null;
  addedAt: string;
  item: null | { id: string; name?: string; description?: string; brand: { id: string; name: string } };
}

export interface Recommendation {
  cloth: { id: string; name: string };
  influencer: { id: string; username: string; name: string };
  review: string;
  recommendedAt: string;
}

/** A brand with the given clothes (names by key), made over HTTP; returns the brand's client and the cloth ids. */
export async function brandWithClothes<Key extends string>(vitrina: TestVitrina, names: Record<Key, Record<string, string>>) {
  const { client, brandId } = await signedInBrand(vitrina, 'PRO');
  const ids = {} as Record<Key, string>;
  for (const [key, localized] of Object.entries(names) as Array<[Key, Record<string, string>]>) {
    const created = await client.post<{ id: string }>('/admin/clothes', clothBody({ names: localized }));
    if (created.status !== 201) throw new Error(`could not create ${key}: ${JSON.stringify(created.body)}`);
    ids[key] = created.body.id;
  }
  return { brand: client, brandId, ids };
}

export const inLanguage = (client: Client, language: string) => ({
  get: <T>(path: string) => client.call<T>('GET', path, undefined, { 'Accept-Language': language }),
  post: <T>(path: string, body: unknown) => client.call<T>('POST', path, body, { 'Accept-Language': language }),
  put: <T>(path: string, body: unknown) => client.call<T>('PUT', path, body, { 'Accept-Language': language }),
});

export const removeFavourite = (client: Client, id: string, type: 'cloth' | 'magazine' = 'cloth') => client.call('DELETE', '/favorites', { id, type });

/** The types of a person's favourites stream, oldest first. */
export async function streamTypes(vitrina: TestVitrina, userId: string): Promise<string[]> {
  return (await vitrina.vitrina.runtime.eventStore.readStream(favouritesStream(userId))).map((event) => event.type);
}

/**
 * A favourite appended by the command itself, past the route: how an account whose email is not confirmed has
 * one (favourited before favourites needed a confirmed email), which the api no longer lets it add.
 */
export async function favouriteDirectly(vitrina: TestVitrina, userId: string, clothId: string): Promise<void> {
  const now = vitrina.vitrina.runtime.now();
  const { position } = await runCommand(
    vitrina.vitrina.runtime.eventStore,
    favouritesStream(userId),
    favouritesDecider,
    { type: 'AddFavourite', userId, itemId: clothId, itemType: 'cloth', now: now.toISOString() },
    { correlationId: 'test-earlier-favourite', actor: userId, now },
  );
  await vitrina.vitrina.runner!.waitFor(position!, ['favourites']);
}
