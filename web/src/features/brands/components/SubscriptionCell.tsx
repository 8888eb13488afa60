import { useIntl } from 'react-intl';
import type { AdminBrand } from '../api/listAdminBrands';

export const isGranted = (subscription: AdminBrand['subscription']) => subscription?.provider === 'grant';

/** The subscription column: plan, status in words, and until when. `label`: its column's name, for a stacked table. */
export function SubscriptionCell({ subscription, label }: { subscription: AdminBrand['subscription']; label?: string }) {
  const intl = useIntl();
  if (!subscription?.status) {
    return (
      <td data-label={label} className="text-muted">
        {intl.formatMessage({ id: 'subscription.status.none' })}
      </td>
    );
  }
  const { tier, billingCycle, status, expiresAt } = subscription;
  const granted = isGranted(subscription) && status === 'ACTIVE';
  const plan = [tier && intl.formatMessage({ id: `tier.${tier}` }), !granted && billingCycle && intl.formatMessage({ id: `billing.${billingCycle}` })]
    .filter(Boolean)
    .join(' · ');
  const until = expiresAt
    ? intl.formatMessage({ id: 'brands.subscription.until' }, { date: intl.formatDate(expiresAt, { dateStyle: 'medium' }) })
    : granted
      ? intl.formatMessage({ id: 'subscription.noEnd' })
      : null;
  return (
    <td data-label={label}>
      {plan && <span className="block text-ink">{plan}</span>}
      <span className="block font-semibold" data-status={status}>
        {intl.formatMessage({ id: granted ? 'subscription.status.GRANTED' : `subscription.status.${status}` })}
      </span>
      {until && <span className="block text-muted">{until}</span>}
    </td>
  );
}
