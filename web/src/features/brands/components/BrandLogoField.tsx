import { useId, useRef } from 'react';
import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { isPlanInactive, PlanInactiveAlert } from '../../../components/admin/PlanInactive';
import { BrandLogoImage } from '../../../components/BrandLogoImage';
import { FormAlert } from '../../../components/form/FormAlert';
import { useErrorText } from '../../../lib/errorText';
import type { AdminBrand } from '../api/listAdminBrands';
import { useSetBrandLogo } from '../api/setBrandLogo';
import { BRAND_ERRORS } from '../errors';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/avif';

/** The brand's logo: shown as it is, replaced by choosing a file (saved at once), or removed. */
export function BrandLogoField({ brand }: { brand: AdminBrand }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const change = useSetBrandLogo();
  const logo = (change.isSuccess ? change.data.logo : brand.logo) ?? null;

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file && !change.isPending) change.mutate({ id: brand.id, file });
  }

  return (
    <fieldset className="space-y-3" aria-describedby={`${id}-hint`}>
      <legend className="field-label">{intl.formatMessage({ id: 'brands.logo' })}</legend>
      {change.isError &&
        (isPlanInactive(change.error) ? (
          <PlanInactiveAlert messageId="admin.planInactive.images" />
        ) : (
          <FormAlert>{errorText(change.error, BRAND_ERRORS, 'brands.logo.error')}</FormAlert>
        ))}
      <div className="flex flex-wrap items-center gap-4">
        {logo ? (
          <BrandLogoImage logo={logo} brandName={brand.brand} size={80} className="border border-line bg-paper" />
        ) : (
          <span className="flex h-20 w-20 items-center justify-center border border-dashed border-line text-center text-xs text-muted">
            {intl.formatMessage({ id: 'brands.logo.none' })}
          </span>
        )}
        <div className="flex flex-wrap gap-3">
          <label htmlFor={`${id}-file`} className={`button-secondary inline-flex min-h-11 cursor-pointer items-center ${change.isPending ? 'opacity-60' : ''}`}>
            {intl.formatMessage({ id: logo ? 'brands.logo.replace' : 'brands.logo.upload' })}
          </label>
          <input ref={input} id={`${id}-file`} type="file" accept={ACCEPTED} className="sr-only" disabled={change.isPending} onChange={onFile} />
          {logo && (
            <button type="button" className="button-secondary min-h-11" disabled={change.isPending} onClick={() => change.mutate({ id: brand.id, file: null })}>
              {intl.formatMessage({ id: 'brands.logo.remove' })}
            </button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted" aria-live="polite">
        {intl.formatMessage({ id: change.isPending ? 'brands.logo.saving' : 'brands.logo.hint' })}
      </p>
    </fieldset>
  );
}
