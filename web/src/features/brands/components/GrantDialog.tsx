import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { SUBSCRIPTION_TIERS } from '@vitrina/domain/subscriptions/tiers';
import type { SubscriptionTier } from '@vitrina/domain/subscriptions/tiers';
import { SelectField, TextField } from '../../../components/form/fields';
import { FormDialog } from '../../../components/FormDialog';
import { DialogActions } from '../../../components/form/DialogActions';
import { useErrorText } from '../../../lib/errorText';
import { useGrantPlan } from '../api/grantPlan';
import type { AdminBrand } from '../api/listAdminBrands';
import { GRANT_ERRORS } from '../errors';

interface Props {
  brand: AdminBrand;
  onGranted: (brand: AdminBrand) => void;
  onClose: () => void;
}

/** Tomorrow as YYYY-MM-DD in UTC: the first day a granted plan may end on (the server's rule). */
function tomorrow(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)).toISOString().slice(0, 10);
}

/** "Grant plan": a tier with no payment, for a partner, with an end date or none. */
export function GrantDialog({ brand, onGranted, onClose }: Props) {
  const intl = useIntl();
  const errorText = useErrorText();
  const grant = useGrantPlan();
  const [tier, setTier] = useState<SubscriptionTier>(brand.subscription?.tier ?? 'BASIC');
  const [expiresAt, setExpiresAt] = useState(brand.subscription?.provider === 'grant' ? (brand.subscription.expiresAt ?? '').slice(0, 10) : '');
  const [dateError, setDateError] = useState(false);
  const first = tomorrow();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // ISO days compare as text.
    const early = expiresAt !== '' && expiresAt < first;
    setDateError(early);
    if (early || grant.isPending) return;
    grant.mutate({ brandId: brand.id, tier, expiresAt: expiresAt || null }, { onSuccess: () => onGranted(brand) });
  }

  return (
    <FormDialog
      onClose={onClose}
      title={intl.formatMessage({ id: 'brands.grant.title' }, { name: brand.brand })}
      description={intl.formatMessage({ id: 'brands.grant.text' })}
      onSubmit={submit}
      className="space-y-5"
      alert={grant.isError && errorText(grant.error, GRANT_ERRORS, 'brands.grant.error')}
    >
      <SelectField
        label={intl.formatMessage({ id: 'register.subscription.plan' })}
        value={tier}
        onChange={(event) => setTier(SUBSCRIPTION_TIERS.find((option) => option === event.target.value) ?? tier)}
      >
        {SUBSCRIPTION_TIERS.map((option) => (
          <option key={option} value={option}>
            {intl.formatMessage({ id: `tier.${option}` })}
          </option>
        ))}
      </SelectField>
      <TextField
        label={intl.formatMessage({ id: 'brands.grant.expiresAt' })}
        hint={intl.formatMessage({ id: 'brands.grant.expiresAtHint' })}
        type="date"
        min={first}
        value={expiresAt}
        error={dateError ? intl.formatMessage({ id: 'brands.grant.error.date' }) : undefined}
        onChange={(event) => {
          setExpiresAt(event.target.value);
          setDateError(false);
        }}
      />
      <DialogActions onCancel={onClose} submitLabel={intl.formatMessage({ id: 'brands.grant.submit' })} disabled={grant.isPending} />
    </FormDialog>
  );
}
