import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { BillingCycle, SubscriptionTier } from '@vitrina/domain/subscriptions/tiers';
import { FormDialog } from '../../../components/FormDialog';
import { DialogActions } from '../../../components/form/DialogActions';
import { PlanPicker } from '../../../components/PlanPicker';
import { useErrorText } from '../../../lib/errorText';
import { useFollowUrl } from '../../../lib/urls';
import type { Subscription } from '../api/getSubscription';
import { useStartCheckout } from '../api/startCheckout';
import type { ActingBrand } from '../api/subscriptionKeys';
import { SUBSCRIPTION_ERRORS } from '../errors';

interface Props {
  view: Subscription;
  brandId: ActingBrand;
  onClose: () => void;
}

/** "Pay now": the plan to pay for (the last one chosen, to start with), then off to the checkout. */
export function PayDialog({ view, brandId, onClose }: Props) {
  const intl = useIntl();
  const errorText = useErrorText();
  const followUrl = useFollowUrl();
  const checkout = useStartCheckout();
  const [tier, setTier] = useState<SubscriptionTier | null>(view.checkout?.tier ?? view.tier);
  const [billingCycle, setBillingCycle] = useState<BillingCycle>(view.checkout?.billingCycle ?? view.billingCycle ?? 'MONTHLY');
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!tier) {
      setMissing(true);
      return;
    }
    if (checkout.isPending) return;
    checkout.mutate({ tier, billingCycle, brandId }, { onSuccess: ({ url }) => followUrl(url) });
  }

  return (
    <FormDialog
      onClose={onClose}
      title={intl.formatMessage({ id: 'subscription.pay.title' })}
      widthClass="max-w-4xl"
      onSubmit={submit}
      className="space-y-6"
      alert={checkout.isError && errorText(checkout.error, SUBSCRIPTION_ERRORS, 'subscription.error.checkout')}
    >
      <PlanPicker
        tier={tier}
        billingCycle={billingCycle}
        currency={view.billing.currency}
        onTier={(chosen) => {
          setTier(chosen);
          setMissing(false);
        }}
        onCycle={setBillingCycle}
        error={missing ? intl.formatMessage({ id: 'register.subscription.required' }) : undefined}
        note={intl.formatMessage({ id: view.billing.testMode ? 'subscription.pay.noteTest' : 'subscription.pay.note' })}
      />
      <DialogActions
        onCancel={onClose}
        submitLabel={intl.formatMessage({ id: checkout.isPending || checkout.isSuccess ? 'subscription.pay.going' : 'subscription.pay.submit' })}
        disabled={checkout.isPending || checkout.isSuccess}
      />
    </FormDialog>
  );
}
