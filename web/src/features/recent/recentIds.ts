import { readStored, writeStored } from '../../lib/storage';

/** What this browser remembers of the clothes a guest opened: their ids, newest first. */
export const RECENT_KEY = 'recently-viewed';
/** As many as the api reads back at once (api/history/routes.ts RECENT_LIMIT). */
export const RECENT_LIMIT = 12;
const CLOTH_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids kept, newest first; whatever is not a list of cloth ids (an old or hand-edited value) reads as none. */
export function recentIds(): string[] {
  try {
    const stored: unknown = JSON.parse(readStored(RECENT_KEY) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored.filter((id): id is string => typeof id === 'string' && CLOTH_ID.test(id)).slice(0, RECENT_LIMIT);
  } catch {
    return [];
  }
}

/** Puts the cloth first, once, and forgets the oldest beyond the limit. */
export function rememberViewed(clothId: string): string[] {
  if (!CLOTH_ID.test(clothId)) return recentIds();
  const next = [clothId, ...recentIds().filter((id) => id !== clothId)].slice(0, RECENT_LIMIT);
  writeStored(RECENT_KEY, JSON.stringify(next));
  return next;
}
