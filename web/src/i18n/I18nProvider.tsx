import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LANGUAGE } from '@vitrina/domain/core/languages';
import type { Language } from '@vitrina/domain/core/languages';
import { setPriceLanguage } from '../lib/price';
import { storeLanguage } from './language';
import { loadMessages } from './messages';
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
    const messages = await loadMessages(language);
    // A quicker later choice must not be overwritten by a slower earlier load.
    if (latestRequest.current === language) setState({ language, messages });
  }, []);

  const value = useMemo(() => ({ language: state.language, setLanguage }), [state.language, setLanguage]);

  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={state.language} defaultLocale={DEFAULT_LANGUAGE} messages={state.messages}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used inside I18nProvider');
  return value;
}
