import type { IntlShape } from 'react-intl';
import { ApiError } from '../../lib/api';
import type { MessageId } from '../../i18n/messages';

/**
 * The reader's words for a refused taxonomy edit. TERM_IN_USE carries its count only inside the server's English
 * message ("still used by 3 clothes"), so the count is read from there and translated; without one, a general text.
 */
export function termErrorText(intl: IntlShape, error: unknown, fallback: MessageId): string {
  if (!(error instanceof ApiError)) return intl.formatMessage({ id: fallback });
  if (error.code === 'TERM_IN_USE') {
    const match = /(\d+)\s+(clothes|categories)/.exec(error.message);
    if (!match) return intl.formatMessage({ id: 'taxonomy.error.inUse' });
    const id = match[2] === 'categories' ? 'taxonomy.error.inUseByCategories' : 'taxonomy.error.inUseByClothes';
    return intl.formatMessage({ id }, { count: Number(match[1]) });
  }
  if (error.code === 'TERM_EXISTS') return intl.formatMessage({ id: 'taxonomy.error.exists' });
  if (error.code === 'UNKNOWN_TYPE') return intl.formatMessage({ id: 'taxonomy.error.unknownType' });
  if (error.code === 'TERM_NOT_FOUND') return intl.formatMessage({ id: 'taxonomy.error.notFound' });
  return error.fromServer && error.isClientError ? error.message : intl.formatMessage({ id: fallback });
}
