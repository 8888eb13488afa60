import type { UnsubscribeKind } from '@vitrina/domain/accounts/profile';
import { pathIn } from '@vitrina/domain/core/addresses';
import type { Language } from '@vitrina/domain/core/languages';
import { unsubscribeQuery } from '@vitrina/infra/crypto/unsubscribe';

/**
 * How an optional email lets its reader go (RFC 8058): the page in their language that asks and then turns that kind
 * off (the footer's link), and the headers with which mail clients do it in one click, POSTing to the api.
 */
export function unsubscribeOf(deps: { publicUrl: string; secret: Buffer }, userId: string, kind: UnsubscribeKind, language: Language) {
  const query = unsubscribeQuery(deps.secret, userId, kind);
  return {
    link: `${deps.publicUrl}${pathIn(language, '/unsubscribe')}?${query}`,
    headers: { 'List-Unsubscribe': `<${deps.publicUrl}/api/unsubscribe?${query}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
