import { useIntl } from 'react-intl';
import { PlanPicker } from '../../../../components/PlanPicker';
import type { StepProps } from './stepProps';

/** The brand path's plan: the three tiers with what they allow and cost, and how often to pay. */
export function SubscriptionStep({ values, onChange, errorOf }: StepProps) {
  const intl = useIntl();
  return (
    <PlanPicker
      tier={values.tier}
      billingCycle={values.billingCycle}
      onTier={(tier) => onChange('tier', tier)}
      onCycle={(cycle) => onChange('billingCycle', cycle)}
      error={errorOf('tier')}
      note={intl.formatMessage({ id: 'register.subscription.payment' })}
    />
  );
}
