import { useIntl } from 'react-intl';
import { PlaceholderPage } from '../components/PlaceholderPage';

/** Shown when a page fails to load or render, for instance a stale chunk after a deploy. */
export function RouteError() {
  const intl = useIntl();
  return (
    <main id="main" className="flex min-h-dvh items-center">
      <PlaceholderPage title={intl.formatMessage({ id: 'error.title' })} intro={intl.formatMessage({ id: 'error.intro' })}>
        <button type="button" className="button-primary" onClick={() => window.location.reload()}>
          {intl.formatMessage({ id: 'error.reload' })}
        </button>
      </PlaceholderPage>
    </main>
  );
}
