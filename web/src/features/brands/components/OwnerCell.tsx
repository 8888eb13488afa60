import { useIntl } from 'react-intl';
import type { AdminBrand } from '../api/listAdminBrands';

/** Who manages the brand: username and email, or that nobody does (admins only). `label`: its column's name, for a stacked table. */
export function OwnerCell({ owner, label }: { owner: AdminBrand['owner']; label?: string }) {
  const intl = useIntl();
  if (!owner) {
    return (
      <td data-label={label} className="text-muted">
        {intl.formatMessage({ id: 'brands.owner.none' })}
      </td>
    );
  }
  return (
    <td data-label={label}>
      <span className="block text-ink">{owner.username}</span>
      <span className="block break-all text-muted">{owner.email}</span>
    </td>
  );
}
