import { ClothPage } from '@vitrina/contract/catalogue';
import { requestWithHeaders } from '../../../lib/api';
import type { Cloth } from './listClothes';

/** GET /clothes/:id with its ETag: an edit starts from the newest revision and sends it back in If-Match. */
export async function getClothForEdit(id: string): Promise<{ cloth: Cloth; etag: string }> {
  const answer = await requestWithHeaders('GET', `clothes/${encodeURIComponent(id)}`);
  const cloth = ClothPage.parse(answer.body);
  return { cloth, etag: answer.etag ?? `"${cloth.revision}"` };
}
