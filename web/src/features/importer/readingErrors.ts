import type { MessageId } from '../../i18n/messages';
import { ApiError } from '../../lib/api';

const BUSY: Partial<Record<string, MessageId>> = {
  ALREADY_READING: 'importer.error.busy.ALREADY_READING',
  SITE_BUSY: 'importer.error.busy.SITE_BUSY',
};

const UNREACHABLE: Partial<Record<string, MessageId>> = {
  UNKNOWN_HOST: 'importer.error.unreachable.UNKNOWN_HOST',
  CONNECTION_REFUSED: 'importer.error.unreachable.CONNECTION_REFUSED',
  CONNECTION_FAILED: 'importer.error.unreachable.CONNECTION_FAILED',
  TIMEOUT: 'importer.error.unreachable.TIMEOUT',
};

/**
 * What the importer says, in the reader's language, of a reading the server did not make: the shop readers are all
 * busy or its own reading is under way (429 IMPORT_BUSY), the shop cannot be reached and why, or it answered too
 * slowly. Null for any other refusal, which the page words as before.
 */
export function readingErrorId(error: unknown): MessageId | null {
  if (!(error instanceof ApiError)) return null;
  const reason = typeof error.details.reason === 'string' ? error.details.reason : '';
  switch (error.code) {
    case 'IMPORT_BUSY':
      return BUSY[reason] ?? 'importer.error.busy.SITE_BUSY';
    case 'IMPORT_SHOP_UNREACHABLE':
      return UNREACHABLE[reason] ?? 'importer.error.unreachable.CONNECTION_FAILED';
    case 'IMPORT_SHOP_TOO_SLOW':
      return 'importer.error.tooSlow';
    default:
      return null;
  }
}
