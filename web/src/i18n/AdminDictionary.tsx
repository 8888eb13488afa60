import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Language } from '@vitrina/domain/core/languages';
import { Loading } from '../components/Loading';
import { reportIntlError, useLanguage } from './I18nProvider';
import { adminMessagesLoaded, loadAdminMessages } from './messages';
import type { Messages } from './messages';

/**
 * The admin area's texts, added to the shop's: the area's modules (web/build/messageAreas.ts finds them) render only
 * below this, so the shop's pages never load the ~900 messages only the admin tools show. Shown at once when they are
 * here already (a language switch loads them before it shows); a failed load reaches the route's error page.
 */
export function AdminDictionary({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  const shop = useIntl();
  const [, setArrived] = useState<Language | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const admin = adminMessagesLoaded(language);
  useEffect(() => {
    if (admin) return;
    let current = true;
    loadAdminMessages(language).then(
      () => current && setArrived(language),
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [admin, language]);
  // Typed as the JSON's strings, as I18nProvider's are (the build's are their compiled trees).
  const messages = useMemo((): Messages | null => (admin ? { ...(shop.messages as Messages), ...admin } : null), [shop.messages, admin]);
  if (failure) throw failure;
  if (!messages) return <Loading />;
  return (
    <IntlProvider locale={shop.locale} defaultLocale={shop.defaultLocale} messages={messages} onError={reportIntlError}>
      {children}
    </IntlProvider>
  );
}
