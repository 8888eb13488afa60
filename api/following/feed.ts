import { isInfluencer } from '@vitrina/domain/accounts/roles';
import type { Language } from '@vitrina/domain/core/languages';
import { newestFirst, type NewsEntry } from '@vitrina/domain/following/news';
import { PUBLIC_CLOTHES, type BrandDoc, type ClothDoc } from '@vitrina/projector/catalogue';
import type { FavouriteDoc } from '@vitrina/projector/favourites';
import type { FollowDoc, ReturnDoc, SavedSearchDoc } from '@vitrina/projector/following';
import type { UserDoc } from '@vitrina/projector/users';
import { clothesById } from '../catalogue/lookup';
import { clothSummary } from '../catalogue/views';
import type { ApiContext } from '../context';
import { newestMatches, searchLabel } from './saved-searches';

/** How far back "New for you" looks. */
export const FEED_DAYS = 30;
/** The most a feed holds: a month of a few followed brands, more than anyone scrolls. */
export const FEED_MAX = 200;
const DAY = 24 * 3600_000;

/**
 * What is new for a person, newest first, one entry per cloth (its first reason by time wins): the public clothes
 * their followed brands added in the last FEED_DAYS, what their followed influencers recommended, and the clothes
 * added since each saved search was saved that it matches. Read at request time from the read models and the
 * search index, so nothing fans out to followers on a write.
 */
export async function feedFor(context: ApiContext, userId: string, language: Language): Promise<NewsEntry[]> {
  const since = new Date(context.now().getTime() - FEED_DAYS * DAY).toISOString();
  const [follows, searches] = await Promise.all([
    context.readModels.collection<FollowDoc>('follows').find({ userId }),
    context.readModels.collection<SavedSearchDoc>('savedSearches').find({ userId }),
  ]);
  const brandFollows = new Map(follows.filter((doc) => doc.kind === 'brand').map((doc) => [doc.targetId, doc]));
  const influencerFollows = new Map(follows.filter((doc) => doc.kind === 'influencer').map((doc) => [doc.targetId, doc]));
  const entries: NewsEntry[] = [];

  const fromBrands = async () => {
    if (brandFollows.size === 0) return;
    const [clothes, brands] = await Promise.all([
      context.readModels
        .collection<ClothDoc>('clothes')
        .find({ brandId: { $in: [...brandFollows.keys()] }, ...PUBLIC_CLOTHES, createdAt: { $gt: since } }, { sort: { createdAt: -1 }, limit: FEED_MAX }),
      context.readModels.collection<BrandDoc>('brands').find({ _id: { $in: [...brandFollows.keys()] } }),
    ]);
    const names = new Map(brands.map((brand) => [brand._id, brand.brand]));
    for (const cloth of clothes) {
      entries.push({
        clothId: cloth._id,
        at: cloth.createdAt,
        since: brandFollows.get(cloth.brandId)!.at,
        reason: { kind: 'brand', brandId: cloth.brandId, name: names.get(cloth.brandId) ?? cloth.brandName },
      });
    }
  };

  const fromInfluencers = async () => {
    if (influencerFollows.size === 0) return;
    const ids = [...influencerFollows.keys()];
    const [recommended, people] = await Promise.all([
      context.readModels
        .collection<FavouriteDoc>('favourites')
        .find({ userId: { $in: ids }, recommended: true, recommendedAt: { $gt: since } }, { sort: { recommendedAt: -1 }, limit: FEED_MAX }),
      context.readModels.collection<UserDoc>('users').find({ _id: { $in: ids } }),
    ]);
    const byId = new Map(people.filter((person) => person.active && isInfluencer(person.type)).map((person) => [person._id, person]));
    for (const doc of recommended) {
      const person = byId.get(doc.userId);
      if (!person || !doc.recommendedAt) continue;
      entries.push({
        clothId: doc.itemId,
        at: doc.recommendedAt,
        since: influencerFollows.get(doc.userId)!.at,
        reason: { kind: 'influencer', userId: person._id, username: person.username },
      });
    }
  };

  const fromSearches = async () => {
    await Promise.all(
      searches.map(async (saved) => {
        const after = saved.savedAt > since ? saved.savedAt : since;
        const matches = (await newestMatches(context, saved.search, language)).filter((match) => match.createdAt > after);
        if (matches.length === 0) return;
        const label = await searchLabel(context, saved.search, language);
        for (const match of matches)
          entries.push({ clothId: match.clothId, at: match.createdAt, since: saved.savedAt, reason: { kind: 'search', searchId: saved._id, label } });
      }),
    );
  };

  /** Their favourite clothes that came back (purchasable or shown again) since they kept them. */
  const fromFavourites = async () => {
    const favourites = await context.readModels.collection<FavouriteDoc>('favourites').find({ userId, type: 'cloth' }, { sort: { addedAt: -1 }, limit: 1_000 });
    if (favourites.length === 0) return;
    const returns = await context.readModels.collection<ReturnDoc>('returns').find({ _id: { $in: favourites.map((doc) => doc.itemId) }, at: { $gt: since } });
    const keptAt = new Map(favourites.map((doc) => [doc.itemId, doc.addedAt]));
    for (const back of returns) entries.push({ clothId: back._id, at: back.at, since: keptAt.get(back._id)!, reason: { kind: 'backInStock' } });
  };

  await Promise.all([fromBrands(), fromInfluencers(), fromSearches(), fromFavourites()]);
  return newestFirst(entries, FEED_MAX);
}

/** Feed entries as the api sends them: with their cloth's card, leaving out clothes no longer public (or sold out again, for a return). */
export async function feedItems(context: ApiContext, entries: readonly NewsEntry[], language: Language) {
  const clothes = await clothesById(
    context,
    entries.map((entry) => entry.clothId),
    { publicOnly: true },
  );
  return entries.flatMap((entry) => {
    const cloth = clothes.get(entry.clothId);
    if (entry.reason.kind === 'backInStock' && !cloth?.inStock) return [];
    return cloth ? [{ cloth: clothSummary(cloth, language), at: entry.at, reason: entry.reason }] : [];
  });
}
