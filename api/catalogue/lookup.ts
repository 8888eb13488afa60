import { PUBLIC_CLOTHES, type ClothDoc } from '@vitrina/projector/catalogue';
import type { ApiContext } from '../context';

/**
 * Clothes by id from the read model in one read (ids repeated or none cost nothing); `publicOnly` keeps what readers
 * may see (visible, of a brand in good standing).
 */
export async function clothesById(
  context: Pick<ApiContext, 'readModels'>,
  ids: Iterable<string>,
  options: { publicOnly?: boolean } = {},
): Promise<Map<string, ClothDoc>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const docs = await context.readModels.collection<ClothDoc>('clothes').find({ _id: { $in: unique }, ...(options.publicOnly ? PUBLIC_CLOTHES : {}) });
  return new Map(docs.map((doc) => [doc._id, doc]));
}
