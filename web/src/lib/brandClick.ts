import { api } from './api';

/**
 * A click on a brand's name is a fact for the brand's dashboard (POST /brands/:id/click). It is sent on the way
 * and never waited for: a lost or refused count is not worth troubling the reader with.
 */
export function recordBrandClick(brandId: string): void {
  api.post(`brands/${encodeURIComponent(brandId)}/click`).catch(() => undefined);
}
