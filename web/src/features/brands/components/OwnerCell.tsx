import { useIntl } from 'react-intl';
import type { AdminBrand } from '../api/listAdminBrands';

/** Who manages the brand: username and email, or that nobody does (admins only). */
export function OwnerCell({ owner }: { owner: AdminBrand['owner'] }) {
  const intl = useIntl();
  if (!owner) return <td className="text-muted">{intl.formatMessage({ id: 'brands.owner.none' })}</td>;
  return (
    <td>
      <span className="block text-ink">{owner.username}</span>
      <span className="block break-all text-muted">{owner.email}</span>
    </td>
  );
}
