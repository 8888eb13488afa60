import type { Language } from '@vitrina/domain/core/languages';
import type { SubscriptionStatus } from '@vitrina/domain/subscriptions/standing';

/** What the admin's brand lists are narrowed by; page counts from 1. */
export interface BrandFilters {
  q: string;
  status: SubscriptionStatus | null;
  page: number;
  pageSize: number;
}

/** One factory for every brand query: an edit invalidates `admin()` and every admin list and form reads it again. */
export const brandKeys = {
  all: ['brands'] as const,
  page: (id: string, page: number, language: Language) => [...brandKeys.all, 'page', id, page, language] as const,
  admin: () => [...brandKeys.all, 'admin'] as const,
  lists: () => [...brandKeys.admin(), 'list'] as const,
  list: (filters: BrandFilters) => [...brandKeys.lists(), filters] as const,
  own: () => [...brandKeys.admin(), 'own'] as const,
  owners: () => [...brandKeys.admin(), 'owners'] as const,
};
