import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { I18nProvider, useLanguage } from '../i18n/I18nProvider';
import type { Language } from '@vitrina/domain/core/languages';
import type { Messages } from '../i18n/messages';
import { SessionProvider } from '../lib/session/session';
import { NoticeProvider } from '../components/notices/NoticeProvider';
import { ItemActionsProvider } from '../components/itemActions';
import { PendingFollow } from '../components/PendingFollow';
import { FavouriteButton } from '../features/favourites/components/FavouriteButton';
import { PendingFavourite } from '../features/favourites/components/PendingFavourite';

interface Props {
  queryClient: QueryClient;
  language: Language;
  messages: Messages;
  children: ReactNode;
}

/** Everything a page relies on, outermost first: data cache, texts, the signed-in user, what items offer. */
export function AppProviders({ queryClient, language, messages, children }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider initialLanguage={language} initialMessages={messages}>
        <RefetchOnLanguageChange />
        <NoticeProvider>
          <SessionProvider>
            <PendingFavourite />
            <PendingFollow />
            <ItemActionsProvider actions={FavouriteButton}>{children}</ItemActionsProvider>
          </SessionProvider>
        </NoticeProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}

// The api names entities in the Accept-Language it receives, so cached answers are in the old language.
function RefetchOnLanguageChange() {
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const previous = useRef(language);
  useEffect(() => {
    if (previous.current === language) return;
    previous.current = language;
    void queryClient.invalidateQueries();
  }, [language, queryClient]);
  return null;
}
