import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LANGUAGE } from '@vitrina/domain/core/languages';
import type { Language } from '@vitrina/domain/core/languages';
import { setPriceLanguage } from '../lib/price';
import { storeLanguage } from './language';
import { loadMessagesInUse } from './messages';
import type { Messages } from './messages';

interface LanguageContextValue {
  language: Language;
  /** Stores the choice and switches every text once its dictionary is loaded. */
  setLanguage: (language: Language) => Promise<void>;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

interface Props {
  initialLanguage: Language;
  initialMessages: Messages;
  children: ReactNode;
}

export function I18nProvider({ initialLanguage, initialMessages, children }: Props) {
  const [state, setState] = useState({ language: initialLanguage, messages: initialMessages });
  const latestRequest = useRef<Language>(initialLanguage);
  // Read while the tree below renders (formatPrice is called outside React's context in list helpers too).
  setPriceLanguage(state.language);

  useEffect(() => {
    document.documentElement.lang = state.language;
  }, [state.language]);

  const setLanguage = useCallback(async (language: Language) => {
    latestRequest.current = language;
    storeLanguage(language);
    const messages = await loadMessagesInUse(language);
    // A quicker later choice must not be overwritten by a slower earlier load.
    if (latestRequest.current === language) setState({ language, messages });
  }, []);

  const value = useMemo(() => ({ language: state.language, setLanguage }), [state.language, setLanguage]);

  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={state.language} defaultLocale={DEFAULT_LANGUAGE} messages={state.messages} onError={reportIntlError}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

/**
 * react-intl's own handler is silent in production; a message missing from the dictionary a page loaded (its id shown
 * instead) is a fault to see in the browser's console and in the journeys (e2e/tests/support.ts fails on it).
 */
export function reportIntlError(error: Error & { code?: string }): void {
  console.error(error.code === 'MISSING_TRANSLATION' ? `Vitrina: ${error.message}` : error);
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used inside I18nProvider');
  return value;
}
