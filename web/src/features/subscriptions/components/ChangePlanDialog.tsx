import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { BillingCycle, SubscriptionTier } from '@vitrina/domain/subscriptions/tiers';
import { FormDialog } from '../../../components/FormDialog';
import { DialogActions } from '../../../components/form/DialogActions';
import { PlanPicker } from '../../../components/PlanPicker';
import { ApiError } from '../../../lib/api';
import { useErrorText } from '../../../lib/errorText';
import { useMoney } from '../../../lib/money';
import { useChangePlan } from '../api/changePlan';
import type { Subscription } from '../api/getSubscription';
import { usePlanPreview } from '../api/previewPlanChange';
import type { PlanPreview } from '../api/previewPlanChange';
import type { ActingBrand } from '../api/subscriptionKeys';
import { SUBSCRIPTION_ERRORS } from '../errors';

interface Props {
  view: Subscription;
  brandId: ActingBrand;
  onChanged: (message: string) => void;
  onClose: () => void;
}

/** "Change plan": pick a tier and cycle, read what it costs now and later (the server's preview), then confirm. */
export function ChangePlanDialog({ view, brandId, onChanged, onClose }: Props) {
  const intl = useIntl();
  const errorText = useErrorText();
  const change = useChangePlan();
  const [tier, setTier] = useState<SubscriptionTier>(view.scheduledChange?.tier ?? view.tier ?? 'BASIC');
  const [billingCycle, setBillingCycle] = useState<BillingCycle>(view.scheduledChange?.billingCycle ?? view.billingCycle ?? 'MONTHLY');
  const preview = usePlanPreview(brandId, { tier, billingCycle });
  const date = (iso: string | null) => (iso ? intl.formatDate(iso, { dateStyle: 'medium' }) : '');
  const nothingToDo = preview.data?.kind === 'same' && !view.scheduledChange;

  function refusal(error: unknown): string {
    if (error instanceof ApiError && error.code === 'OVER_TIER_LIMIT') {
      const { clothes, limit, excess } = error.details;
      if (typeof clothes === 'number' && typeof limit === 'number' && typeof excess === 'number') {
        return intl.formatMessage({ id: 'subscription.error.overLimit' }, { clothes, limit, excess });
      }
    }
    return errorText(error, SUBSCRIPTION_ERRORS, 'subscription.error.change');
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const seen = preview.data;
    if (!seen || nothingToDo || change.isPending) return;
    change.mutate({ brandId, tier, billingCycle }, { onSuccess: () => onChanged(outcomeText(seen)) });
  }

  function outcomeText(seen: PlanPreview): string {
    const plan = intl.formatMessage({ id: `tier.${seen.tier}` });
    if (seen.kind === 'upgrade') return intl.formatMessage({ id: 'subscription.changed.upgrade' }, { plan });
    if (seen.kind === 'downgrade') return intl.formatMessage({ id: 'subscription.changed.downgrade' }, { plan, date: date(seen.effectiveAt) });
    return intl.formatMessage({ id: 'subscription.changed.withdrawn' });
  }

  return (
    <FormDialog
      onClose={onClose}
      title={intl.formatMessage({ id: 'subscription.change.title' })}
      widthClass="max-w-4xl"
      onSubmit={submit}
      className="space-y-6"
      alert={change.isError && refusal(change.error)}
    >
      <PlanPicker
        tier={tier}
        billingCycle={billingCycle}
        currency={view.currency ?? view.billing.currency}
        onTier={(chosen) => {
          setTier(chosen);
          change.reset();
        }}
        onCycle={(chosen) => {
          setBillingCycle(chosen);
          change.reset();
        }}
      />
      <section aria-labelledby="change-preview-title" aria-live="polite" className="border border-line bg-paper-deep p-4">
        <h3 id="change-preview-title" className="text-xs font-semibold uppercase tracking-[0.12em] text-muted">
          {intl.formatMessage({ id: 'subscription.change.preview' })}
        </h3>
        <div className="mt-2 text-ink">
          {preview.isPending && <p className="text-muted">{intl.formatMessage({ id: 'subscription.change.previewing' })}</p>}
          {preview.isError && <p className="text-accent">{refusal(preview.error)}</p>}
          {preview.data && <PreviewText preview={preview.data} scheduledAt={view.scheduledChange?.effectiveAt ?? null} />}
        </div>
      </section>
      <DialogActions
        onCancel={onClose}
        submitLabel={intl.formatMessage({ id: 'subscription.change.confirm' })}
        disabled={!preview.data || nothingToDo || change.isPending}
      />
    </FormDialog>
  );
}

/** The price difference in words: due now and then per period (upgrade), or from when (downgrade). */
function PreviewText({ preview, scheduledAt }: { preview: PlanPreview; scheduledAt: string | null }) {
  const intl = useIntl();
  const money = useMoney();
  const amount = money(preview.amount, preview.currency);
  const date = (iso: string | null) => (iso ? intl.formatDate(iso, { dateStyle: 'medium' }) : '');
  switch (preview.kind) {
    case 'upgrade':
      return (
        <p>{intl.formatMessage({ id: `subscription.change.upgrade.${preview.billingCycle}` }, { dueNow: money(preview.dueNow, preview.currency), amount })}</p>
      );
    case 'downgrade':
      return <p>{intl.formatMessage({ id: `subscription.change.downgrade.${preview.billingCycle}` }, { amount, date: date(preview.effectiveAt) })}</p>;
    case 'same':
      return (
        <p>
          {scheduledAt
            ? intl.formatMessage({ id: 'subscription.change.withdraw' }, { date: date(scheduledAt) })
            : intl.formatMessage({ id: 'subscription.change.same' })}
        </p>
      );
  }
}
