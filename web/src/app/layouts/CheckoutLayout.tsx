import { useIntl } from 'react-intl';
import { Link, Outlet } from 'react-router-dom';
import { TestModeBanner } from '../../features/subscriptions/components/TestModeBanner';

/** A checkout stands alone, as a payment page does: the wordmark, the page, nothing to wander off to. */
export function CheckoutLayout() {
  const intl = useIntl();
  return (
    <div className="flex min-h-dvh flex-col bg-paper-deep">
      <header className="border-b border-line bg-paper">
        <TestModeBanner />
        <div className="mx-auto flex max-w-xl items-center px-4 py-4 sm:px-6">
          <Link to="/home" className="wordmark" aria-label={intl.formatMessage({ id: 'nav.logo' })}>
            {intl.formatMessage({ id: 'app.name' })}
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
