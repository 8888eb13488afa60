import { z } from 'zod';
import { CatalogueFailures } from '@vitrina/domain/catalogue/failures';
import { FailureError } from '@vitrina/domain/core/failures';
import type { Language } from '@vitrina/domain/core/languages';
import { isPublicCloth, PUBLIC_CLOTHES, type ClothDoc } from '@vitrina/projector/catalogue';
import { allow } from '../auth/policies';
import type { ApiContext } from '../context';
import { endpointOf, endpoints } from '../http/endpoints';
import { RelatedClothes } from './responses';
import { ClothParams } from './schemas';
import { clothSummary } from './views';

const RelatedQuery = z.object({ limit: z.coerce.number().int().min(1).max(24).default(8) }).strict();

/**
 * Of two lists each sorted by distance from `price` (those at or above it ascending, those below it descending),
 * the nearest `limit` in order: a merge, so a cheaper and a dearer neighbour alternate as they come.
 */
export function nearestByPrice(price: number, above: ClothDoc[], below: ClothDoc[], limit: number): ClothDoc[] {
  const nearest: ClothDoc[] = [];
  let a = 0;
  let b = 0;
  while (nearest.length < limit && (a < above.length || b < below.length)) {
    const up = above[a];
    const down = below[b];
    if (up && (!down || up.effectivePrice - price <= price - down.effectivePrice)) {
      nearest.push(up);
      a += 1;
    } else if (down) {
      nearest.push(down);
      b += 1;
    }
  }
  return nearest;
}

/** What the related lists share: the clothes, and the public cloth the page is about (only it has public neighbours). */
function relatedScope(context: ApiContext) {
  const clothes = () => context.readModels.collection<ClothDoc>('clothes');
  return {
    clothes,
    publicCloth: async (id: string) => {
      const doc = await clothes().findOne({ _id: id });
      if (!isPublicCloth(doc)) throw new FailureError(CatalogueFailures.clothNotFound());
      return doc;
    },
  };
}

const summaries = (docs: ClothDoc[], language: Language) => ({ items: docs.map((doc) => clothSummary(doc, language)) });
const endpoint = endpointOf<ReturnType<typeof relatedScope>>();
const tag = 'clothes';

/** What a cloth's page shows below it: more from its brand, and similar clothes of any brand. Public clothes only. */
const related = endpoints([
  // Its brand's newest other clothes.
  endpoint({
    method: 'GET',
    path: '/clothes/:id/more-from-brand',
    policy: allow.anyone,
    tag,
    summary: "More of the cloth's brand",
    params: ClothParams,
    query: RelatedQuery,
    response: RelatedClothes,
    handler: async ({ scope, params: { id }, query: { limit }, req }) => {
      const cloth = await scope.publicCloth(id);
      return summaries(
        await scope.clothes().find({ brandId: cloth.brandId, _id: { $ne: id }, ...PUBLIC_CLOTHES }, { sort: { createdAt: -1 }, limit }),
        req.language,
      );
    },
  }),
  // Same type and category, any brand, nearest price first (the effective price: what the shopper pays).
  endpoint({
    method: 'GET',
    path: '/clothes/:id/similar',
    policy: allow.anyone,
    tag,
    summary: 'Similar clothes',
    params: ClothParams,
    query: RelatedQuery,
    response: RelatedClothes,
    handler: async ({ scope, params: { id }, query: { limit }, req }) => {
      const cloth = await scope.publicCloth(id);
      const price = cloth.effectivePrice;
      const alike = { typeId: cloth.typeId, categoryId: cloth.categoryId, _id: { $ne: id }, ...PUBLIC_CLOTHES };
      const [above, below] = await Promise.all([
        scope.clothes().find({ ...alike, effectivePrice: { $gte: price } }, { sort: { effectivePrice: 1, _id: 1 }, limit }),
        scope.clothes().find({ ...alike, effectivePrice: { $lt: price } }, { sort: { effectivePrice: -1, _id: 1 }, limit }),
      ]);
      return summaries(nearestByPrice(price, above, below, limit), req.language);
    },
  }),
]);

export const relatedRoutes = (context: ApiContext) => related.router(relatedScope(context));
export const relatedApi = related.operations;
