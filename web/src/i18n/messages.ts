import es from './es.json';
import type { Language } from '@vitrina/domain/core/languages';

export type MessageId = keyof typeof es;
export type Messages = Record<MessageId, string>;

// Spanish ships in the main bundle because it is the default and the fallback; the others load on demand.
const loaders: Record<Exclude<Language, 'es'>, () => Promise<{ default: Partial<Messages> }>> = {
  en: () => import('./en.json'),
  it: () => import('./it.json'),
  fr: () => import('./fr.json'),
};

const cache = new Map<Language, Messages>([['es', es]]);

/** The dictionary for a language, with Spanish filling any gap. */
export async function loadMessages(language: Language): Promise<Messages> {
  const cached = cache.get(language);
  if (cached) return cached;
  if (language === 'es') return es;
  const { default: dictionary } = await loaders[language]();
  const messages = { ...es, ...dictionary };
  cache.set(language, messages);
  return messages;
}

export const spanishMessages: Messages = es;
