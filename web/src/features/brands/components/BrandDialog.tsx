import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FormAlert } from '../../../components/form/FormAlert';
import { SelectField, TextField } from '../../../components/form/fields';
import { Modal } from '../../../components/Modal';
import { DialogActions } from '../../../components/form/DialogActions';
import type { MessageId } from '../../../i18n/messages';
import { useErrorText } from '../../../lib/errorText';
import { useAssignBrandOwner } from '../api/assignBrandOwner';
import { useCreateBrand } from '../api/createBrand';
import { useBrandOwners } from '../api/listBrandOwners';
import type { AdminBrand } from '../api/listAdminBrands';
import { PRESTIGE_MAX, useSetBrandPrestige } from '../api/setBrandPrestige';
import { useUpdateBrand } from '../api/updateBrand';
import { draftOf, profileOf, validateBrand } from '../brandForm';
import type { BrandDraft, BrandErrors } from '../brandForm';
import { BRAND_ERRORS } from '../errors';
import { BrandFields } from './BrandFields';
import { BrandLogoField } from './BrandLogoField';
import { SizeChartsSection } from './SizeChartsSection';

interface Props {
  /** The brand being edited, or null for a new one. */
  brand: AdminBrand | null;
  onSaved: (brand: AdminBrand) => void;
  onClose: () => void;
}

/**
 * An admin's brand form: the profile, its prestige, and the account that will manage it, for a new brand or one
 * left without an owner (its owner's account was erased).
 */
export function BrandDialog({ brand, onSaved, onClose }: Props) {
  const intl = useIntl();
  const errorText = useErrorText();
  const create = useCreateBrand();
  const update = useUpdateBrand();
  const prestige = useSetBrandPrestige();
  const assign = useAssignBrandOwner();
  const choosesOwner = brand === null || brand.owner === null;
  const owners = useBrandOwners(choosesOwner);
  const [draft, setDraft] = useState<BrandDraft>(() => draftOf(brand));
  const [errors, setErrors] = useState<BrandErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  // A new brand saved whose prestige then failed: saving again edits it rather than creating a second one.
  const [created, setCreated] = useState<AdminBrand | null>(null);
  const pending = create.isPending || update.isPending || prestige.isPending || assign.isPending;
  const change = (next: Partial<BrandDraft>) => setDraft((current) => ({ ...current, ...next }));

  /**
   * Saves the profile, then the owner of an existing brand that had none, then the prestige (each its own call,
   * admins only) when they changed; says which step failed.
   */
  async function save(): Promise<AdminBrand> {
    const profile = profileOf(draft);
    let fallback: MessageId = brand ? 'brands.error.update' : 'brands.error.create';
    try {
      const existing = brand ?? created;
      let saved = existing ? await update.mutateAsync({ id: existing.id, profile }) : await create.mutateAsync({ ...profile, ownerId: draft.ownerId || null });
      if (!existing) setCreated(saved);
      if (existing && saved.owner === null && draft.ownerId) saved = await assign.mutateAsync({ id: saved.id, ownerId: draft.ownerId });
      const wanted = Number(draft.prestige);
      if (wanted === (saved.prestige ?? 0)) return saved;
      fallback = 'brands.error.prestige';
      return await prestige.mutateAsync({ id: saved.id, prestige: wanted });
    } catch (error) {
      setFailure(errorText(error, BRAND_ERRORS, fallback));
      throw error;
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateBrand(draft, true);
    setErrors(found);
    if (Object.keys(found).length > 0 || pending) return;
    setFailure(null);
    save().then(onSaved, () => undefined);
  }

  const prestigeError = errors.prestige ? intl.formatMessage({ id: errors.prestige }) : undefined;
  return (
    <Modal
      open
      onClose={onClose}
      widthClass="max-w-2xl"
      title={brand ? intl.formatMessage({ id: 'brands.edit.title' }, { name: brand.brand }) : intl.formatMessage({ id: 'brands.new' })}
    >
      {/* A new brand has no id to name a logo under yet: its logo is set once it is saved. */}
      {brand && (
        <div className="mb-6">
          <BrandLogoField brand={brand} />
        </div>
      )}
      <form noValidate onSubmit={submit} className="space-y-5">
        {failure && <FormAlert>{failure}</FormAlert>}
        <BrandFields draft={draft} errors={errors} onChange={change} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={intl.formatMessage({ id: 'brands.field.prestige' })}
            hint={intl.formatMessage({ id: 'brands.field.prestigeHint' }, { max: PRESTIGE_MAX })}
            type="number"
            inputMode="numeric"
            min={0}
            max={PRESTIGE_MAX}
            step={1}
            value={draft.prestige}
            error={prestigeError}
            onChange={(event) => change({ prestige: event.target.value })}
          />
          {choosesOwner && (
            <SelectField
              label={intl.formatMessage({ id: 'brands.field.owner' })}
              hint={intl.formatMessage({ id: 'brands.field.ownerHint' })}
              value={draft.ownerId}
              onChange={(event) => change({ ownerId: event.target.value })}
            >
              <option value="">{intl.formatMessage({ id: 'brands.owner.none' })}</option>
              {(owners.data ?? []).map((owner) => (
                <option key={owner.id} value={owner.id}>
                  {`${owner.username} · ${owner.email}`}
                </option>
              ))}
            </SelectField>
          )}
        </div>
        <DialogActions onCancel={onClose} disabled={pending} />
      </form>
      {/* Its size guides, saved each on its own as the logo is (an admin edits any brand's). */}
      {brand && (
        <div className="mt-8">
          <SizeChartsSection brand={brand} />
        </div>
      )}
    </Modal>
  );
}
