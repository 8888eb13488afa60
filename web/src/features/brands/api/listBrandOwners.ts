import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api } from '../../../lib/api';
import { brandKeys } from './brandKeys';

const Candidate = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  username: z.string(),
  email: z.string(),
  owner: z.nullish(z.string()),
  erased: z.optional(z.boolean()),
});
export type OwnerCandidate = z.infer<typeof Candidate>;
const Users = z.object({ items: z.array(Candidate) });

/** GET /admin/users?type=BRAND: brand accounts (not deleted) without a brand yet, who may be given one. */
export async function listBrandOwners(signal?: AbortSignal): Promise<OwnerCandidate[]> {
  const answer = Users.parse(await api.get('admin/users?type=BRAND&pageSize=200', signal ? { signal } : {}));
  return answer.items.filter((user) => !user.owner && !user.erased);
}

export function useBrandOwners(enabled: boolean) {
  return useQuery({ ...queryOptions({ queryKey: brandKeys.owners(), queryFn: ({ signal }) => listBrandOwners(signal) }), enabled });
}
