import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { ROLE_TYPES } from '@vitrina/domain/accounts/roles';
import { BILLING_CYCLES, SUBSCRIPTION_TIERS } from '@vitrina/domain/subscriptions/tiers';
import { api } from '../../../lib/api';
import { userKeys } from './userKeys';
import type { UserFilters } from './userKeys';

const text = z.nullish(z.string());

/** One account as the admin sees it (seed section 3). */
export const AdminUser = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  username: z.string(),
  email: z.string(),
  type: z.enum(ROLE_TYPES),
  active: z.boolean(),
  joined: z.string(),
  firstName: text,
  lastName: text,
  dateOfBirth: text,
  owner: text,
  prestige: z.nullish(z.number()),
  subscription: z.nullish(
    z.object({ tier: z.enum(SUBSCRIPTION_TIERS), billingCycle: z.enum(BILLING_CYCLES), status: z.string() }),
  ),
  emailVerified: z.optional(z.boolean()),
  erased: z.optional(z.boolean()),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const UserPage = z.object({
  items: z.array(AdminUser),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type UserPage = z.infer<typeof UserPage>;

export async function listUsers(filters: UserFilters, signal?: AbortSignal): Promise<UserPage> {
  const params = new URLSearchParams({ page: String(filters.page), pageSize: String(filters.pageSize) });
  if (filters.q) params.set('q', filters.q);
  if (filters.type) params.set('type', filters.type);
  return UserPage.parse(await api.get(`admin/users?${params.toString()}`, signal ? { signal } : {}));
}

export const usersQueryOptions = (filters: UserFilters) =>
  queryOptions({
    queryKey: userKeys.list(filters),
    queryFn: ({ signal }) => listUsers(filters, signal),
    // The table keeps showing the last page while the next one loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export function useUsers(filters: UserFilters) {
  return useQuery(usersQueryOptions(filters));
}
