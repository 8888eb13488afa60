import { Router } from 'express';
import { z } from 'zod';
import { BrandFailures } from '@vitrina/domain/brands/failures';
import { FailureError } from '@vitrina/domain/core/failures';
import type { BrandDoc, ClothDoc } from '@vitrina/projector/catalogue';
import { allow } from '../auth/policies';
import type { ApiContext } from '../context';
import { parseInput } from '../http/validate';
import { clothView } from '../catalogue/views';

const Params = z.object({ id: z.string().uuid() }).strict();
const PageQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(24),
  })
  .strict();
const OFFERS = 24;

/** The brand page (seed section 2, /brand/{id}): the brand, its offers and its visible clothes. */
export function brandRoutes(context: ApiContext): Router {
  const router = Router();
  const brands = () => context.readModels.collection<BrandDoc>('brands');
  const clothes = () => context.readModels.collection<ClothDoc>('clothes');

  router.get('/brands/:id', allow.signedIn, async (req, res) => {
    const { id } = parseInput(Params, req.params);
    const query = parseInput(PageQuery, req.query);
    const brand = await brands().findOne({ _id: id });
    if (!brand) throw new FailureError(BrandFailures.brandNotFound());
    const shown = { brandId: id, visible: true };
    const [offers, items, total] = await Promise.all([
      clothes().find({ ...shown, discountEnabled: true }, { sort: { createdAt: -1 }, limit: OFFERS }),
      clothes().find(shown, { sort: { createdAt: -1 }, skip: (query.page - 1) * query.pageSize, limit: query.pageSize }),
      clothes().count(shown),
    ]);
    res.json({
      id: brand._id,
      name: brand.name,
      brand: brand.brand,
      description: brand.description,
      location: brand.location,
      prestige: brand.prestige,
      offers: offers.map((doc) => clothView(doc, req.language)),
      clothes: { items: items.map((doc) => clothView(doc, req.language)), total, page: query.page, pageSize: query.pageSize },
    });
  });

  return router;
}
