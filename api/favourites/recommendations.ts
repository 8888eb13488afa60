import { isInfluencer } from '@vitrina/domain/accounts/roles';
import { localize, type Language } from '@vitrina/domain/core/languages';
import type { FavouriteDoc } from '@vitrina/projector/favourites';
import type { UserDoc } from '@vitrina/projector/users';
import { clothesById } from '../catalogue/lookup';
import { clothSummary } from '../catalogue/views';
import type { ApiContext } from '../context';

/** How far down the recommendations a request looks for visible ones before it answers with fewer. */
const MAX_SCANNED = 2_000;

/** "First Last", or the username for someone who gave no name. */
export function displayName(user: Pick<UserDoc, 'username' | 'firstName' | 'lastName'>): string {
  return (
    [user.firstName, user.lastName]
      .filter((part) => part?.trim())
      .join(' ')
      .trim() || user.username
  );
}

/**
 * "What influencers wear": the newest recommendations of visible clothes by people who still are influencers (or
 * admins) and active, one row per influencer and cloth, which is one favourite document each; with `clothId`, of
 * that cloth only.
 */
export async function recommendations(context: ApiContext, limit: number, language: Language, clothId?: string) {
  const favourites = context.readModels.collection<FavouriteDoc>('favourites');
  const page = Math.max(limit * 2, 24);
  const items = [];
  for (let skip = 0; items.length < limit && skip < MAX_SCANNED; skip += page) {
    const docs = await favourites.find(
      { recommended: true, ...(clothId ? { itemId: clothId, type: 'cloth' } : {}) },
      { sort: { recommendedAt: -1 }, skip, limit: page },
    );
    if (docs.length === 0) break;
    const [clothById, users] = await Promise.all([
      clothesById(
        context,
        docs.map((doc) => doc.itemId),
        { publicOnly: true },
      ),
      context.readModels.collection<UserDoc>('users').find({ _id: { $in: [...new Set(docs.map((doc) => doc.userId))] } }),
    ]);
    const userById = new Map(users.map((doc) => [doc._id, doc]));
    for (const doc of docs) {
      const cloth = clothById.get(doc.itemId);
      const user = userById.get(doc.userId);
      if (!cloth || !user || !user.active || !isInfluencer(user.type) || !doc.review) continue;
      items.push({
        cloth: clothSummary(cloth, language),
        influencer: { id: user._id, username: user.username, name: displayName(user) },
        review: localize(doc.review, language),
        recommendedAt: doc.recommendedAt,
      });
      if (items.length === limit) break;
    }
    if (docs.length < page) break;
  }
  return items;
}
