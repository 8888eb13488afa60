import type { IntlShape } from 'react-intl';
import { ApiError } from '../../lib/api';
import type { MessageId } from '../../i18n/messages';

type TermUses = { uses: number; usedBy: 'clothes' | 'categories' };

/**
 * TERM_IN_USE's count, from the fields the server sends beside its message (`uses`, `usedBy`), which ApiError
 * keeps as `details`; never read out of the English message.
 */
function termUses(error: ApiError): TermUses | undefined {
  const details = (error as { details?: unknown }).details;
  if (typeof details !== 'object' || details === null) return undefined;
  const { uses, usedBy } = details as Record<string, unknown>;
  if (typeof uses !== 'number' || !Number.isSafeInteger(uses) || uses < 1) return undefined;
  return usedBy === 'clothes' || usedBy === 'categories' ? { uses, usedBy } : undefined;
}

/** The reader's words for a refused taxonomy edit; a TERM_IN_USE without a count gets a general text. */
export function termErrorText(intl: IntlShape, error: unknown, fallback: MessageId): string {
  if (!(error instanceof ApiError)) return intl.formatMessage({ id: fallback });
  if (error.code === 'TERM_IN_USE') {
    const inUse = termUses(error);
    if (!inUse) return intl.formatMessage({ id: 'taxonomy.error.inUse' });
    const id = inUse.usedBy === 'categories' ? 'taxonomy.error.inUseByCategories' : 'taxonomy.error.inUseByClothes';
    return intl.formatMessage({ id }, { count: inUse.uses });
  }
  if (error.code === 'TERM_EXISTS') return intl.formatMessage({ id: 'taxonomy.error.exists' });
  if (error.code === 'UNKNOWN_TYPE') return intl.formatMessage({ id: 'taxonomy.error.unknownType' });
  if (error.code === 'TERM_NOT_FOUND') return intl.formatMessage({ id: 'taxonomy.error.notFound' });
  return error.fromServer && error.isClientError ? error.message : intl.formatMessage({ id: fallback });
}
