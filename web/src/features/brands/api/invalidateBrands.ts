import type { QueryClient } from '@tanstack/react-query';
import { brandOptionKeys } from '../../../lib/brands';
import { brandKeys } from './brandKeys';

/** After any write: every admin list and form of brands, and the brand pickers of other tabs, read again. */
export function invalidateBrands(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: brandKeys.admin() }), queryClient.invalidateQueries({ queryKey: brandOptionKeys.all })]);
}
