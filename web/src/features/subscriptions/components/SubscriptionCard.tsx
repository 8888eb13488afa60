import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Outcome } from '../../../components/admin/AdminPage';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormAlert } from '../../../components/form/FormAlert';
import { useErrorText } from '../../../lib/errorText';
import { useMoney } from '../../../lib/money';
import { useFollowUrl } from '../../../lib/urls';
import { useCancelSubscription } from '../api/cancelSubscription';
import type { Subscription } from '../api/getSubscription';
import { useOpenBillingPortal } from '../api/openBillingPortal';
import { useResumeCheckout } from '../api/resumeCheckout';
import { useResumeSubscription } from '../api/resumeSubscription';
import type { ActingBrand } from '../api/subscriptionKeys';
import { declineMessage } from '../decline';
import { SUBSCRIPTION_ERRORS } from '../errors';
import { actionsOf } from '../standing';
import { ChangePlanDialog } from './ChangePlanDialog';
import { PayDialog } from './PayDialog';
import { PaymentHistory } from './PaymentHistory';
import { SubscriptionFacts } from './SubscriptionFacts';

interface Props {
  view: Subscription;
  brandId: ActingBrand;
  /** What the brand came back to the dashboard to (from a checkout): the first outcome, until dismissed or replaced. */
  greeting?: Outcome;
}

type Open = 'pay' | 'change' | 'cancel' | null;

