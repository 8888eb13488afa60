import type { Language } from '@vitrina/domain/core/languages';
import type es from './es.json';

export type MessageId = keyof typeof es;
export type Messages = Record<MessageId, string>;

// Every dictionary is a chunk of its own, so a page carries only its reader's language. The build preloads the
// Spanish one from index.html (web/build/preloadSpanish.ts), and a page in another language its own instead
// (api/pages/render.ts), so it arrives alongside the main chunk rather than after it.
// A dictionary is in two parts in the build (web/build/compileMessages.ts): the shop's, which every page loads, and
// the admin area's (`?admin`), loaded when the admin area opens (AdminDictionary.tsx). Tests and `vite dev` read
// the JSON whole for both.
const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  es: () => import('./es.json'),
  en: () => import('./en.json'),
  it: () => import('./it.json'),
  fr: () => import('./fr.json'),
};
const adminLoaders: Record<Language, () => Promise<{ default: Partial<Messages> }>> = {
  es: () => import('./es.json?admin'),
  en: () => import('./en.json?admin'),
  it: () => import('./it.json?admin'),
  fr: () => import('./fr.json?admin'),
};

/**
 * What a language's part of the dictionary is once loaded, and its load while it is on its way: a failed load (a
 * dropped connection) is forgotten, so it may be tried again.
 */
function cachedLoads<T>(load: (language: Language) => Promise<T>) {
  const loads = new Map<Language, Promise<T>>();
  const loaded = new Map<Language, T>();
  return {
    load(language: Language): Promise<T> {
      let pending = loads.get(language);
      if (!pending) {
        pending = load(language).then((value) => (loaded.set(language, value), value));
        loads.set(language, pending);
        pending.catch(() => loads.delete(language));
      }
      return pending;
    },
    loaded: (language: Language): T | undefined => loaded.get(language),
    /** Whether this part was ever asked for: a language switch then loads it too, before the switch shows. */
    asked: () => loads.size > 0,
  };
}

// Each dictionary carries every Spanish id (src/i18n/dictionaries.test.ts), so a page in English loads English
// alone, not Spanish beneath it (27 KB gzip more before its first render).
const shop = cachedLoads(async (language) => (await loaders[language]()).default);
const admin = cachedLoads(async (language) => (await adminLoaders[language]()).default);

/** The shop's dictionary for a language: every message a page outside the admin area shows. */
export const loadMessages = (language: Language): Promise<Messages> => shop.load(language);

/** The admin area's messages for a language, to add to the shop's. */
export const loadAdminMessages = (language: Language): Promise<Partial<Messages>> => admin.load(language);

/** The admin area's messages for a language if they are already here (so the area shows without a pause). */
export const adminMessagesLoaded = (language: Language): Partial<Messages> | undefined => admin.loaded(language);

/** What a switch to `language` waits for: its shop dictionary, and its admin part once the admin area was opened. */
export async function loadMessagesInUse(language: Language): Promise<Messages> {
  const [messages] = await Promise.all([loadMessages(language), admin.asked() ? loadAdminMessages(language) : null]);
  return messages;
}
