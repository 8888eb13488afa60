import type { Language } from '@vitrina/domain/core/languages';
import type es from './es.json';

export type MessageId = keyof typeof es;
export type Messages = Record<MessageId, string>;

// Every dictionary is a chunk of its own, so a page carries only its reader's language. Spanish is the default
// and the fallback: the build preloads its chunk from index.html (web/build/preloadSpanish.ts), so it arrives
// alongside the main chunk rather than after it.
const loaders: Record<Language, () => Promise<{ default: Partial<Messages> }>> = {
  es: () => import('./es.json'),
  en: () => import('./en.json'),
  it: () => import('./it.json'),
  fr: () => import('./fr.json'),
};

const cache = new Map<Language, Promise<Messages>>();

async function load(language: Language): Promise<Messages> {
  if (language === 'es') return (await loaders.es()).default as Messages;
  const [spanish, { default: dictionary }] = await Promise.all([loadMessages('es'), loaders[language]()]);
  return { ...spanish, ...dictionary };
}

/** The dictionary for a language, with Spanish filling any gap. */
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