/** The dashboard's first card: the plan in words, what can be done with it, and what has been paid. */
export function SubscriptionCard({ view, brandId, greeting = null }: Props) {
  const intl = useIntl();
  const money = useMoney();
  const errorText = useErrorText();
  const followUrl = useFollowUrl();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const portal = useOpenBillingPortal();
  const resumeCheckout = useResumeCheckout();
  const [open, setOpen] = useState<Open>(null);
  const [outcome, setOutcome] = useState<Outcome>(greeting);
  const actions = actionsOf(view);
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  const fail =
    (fallback: 'subscription.error.cancel' | 'subscription.error.resume' | 'subscription.error.portal' | 'subscription.error.checkout') => (error: unknown) =>
      setOutcome({ tone: 'error', text: errorText(error, SUBSCRIPTION_ERRORS, fallback) });
  const show = (next: Open) => {
    setOutcome(null);
    setOpen(next);
  };

  function confirmCancel() {
    cancel.mutate(brandId, {
      onSuccess: (after) =>
        setOutcome({
          tone: 'success',
          text: after.cancelAt
            ? intl.formatMessage({ id: 'subscription.cancelled' }, { date: date(after.cancelAt) })
            : intl.formatMessage({ id: 'subscription.cancelledNow' }),
        }),
      onError: fail('subscription.error.cancel'),
      onSettled: () => setOpen(null),
    });
  }

  /** Back to the checkout the brand left, or a new one for its plan when that one closed (the server decides). */
  function continueCheckout() {
    setOutcome(null);
    resumeCheckout.mutate(brandId, { onSuccess: ({ url }) => followUrl(url), onError: fail('subscription.error.checkout') });
  }

  function updateCard() {
    setOutcome(null);
    portal.mutate(brandId, {
      onSuccess: (url) => (url ? followUrl(url) : setOutcome({ tone: 'error', text: intl.formatMessage({ id: 'subscription.error.portal' }) })),
      onError: fail('subscription.error.portal'),
    });
  }

  const title =
    brandId && view.brandName
      ? intl.formatMessage({ id: 'subscription.titleOf' }, { brand: view.brandName })
      : intl.formatMessage({ id: 'subscription.title' });
  const endsOn = view.cancelAt ?? view.expiresAt;
  return (
    <section aria-labelledby="subscription-title" className="space-y-6 border border-line bg-white p-5 sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="subscription-title" className="font-display text-2xl text-ink">
          {title}
        </h2>
        {view.billing.testMode && <span className="test-mode-badge">{intl.formatMessage({ id: 'payments.testMode.badge' })}</span>}
      </div>

      <SubscriptionFacts view={view} />

      {view.scheduledChange && (
        <p className="text-sm text-ink">
          {intl.formatMessage(
            { id: 'subscription.scheduled' },
            {
              date: date(view.scheduledChange.effectiveAt),
              plan: `${intl.formatMessage({ id: `tier.${view.scheduledChange.tier}` })} · ${intl.formatMessage({ id: `billing.${view.scheduledChange.billingCycle}` })}`,
              amount: money(view.scheduledChange.amount, view.scheduledChange.currency),
            },
          )}
        </p>
      )}
      {view.lastFailure && view.status !== 'ACTIVE' && (
        <p className="text-sm text-accent">
          {intl.formatMessage(
            { id: 'subscription.lastFailure' },
            { date: date(view.lastFailure.at), reason: intl.formatMessage({ id: declineMessage(view.lastFailure.code) }) },
          )}
        </p>
      )}
      {view.checkout && actions.resumeCheckout && (
        <p className="text-sm text-muted">
          {intl.formatMessage(
            { id: 'subscription.checkoutLeft' },
            { plan: intl.formatMessage({ id: `tier.${view.checkout.tier}` }), amount: money(view.checkout.amount, view.checkout.currency) },
          )}
        </p>
      )}

      {outcome && (
        <FormAlert tone={outcome.tone} onDismiss={() => setOutcome(null)}>
          {outcome.text}
        </FormAlert>
      )}

      <div className="flex flex-wrap gap-3">
        {view.checkout && actions.resumeCheckout && (
          <button type="button" className="button-primary" disabled={resumeCheckout.isPending} onClick={continueCheckout}>
            {intl.formatMessage({ id: 'subscription.action.resumeCheckout' })}
          </button>
        )}
        {actions.pay && (
          <button type="button" className={actions.resumeCheckout ? 'button-secondary' : 'button-primary'} onClick={() => show('pay')}>
            {intl.formatMessage({ id: actions.resumeCheckout ? 'subscription.action.payOther' : 'subscription.action.pay' })}
          </button>
        )}
        {actions.resume && (
          <button
            type="button"
            className="button-primary"
            disabled={resume.isPending}
            onClick={() => {
              setOutcome(null);
              resume.mutate(brandId, {
                onSuccess: () => setOutcome({ tone: 'success', text: intl.formatMessage({ id: 'subscription.resumed' }) }),
                onError: fail('subscription.error.resume'),
              });
            }}
          >
            {intl.formatMessage({ id: 'subscription.action.resume' })}
          </button>
        )}
        {actions.changePlan && (
          <button type="button" className="button-primary" onClick={() => show('change')}>
            {intl.formatMessage({ id: 'subscription.action.change' })}
          </button>
        )}
        {actions.updateCard && (
          <button type="button" className="button-secondary" disabled={portal.isPending} onClick={updateCard}>
            {intl.formatMessage({ id: 'subscription.action.updateCard' })}
          </button>
        )}
        {actions.cancel && (
          <button type="button" className="button-secondary" onClick={() => show('cancel')}>
            {intl.formatMessage({ id: 'subscription.action.cancel' })}
          </button>
        )}
      </div>

      <PaymentHistory payments={view.payments} />

      {open === 'pay' && <PayDialog view={view} brandId={brandId} onClose={() => setOpen(null)} />}
      {open === 'change' && (
        <ChangePlanDialog
          view={view}
          brandId={brandId}
          onClose={() => setOpen(null)}
          onChanged={(text) => {
            setOpen(null);
            setOutcome({ tone: 'success', text });
          }}
        />
      )}
      {open === 'cancel' && (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'subscription.cancel.title' })}
          text={
            view.status === 'PAST_DUE' || !endsOn
              ? intl.formatMessage({ id: 'subscription.cancel.textNow' })
              : intl.formatMessage({ id: 'subscription.cancel.text' }, { date: date(endsOn) })
          }
          confirmLabel={intl.formatMessage({ id: 'subscription.cancel.confirm' })}
          cancelLabel={intl.formatMessage({ id: 'subscription.cancel.keep' })}
          pending={cancel.isPending}
          onConfirm={confirmCancel}
          onCancel={() => setOpen(null)}
        />
      )}
    </section>
  );
}
