import type { RoleType } from '@vitrina/domain/accounts/roles';

/** What the admin's user list is narrowed by; page counts from 1. */
export interface UserFilters {
  q: string;
  type: RoleType | null;
  page: number;
  pageSize: number;
}

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (filters: UserFilters) => [...userKeys.lists(), filters] as const,
};
