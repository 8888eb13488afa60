import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useMoney } from '../../../lib/money';
import type { Subscription } from '../api/getSubscription';
import { standingOf } from '../standing';

/**
 * The plan as facts: tier, cycle, its state in words with the one date that matters (when it renews, ends or must be
 * paid by), price, clothes against the limit. The state is said once: no second fact repeats its date.
 */
export function SubscriptionFacts({ view }: { view: Subscription }) {
  const intl = useIntl();
  const money = useMoney();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  const standing = standingOf(view);
  const none = intl.formatMessage({ id: 'subscription.none' });
  const period = view.billingCycle === 'YEARLY' ? 'tier.perYear' : 'tier.perMonth';

  return (
    <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
      <Fact label={intl.formatMessage({ id: 'subscription.fact.plan' })}>{view.tier ? intl.formatMessage({ id: `tier.${view.tier}` }) : none}</Fact>
      <Fact label={intl.formatMessage({ id: 'subscription.fact.cycle' })}>
        {view.billingCycle ? intl.formatMessage({ id: `billing.${view.billingCycle}` }) : none}
      </Fact>
      <Fact label={intl.formatMessage({ id: 'subscription.fact.status' })} wide>
        <span data-status={view.status ?? 'NONE'}>{intl.formatMessage({ id: standing.id }, standing.dates ? { date: date(standing.dates.date) } : {})}</span>
      </Fact>
      <Fact label={intl.formatMessage({ id: 'subscription.fact.amount' })}>
        {view.granted
          ? intl.formatMessage({ id: 'subscription.amount.granted' })
          : view.amount !== null && view.currency
            ? intl.formatMessage({ id: period }, { price: money(view.amount, view.currency) })
            : none}
      </Fact>
      <Fact label={intl.formatMessage({ id: 'subscription.fact.clothes' })}>
        {view.limit === null
          ? intl.formatMessage({ id: 'subscription.clothes.unlimited' }, { count: view.clothes })
          : intl.formatMessage({ id: 'subscription.clothes.ofLimit' }, { count: view.clothes, limit: view.limit })}
      </Fact>
    </dl>
  );
}

function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2 lg:col-span-1' : undefined}>
      <dt className="text-xs font-semibold uppercase tracking-[0.12em] text-muted">{label}</dt>
      <dd className="mt-1 text-ink">{children}</dd>
    </div>
  );
}
