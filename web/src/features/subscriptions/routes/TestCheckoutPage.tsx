import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { FormAlert } from '../../../components/form/FormAlert';
import { ApiError } from '../../../lib/api';
import { useErrorText } from '../../../lib/errorText';
import { useMoney } from '../../../lib/money';
import { useFollowUrl } from '../../../lib/urls';
import { useAbandonTestCheckout } from '../api/abandonTestCheckout';
import { useTestCheckout } from '../api/getTestCheckout';
import type { TestCheckout } from '../api/getTestCheckout';
import { usePayTestCheckout } from '../api/payTestCheckout';
import type { TestCard } from '../api/payTestCheckout';
import { TestCardOptions } from '../components/TestCardOptions';
import { TestProviderPage } from '../components/TestProviderPage';
import { SUBSCRIPTION_ERRORS } from '../errors';

const isClosed = (error: unknown) => error instanceof ApiError && error.code === 'CHECKOUT_CLOSED';

/** /checkout/test/:id: the test provider's checkout, plainly marked as a test, where no real money moves. */
export function TestCheckoutPage() {
  const { id = '' } = useParams();
  const checkout = useTestCheckout(id);
  const closed = checkout.data?.status === 'paid' || checkout.data?.status === 'abandoned' || checkout.data?.status === 'expired';
  return (
    <TestProviderPage titleId="checkout.title" introId="checkout.intro" state={checkout}>
      {checkout.data && (closed ? <ClosedCheckout /> : <CheckoutForm checkout={checkout.data} />)}
    </TestProviderPage>
  );
}

function ClosedCheckout() {
  const intl = useIntl();
  return (
    <div className="space-y-4">
      <FormAlert tone="info">{intl.formatMessage({ id: 'subscription.error.checkoutClosed' })}</FormAlert>
      <Link to="/admin/dashboard" className="button-secondary">
        {intl.formatMessage({ id: 'checkout.toDashboard' })}
      </Link>
    </div>
  );
}

function CheckoutForm({ checkout }: { checkout: TestCheckout }) {
  const intl = useIntl();
  const money = useMoney();
  const errorText = useErrorText();
  const followUrl = useFollowUrl();
  const pay = usePayTestCheckout();
  const abandon = useAbandonTestCheckout();
  const [card, setCard] = useState<TestCard>('ok');
  const { plan } = checkout;
  const amount = money(plan.amount, plan.currency);
  const busy = pay.isPending || abandon.isPending || !!pay.data?.redirect || abandon.isSuccess;
  const declined = pay.data ? pay.data.status === 'declined' : checkout.status === 'declined';
  const failure = pay.error ?? abandon.error;

  if (isClosed(failure)) return <ClosedCheckout />;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    abandon.reset();
    pay.mutate({ id: checkout.id, card }, { onSuccess: ({ redirect }) => redirect && followUrl(redirect) });
  }

  function leave() {
    pay.reset();
    abandon.mutate(checkout.id, { onSuccess: ({ redirect }) => followUrl(redirect ?? '/admin/dashboard?checkout=left') });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-6 border border-line bg-white p-5 sm:p-8">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-muted">{intl.formatMessage({ id: 'subscription.fact.plan' })}</dt>
        <dd className="text-ink">{`${intl.formatMessage({ id: `tier.${plan.tier}` })} · ${intl.formatMessage({ id: `billing.${plan.billingCycle}` })}`}</dd>
        <dt className="text-muted">{intl.formatMessage({ id: 'subscription.fact.amount' })}</dt>
        <dd className="font-semibold text-ink">
          {intl.formatMessage({ id: plan.billingCycle === 'YEARLY' ? 'tier.perYear' : 'tier.perMonth' }, { price: amount })}
        </dd>
        <dt className="text-muted">{intl.formatMessage({ id: 'field.email' })}</dt>
        <dd className="break-all text-ink">{checkout.customerEmail}</dd>
      </dl>

      {declined && !pay.isPending && <FormAlert>{intl.formatMessage({ id: 'checkout.declined' })}</FormAlert>}
      {failure && <FormAlert>{errorText(failure, SUBSCRIPTION_ERRORS, 'checkout.error.pay')}</FormAlert>}

      <TestCardOptions value={card} onChange={setCard} />

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className="button-secondary" disabled={busy} onClick={leave}>
          {intl.formatMessage({ id: 'checkout.leave' })}
        </button>
        <button type="submit" className="button-primary" disabled={busy}>
          {intl.formatMessage({ id: pay.isPending ? 'checkout.paying' : 'checkout.pay' }, { amount })}
        </button>
      </div>
    </form>
  );
}
