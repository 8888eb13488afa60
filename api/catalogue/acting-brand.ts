import type { Request } from 'express';
import { isAdmin } from '@vitrina/domain/accounts/roles';
import { BrandFailures } from '@vitrina/domain/brands/failures';
import { FailureError } from '@vitrina/domain/core/failures';
import type { BrandDoc } from '@vitrina/projector/catalogue';
import type { UserDoc } from '@vitrina/projector/users';
import { callerOf } from '../auth/policies';
import type { ApiContext } from '../context';

const notFound = () => new FailureError(BrandFailures.brandNotFound());

/** The brand a caller owns: the users read model's `owner`, or an admin-created brand naming them as owner. */
export async function ownedBrandId(context: ApiContext, userId: string): Promise<string | null> {
  const user = await context.readModels.collection<UserDoc>('users').findOne({ _id: userId });
  if (user?.owner) return user.owner;
  const brand = await context.readModels.collection<BrandDoc>('brands').findOne({ ownerId: userId });
  return brand?._id ?? null;
}

/**
 * Policy `catalogue:manage`: the brand a request acts on. An admin names any existing brand (`requested`); anyone
 * else acts on their own brand only, and naming another brand is answered as if it did not exist (404), so
 * brand ids cannot be probed.
 */
export async function actingBrand(context: ApiContext, req: Request, requested: string | undefined): Promise<BrandDoc> {
  const caller = callerOf(req);
  const brands = context.readModels.collection<BrandDoc>('brands');
  if (isAdmin(caller.type) && requested) {
    const brand = await brands.findOne({ _id: requested });
    if (!brand) throw notFound();
    return brand;
  }
  const own = await ownedBrandId(context, caller.userId);
  if (!own || (requested && requested !== own)) throw notFound();
  const brand = await brands.findOne({ _id: own });
  if (!brand) throw notFound();
  return brand;
}
