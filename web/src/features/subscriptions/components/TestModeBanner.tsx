import { useIntl } from 'react-intl';
import { usePaymentsProvider } from '../api/getPaymentsProvider';

/** A slim stripe on every page while the test provider bills in production: no real money moves. */
export function TestModeBanner() {
  const intl = useIntl();
  const provider = usePaymentsProvider();
  if (!provider.data?.announce) return null;
  return (
    <section aria-label={intl.formatMessage({ id: 'payments.testMode.label' })} className="test-mode-banner px-4 py-1.5 text-center text-sm font-semibold">
      <p>{intl.formatMessage({ id: 'payments.testMode.banner' })}</p>
    </section>
  );
}
