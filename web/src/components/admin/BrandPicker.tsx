import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useBrands } from '../../lib/brands';
import { SelectField } from '../form/fields';

/**
 * The brand an admin works on in a brand's tab (dashboard, importer), kept in the address as `?brand=`; anyone else
 * works on their own brand (null). Renders the picker for admins, nothing for the others.
 */
export function useActingBrand(admin: boolean): { brandId: string | null; picker: React.ReactNode } {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const brands = useBrands(admin);
  const brandId = admin ? params.get('brand') || null : null;
  const picker = admin && (
    <SelectField
      label={intl.formatMessage({ id: 'dashboard.brand' })}
      className="max-w-xs"
      value={brandId ?? ''}
      disabled={!brands.data}
      onChange={(event) => {
        const next = new URLSearchParams(params);
        if (event.target.value) next.set('brand', event.target.value);
        else next.delete('brand');
        setParams(next, { replace: true });
      }}
    >
      <option value="">{intl.formatMessage({ id: 'dashboard.chooseBrand' })}</option>
      {(brands.data ?? []).map((brand) => (
        <option key={brand.id} value={brand.id}>
          {brand.name}
        </option>
      ))}
    </SelectField>
  );
  return { brandId, picker };
}
