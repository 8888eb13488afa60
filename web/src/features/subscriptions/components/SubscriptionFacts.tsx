import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useMoney } from '../../../lib/money';
import type { Subscription } from '../api/getSubscription';
import { standingOf } from '../standing';

/** The plan as facts: tier, cycle, status in words, price, the next date that matters, clothes against the limit. */
export function SubscriptionFacts({ view }: { view: Subscription }) {
  const intl = useIntl();
  const money = useMoney();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  const standing = standingOf(view);
  const none = intl.formatMessage({ id: 'subscription.none' });
  const period = view.billingCycle === 'YEARLY' ? 'tier.perYear' : 'tier.perMonth';
  const next = nextDate(view);

  return (
    <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
      <Fact label={intl.formatMessage({ id: 'subscription.fact.plan' })}>
        {view.tier ? intl.formatMessage({ id: `tier.${view.tier}` }) : none}
      </Fact>
      <Fact label={intl.formatMessage({ id: 'subscription.fact.cycle' })}>
        {view.billingCycle ? intl.formatMessage({ id: `billing.${view.billingCycle}` }) : none}
      </Fact>
      <Fact label={intl.formatMessage({ id: 'subscription.fact.status' })} wide>
        <span data-status={view.status ?? 'NONE'}>
          {intl.formatMessage({ id: standing.id }, standing.dates ? { date: date(standing.dates.date) } : {})}
        </span>
      </Fact>
      <Fact label={intl.formatMessage({ id: 'subscription.fact.amount' })}>
        {view.granted
          ? intl.formatMessage({ id: 'subscription.amount.granted' })
          : view.amount !== null && view.currency
            ? intl.formatMessage({ id: period }, { price: money(view.amount, view.currency) })
            : none}
      </Fact>
      {next && (
        <Fact label={intl.formatMessage({ id: next.label })}>{next.date ? date(next.date) : intl.formatMessage({ id: 'subscription.noEnd' })}</Fact>
      )}
      <Fact label={intl.formatMessage({ id: 'subscription.fact.clothes' })}>
        {view.limit === null
          ? intl.formatMessage({ id: 'subscription.clothes.unlimited' }, { count: view.clothes })
          : intl.formatMessage({ id: 'subscription.clothes.ofLimit' }, { count: view.clothes, limit: view.limit })}
      </Fact>
    </dl>
  );
}

type NextLabel = 'subscription.fact.nextPayment' | 'subscription.fact.endsOn' | 'subscription.fact.payBy';

/** The one date the brand should know: when it pays next, when the plan ends, or by when to pay. */
function nextDate(view: Subscription): { label: NextLabel; date: string | null } | null {
  if (view.status === 'PAST_DUE') return view.graceEndsAt ? { label: 'subscription.fact.payBy', date: view.graceEndsAt } : null;
  if (view.status !== 'ACTIVE') return null;
  if (view.granted) return { label: 'subscription.fact.endsOn', date: view.expiresAt };
  if (view.cancelAt) return { label: 'subscription.fact.endsOn', date: view.cancelAt };
  return view.expiresAt ? { label: 'subscription.fact.nextPayment', date: view.expiresAt } : null;
}

function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2 lg:col-span-1' : undefined}>
      <dt className="text-xs font-semibold uppercase tracking-[0.12em] text-muted">{label}</dt>
      <dd className="mt-1 text-ink">{children}</dd>
    </div>
  );
}
