import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/AdminPage';
import type { Outcome } from '../../../components/admin/AdminPage';
import { FormAlert } from '../../../components/form/FormAlert';
import { useActingBrand } from '../../../components/admin/BrandPicker';
import { Loading } from '../../../components/Loading';
import type { MessageId } from '../../../i18n/messages';
import { useErrorText } from '../../../lib/errorText';
import { useSubscription } from '../api/getSubscription';
import type { ActingBrand } from '../api/subscriptionKeys';
import { SubscriptionCard } from '../components/SubscriptionCard';
import { SUBSCRIPTION_ERRORS } from '../errors';

// Anyone but an admin acts on the brand they own; not found means they own none.
const OWN_BRAND_ERRORS = { ...SUBSCRIPTION_ERRORS, BRAND_NOT_FOUND: 'admin.error.noBrand' } as const;

interface Props {
  /** Admins choose the brand whose dashboard they see; brand users see their own. */
  admin: boolean;
  /** What follows the subscription card for the brand shown (its figures, in a later issue). */
  below?: (brandId: ActingBrand) => ReactNode;
}

/** Where the brand lands after a checkout: ?checkout=done (paid) or ?checkout=left (came back without paying). */
function checkoutNotice(value: string | null): { tone: 'success' | 'info'; id: MessageId } | null {
  if (value === 'done') return { tone: 'success', id: 'subscription.checkout.done' };
  if (value === 'left') return { tone: 'info', id: 'subscription.checkout.left' };
  return null;
}

/**
 * The checkout the brand has just come back from, read from the address once and then taken out of it, so a reload,
 * the back button or a later visit does not greet the brand again; it stays only while the same brand is shown.
 */
function useCheckoutArrival(brandId: ActingBrand) {
  const [params, setParams] = useSearchParams();
  const [arrival, setArrival] = useState(() => ({ checkout: params.get('checkout'), brandId }));
  if (arrival.checkout && arrival.brandId !== brandId) setArrival({ checkout: null, brandId });
  useEffect(() => {
    if (!params.has('checkout')) return;
    const next = new URLSearchParams(params);
    next.delete('checkout');
    setParams(next, { replace: true });
  }, [params, setParams]);
  return arrival.brandId === brandId ? arrival.checkout : null;
}

/** Admin → Dashboard: the subscription card first, then room for the brand's figures. */
export function AdminDashboardPage({ admin, below }: Props) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { brandId, picker } = useActingBrand(admin);
  const checkout = useCheckoutArrival(brandId);
  const shown = !admin || brandId !== null;
  const subscription = useSubscription(brandId, shown, checkout === 'done');
  const notice = checkoutNotice(checkout);
  const greeting: Outcome = notice && { tone: notice.tone, text: intl.formatMessage({ id: notice.id }) };

  return (
    <AdminPage title={intl.formatMessage({ id: 'admin.tab.dashboard' })} tools={picker} outcome={null}>
      {!shown ? (
        <p className="text-muted">{intl.formatMessage({ id: 'dashboard.pickBrand' })}</p>
      ) : subscription.isPending ? (
        <Loading />
      ) : subscription.isError ? (
        <FormAlert>{errorText(subscription.error, admin ? SUBSCRIPTION_ERRORS : OWN_BRAND_ERRORS, 'subscription.error.load')}</FormAlert>
      ) : (
        <SubscriptionCard key={brandId ?? 'own'} view={subscription.data} brandId={brandId} greeting={greeting} />
      )}
      {shown && below?.(brandId)}
    </AdminPage>
  );
}
