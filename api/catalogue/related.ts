import { Router } from 'express';
import { z } from 'zod';
import { CatalogueFailures } from '@vitrina/domain/catalogue/failures';
import { FailureError } from '@vitrina/domain/core/failures';
import type { Language } from '@vitrina/domain/core/languages';
import { isPublicCloth, PUBLIC_CLOTHES, type ClothDoc } from '@vitrina/projector/catalogue';
import { allow } from '../auth/policies';
import type { ApiContext } from '../context';
import { parseInput } from '../http/validate';
import { ClothSummary } from './responses';
import { operations } from '../http/openapi';
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

/** What a cloth's page shows below it: more from its brand, and similar clothes of any brand. Public clothes only. */
export function relatedRoutes(context: ApiContext): Router {
  const router = Router();
  const clothes = () => context.readModels.collection<ClothDoc>('clothes');

  /** The cloth the page is about: only a public one has public neighbours. */
  const publicCloth = async (id: string) => {
    const doc = await clothes().findOne({ _id: id });
    if (!isPublicCloth(doc)) throw new FailureError(CatalogueFailures.clothNotFound());
    return doc;
  };
  const summaries = (docs: ClothDoc[], language: Language) => ({ items: docs.map((doc) => clothSummary(doc, language)) });

  // Its brand's newest other clothes.
  router.get('/clothes/:id/more-from-brand', allow.anyone, async (req, res) => {
    const { id } = parseInput(ClothParams, req.params);
    const { limit } = parseInput(RelatedQuery, req.query);
    const cloth = await publicCloth(id);
    const docs = await clothes().find({ brandId: cloth.brandId, _id: { $ne: id }, ...PUBLIC_CLOTHES }, { sort: { createdAt: -1 }, limit });
    res.json(summaries(docs, req.language));
  });

  // Same type and category, any brand, nearest price first (the effective price: what the shopper pays).
  router.get('/clothes/:id/similar', allow.anyone, async (req, res) => {
    const { id } = parseInput(ClothParams, req.params);
    const { limit } = parseInput(RelatedQuery, req.query);
    const cloth = await publicCloth(id);
    const price = cloth.effectivePrice;
    const alike = { typeId: cloth.typeId, categoryId: cloth.categoryId, _id: { $ne: id }, ...PUBLIC_CLOTHES };
    const [above, below] = await Promise.all([
      clothes().find({ ...alike, effectivePrice: { $gte: price } }, { sort: { effectivePrice: 1, _id: 1 }, limit }),
      clothes().find({ ...alike, effectivePrice: { $lt: price } }, { sort: { effectivePrice: -1, _id: 1 }, limit }),
    ]);
    res.json(summaries(nearestByPrice(price, above, below, limit), req.language));
  });

  return router;
}

export const relatedApi = operations([
  { method: 'GET', path: '/clothes/:id/more-from-brand', tag: 'clothes', summary: "More of the cloth's brand", params: ClothParams, query: RelatedQuery, response: z.object({ items: z.array(ClothSummary) }) },
  { method: 'GET', path: '/clothes/:id/similar', tag: 'clothes', summary: 'Similar clothes', params: ClothParams, query: RelatedQuery, response: z.object({ items: z.array(ClothSummary) }) },
]);
