import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FormAlert } from '../../../components/form/FormAlert';
import { useErrorText } from '../../../lib/errorText';
import type { AdminBrand } from '../api/listAdminBrands';
import { useUpdateBrand } from '../api/updateBrand';
import { draftOf, profileOf, validateBrand } from '../brandForm';
import type { BrandDraft, BrandErrors } from '../brandForm';
import { BRAND_ERRORS } from '../errors';
import { BrandFields } from './BrandFields';
import { BrandLogoField } from './BrandLogoField';
import { SizeChartsSection } from './SizeChartsSection';

/** A brand user's own brand: its logo (saved as soon as chosen), its four fields, saved with a word on how it went, and its size guides. */
export function OwnBrandForm({ brand }: { brand: AdminBrand }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const update = useUpdateBrand();
  const [draft, setDraft] = useState<BrandDraft>(() => draftOf(brand));
  const [errors, setErrors] = useState<BrandErrors>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateBrand(draft, false);
    setErrors(found);
    if (Object.keys(found).length > 0 || update.isPending) return;
    update.mutate({ id: brand.id, profile: profileOf(draft) });
  }

  return (
    <div className="max-w-3xl space-y-8">
      <BrandLogoField brand={brand} />
      <form noValidate onSubmit={submit} aria-label={intl.formatMessage({ id: 'brands.own.form' })} className="space-y-6">
        {update.isError && <FormAlert>{errorText(update.error, BRAND_ERRORS, 'brands.error.update')}</FormAlert>}
        {update.isSuccess && <FormAlert tone="success">{intl.formatMessage({ id: 'brands.saved' }, { name: update.data.brand })}</FormAlert>}
        <BrandFields
          draft={draft}
          errors={errors}
          onChange={(next) => {
            setDraft((current) => ({ ...current, ...next }));
            if (update.isSuccess) update.reset();
          }}
        />
        <div className="flex justify-end">
          <button type="submit" className="button-primary" disabled={update.isPending}>
            {intl.formatMessage({ id: 'action.save' })}
          </button>
        </div>
      </form>
      <SizeChartsSection brand={brand} />
    </div>
  );
}
