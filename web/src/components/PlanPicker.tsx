import { useId } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { BILLING_CYCLES, PRICE_CURRENCY, SUBSCRIPTION_TIERS, TIERS, isPriceCurrency, priceOf } from '@vitrina/domain/subscriptions/tiers';
import type { BillingCycle, SubscriptionTier } from '@vitrina/domain/subscriptions/tiers';
import { useMoney } from '../lib/money';
import { FieldError } from './form/fields';

interface Props {
  tier: SubscriptionTier | null;
  billingCycle: BillingCycle;
  onTier: (tier: SubscriptionTier) => void;
  onCycle: (cycle: BillingCycle) => void;
  /** Why the choice cannot go on yet ("Please select a subscription plan…"), announced above the plans. */
  error?: string | undefined;
  /** The currency the brand is billed in; prices of another show in dollars, as the seed quotes them. */
  currency?: string | null | undefined;
  /** A line under the plans, such as when the payment is asked for. */
  note?: ReactNode;
}

/** The three tiers with what they allow and cost, and how often to pay: at registration and on the dashboard. */
export function PlanPicker({ tier, billingCycle, onTier, onCycle, error, currency, note }: Props) {
  const intl = useIntl();
  const errorId = useId();
  const name = useId();
  const money = useMoney();
  const billed = isPriceCurrency(currency) ? currency : PRICE_CURRENCY;
  const price = (amount: number) => money(amount, billed);

  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="field-label">{intl.formatMessage({ id: 'register.subscription.cycle' })}</legend>
        <div className="flex flex-wrap gap-x-6">
          {BILLING_CYCLES.map((cycle) => (
            <label key={cycle} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${name}-cycle`}
                value={cycle}
                checked={billingCycle === cycle}
                onChange={() => onCycle(cycle)}
                className="accent-ink"
              />
              {intl.formatMessage({ id: `billing.${cycle}` })}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend className="field-label">{intl.formatMessage({ id: 'register.subscription.plan' })}</legend>
        {error && (
          <div role="alert" className="mb-3">
            <FieldError id={errorId} error={error} />
          </div>
        )}
        <div className="grid gap-4 md:grid-cols-3">
          {SUBSCRIPTION_TIERS.map((option) => (
            <TierOption
              key={option}
              tier={option}
              group={`${name}-tier`}
              selected={tier === option}
              monthly={price(priceOf(option, 'MONTHLY', billed))}
              yearly={price(priceOf(option, 'YEARLY', billed))}
              cycle={billingCycle}
              onSelect={() => onTier(option)}
            />
          ))}
        </div>
        {note && <p className="mt-3 text-xs text-muted">{note}</p>}
      </fieldset>
    </div>
  );
}

interface TierOptionProps {
  tier: SubscriptionTier;
  group: string;
  selected: boolean;
  monthly: string;
  yearly: string;
  cycle: BillingCycle;
  onSelect: () => void;
}

function TierOption({ tier, group, selected, monthly, yearly, cycle, onSelect }: TierOptionProps) {
  const intl = useIntl();
  const id = useId();
  const { limit } = TIERS[tier];
  return (
    <label className="tier-card" data-selected={selected}>
      <span className="flex items-center justify-between gap-3">
        <span id={`${id}-name`} className="font-display text-2xl">
          {intl.formatMessage({ id: `tier.${tier}` })}
        </span>
        <input
          type="radio"
          name={group}
          value={tier}
          checked={selected}
          onChange={onSelect}
          aria-labelledby={`${id}-name`}
          aria-describedby={`${id}-details`}
          className="field-check mt-0"
        />
      </span>
      <span id={`${id}-details`} className="mt-3 block space-y-1 text-sm">
        <span className="block text-muted">
          {limit === null ? intl.formatMessage({ id: 'tier.unlimited' }) : intl.formatMessage({ id: 'tier.limit' }, { count: limit })}
        </span>
        <span className="block" data-current={cycle === 'MONTHLY'}>
          {intl.formatMessage({ id: 'tier.perMonth' }, { price: monthly })}
        </span>
        <span className="block" data-current={cycle === 'YEARLY'}>
          {intl.formatMessage({ id: 'tier.perYear' }, { price: yearly })}
        </span>
      </span>
    </label>
  );
}
