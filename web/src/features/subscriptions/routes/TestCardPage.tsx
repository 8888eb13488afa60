import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { FormAlert } from '../../../components/form/FormAlert';
import { useErrorText } from '../../../lib/errorText';
import { useMoney } from '../../../lib/money';
import { useTestSubscription } from '../api/getTestSubscription';
import type { TestSubscription } from '../api/getTestSubscription';
import type { TestCard } from '../api/payTestCheckout';
import { useUpdateTestCard } from '../api/updateTestCard';
import { TestCardOptions } from '../components/TestCardOptions';
import { TestProviderPage } from '../components/TestProviderPage';
import { SUBSCRIPTION_ERRORS } from '../errors';

/**
 * /checkout/test/card/:id: the test provider's card page, as Stripe's customer portal is for a real one. A brand
 * whose renewal failed changes its card here, and the failed period is charged to the new card at once.
 */
export function TestCardPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const subscription = useTestSubscription(id);
  return (
    <TestProviderPage titleId="checkout.cardPage.title" introId="checkout.cardPage.intro" state={subscription}>
      {subscription.data && <CardForm subscription={subscription.data} />}
      <Link to="/admin/dashboard" className="button-secondary">
        {intl.formatMessage({ id: 'checkout.toDashboard' })}
      </Link>
    </TestProviderPage>
  );
}

function CardForm({ subscription }: { subscription: TestSubscription }) {
  const intl = useIntl();
  const money = useMoney();
  const errorText = useErrorText();
  const update = useUpdateTestCard();
  const [card, setCard] = useState<TestCard>('ok');
  const { plan } = subscription;
  const amount = money(plan.amount, plan.currency);
  const pastDue = subscription.status === 'past_due';

  if (subscription.status === 'ended') return <FormAlert tone="info">{intl.formatMessage({ id: 'checkout.cardPage.ended' })}</FormAlert>;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!update.isPending) update.mutate({ id: subscription.id, card });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-6 border border-line bg-white p-5 sm:p-8">
      <p className="text-ink">
        {intl.formatMessage(
          { id: pastDue ? 'checkout.cardPage.pastDue' : 'checkout.cardPage.current' },
          { plan: intl.formatMessage({ id: `tier.${plan.tier}` }), amount },
        )}
      </p>
      {update.isSuccess && (
        <FormAlert tone={update.data.status === 'past_due' ? 'error' : 'success'}>
          {intl.formatMessage({ id: update.data.status === 'past_due' ? 'checkout.declined' : 'checkout.cardPage.saved' })}
        </FormAlert>
      )}
      {update.isError && <FormAlert>{errorText(update.error, SUBSCRIPTION_ERRORS, 'checkout.error.pay')}</FormAlert>}
      <TestCardOptions value={card} onChange={setCard} />
      <div className="flex justify-end">
        <button type="submit" className="button-primary" disabled={update.isPending}>
          {intl.formatMessage({ id: pastDue ? 'checkout.cardPage.payNow' : 'checkout.cardPage.save' }, { amount })}
        </button>
      </div>
    </form>
  );
}
