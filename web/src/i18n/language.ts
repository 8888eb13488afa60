import { DEFAULT_LANGUAGE, isLanguage } from '@vitrina/domain/core/languages';
import type { Language } from '@vitrina/domain/core/languages';
import { readStored, writeStored } from '../lib/storage';

export const LANGUAGE_STORAGE_KEY = 'user-lang';

/** The language chosen in the footer, or Spanish when none (or an unsupported one) is stored. */
export function readStoredLanguage(): Language {
  const stored = readStored(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language): void {
  writeStored(LANGUAGE_STORAGE_KEY, language);
}
