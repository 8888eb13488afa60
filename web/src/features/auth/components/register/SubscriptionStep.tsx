import { useId } from 'react';
import { useIntl } from 'react-intl';
import { BILLING_CYCLES, PRICE_CURRENCY, SUBSCRIPTION_TIERS, TIERS } from '@vitrina/domain/subscriptions/tiers';
import type { SubscriptionTier } from '@vitrina/domain/subscriptions/tiers';
import { FieldError } from '../../../../components/form/fields';
import type { StepProps } from './stepProps';

/** The brand path's plan: the three tiers with what they allow and cost, and how often to pay. */
export function SubscriptionStep({ values, onChange, errorOf }: StepProps) {
  const intl = useIntl();
  const errorId = useId();
  const error = errorOf('tier');
  const price = (amount: number) =>
    intl.formatNumber(amount, {
      style: 'currency',
      currency: PRICE_CURRENCY,
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
    });

  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="field-label">{intl.formatMessage({ id: 'register.subscription.cycle' })}</legend>
        <div className="flex gap-6">
          {BILLING_CYCLES.map((cycle) => (
            <label key={cycle} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="billingCycle"
                value={cycle}
                checked={values.billingCycle === cycle}
                onChange={() => onChange('billingCycle', cycle)}
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
          {SUBSCRIPTION_TIERS.map((tier) => (
            <TierOption
              key={tier}
              tier={tier}
              selected={values.tier === tier}
              monthly={price(TIERS[tier].prices.MONTHLY)}
              yearly={price(TIERS[tier].prices.YEARLY)}
              cycle={values.billingCycle}
              onSelect={() => onChange('tier', tier)}
            />
          ))}
        </div>
        <p className="mt-3 text-xs text-muted">{intl.formatMessage({ id: 'register.subscription.payment' })}</p>
      </fieldset>
    </div>
  );
}

interface TierOptionProps {
  tier: SubscriptionTier;
  selected: boolean;
  monthly: string;
  yearly: string;
  cycle: StepProps['values']['billingCycle'];
  onSelect: () => void;
}

function TierOption({ tier, selected, monthly, yearly, cycle, onSelect }: TierOptionProps) {
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
          name="tier"
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
          {limit === null
            ? intl.formatMessage({ id: 'tier.unlimited' })
            : intl.formatMessage({ id: 'tier.limit' }, { count: limit })}
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
