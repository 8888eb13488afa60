import type { Language } from '@vitrina/domain/core/languages';
import type es from './es.json';

export type MessageId = keyof typeof es;
export type Messages = Record<MessageId, string>;

// Every dictionary is a chunk of its own, so a page carries only its reader's language. The build preloads the
// Spanish one from index.html (web/build/preloadSpanish.ts), and a page in another language its own instead
// (api/pages/render.ts), so it arrives alongside the main chunk rather than after it.
const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  es: () => import('./es.json'),
  en: () => import('./en.json'),
  it: () => import('./it.json'),
  fr: () => import('./fr.json'),
};

const cache = new Map<Language, Promise<Messages>>();

// Each dictionary carries every Spanish id (src/i18n/dictionaries.test.ts), so a page in English loads English
// alone, not Spanish beneath it (27 KB gzip more before its first render).
async function load(language: Language): Promise<Messages> {
  return (await loaders[language]()).default;
}

/** The dictionary for a language. */
export function loadMessages(language: Language): Promise<Messages> {
  let messages = cache.get(language);
  if (!messages) {
    messages = load(language);
    cache.set(language, messages);
    // A failed load (a dropped connection) may be tried again.
    messages.catch(() => cache.delete(language));
  }
  return messages;
}
