import type { ClothDoc } from '@vitrina/projector/catalogue';
import type { ApiContext } from '../context';

/** Clothes by id from the read model in one read (ids repeated or none cost nothing); `visibleOnly` leaves out hidden ones. */
export async function clothesById(
  context: Pick<ApiContext, 'readModels'>,
  ids: Iterable<string>,
  options: { visibleOnly?: boolean } = {},
): Promise<Map<string, ClothDoc>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const docs = await context.readModels.collection<ClothDoc>('clothes').find({ _id: { $in: unique }, ...(options.visibleOnly ? { visible: true } : {}) });
  return new Map(docs.map((doc) => [doc._id, doc]));
}
