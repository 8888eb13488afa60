import { useIntl } from 'react-intl';
import { AdminTable } from '../../../components/admin/AdminTable';
import type { AdminBrand } from '../api/listAdminBrands';
import { OwnerCell } from './OwnerCell';
import { isGranted, SubscriptionCell } from './SubscriptionCell';

interface Props {
  brands: AdminBrand[];
  onGrant: (brand: AdminBrand) => void;
  onEndGrant: (brand: AdminBrand) => void;
}

/** A brand that pays for its plan cannot be granted one (the server says ALREADY_SUBSCRIBED). */
const paying = (brand: AdminBrand) => {
  const status = brand.subscription?.status;
  return (status === 'ACTIVE' || status === 'PAST_DUE') && !isGranted(brand.subscription);
};

/** Users and brands → brands: every brand with its owner and the subscription column. */
export function BrandSubscriptionsTable({ brands, onGrant, onEndGrant }: Props) {
  const intl = useIntl();
  const label = {
    brand: intl.formatMessage({ id: 'brands.column.brand' }),
    owner: intl.formatMessage({ id: 'brands.column.owner' }),
    subscription: intl.formatMessage({ id: 'brands.column.subscription' }),
  };
  return (
    <AdminTable
      caption={intl.formatMessage({ id: 'admin.users.brands' })}
      columns={[label.brand, label.owner, label.subscription]}
      actions
      stacked
      minWidth="sm:min-w-[44rem]"
    >
      {brands.map((brand) => {
        const values = { name: brand.brand };
        const granted = isGranted(brand.subscription) && brand.subscription?.status === 'ACTIVE';
        return (
          <tr key={brand.id}>
            <th scope="row" data-label={label.brand} className="font-normal">
              <span className="block font-semibold text-ink">{brand.brand}</span>
              <span className="block text-muted">{brand.name}</span>
            </th>
            <OwnerCell owner={brand.owner} label={label.owner} />
            <SubscriptionCell subscription={brand.subscription} label={label.subscription} />
            <td className="whitespace-nowrap text-right max-sm:text-left">
              {!paying(brand) && (
                <button
                  type="button"
                  className="tap-target link-underline mr-4"
                  aria-label={intl.formatMessage({ id: granted ? 'brands.grant.changeOf' : 'brands.grant.of' }, values)}
                  onClick={() => onGrant(brand)}
                >
                  {intl.formatMessage({ id: granted ? 'brands.grant.change' : 'brands.grant.action' })}
                </button>
              )}
              {granted && (
                <button
                  type="button"
                  className="tap-target link-underline text-red-700"
                  aria-label={intl.formatMessage({ id: 'brands.grant.endOf' }, values)}
                  onClick={() => onEndGrant(brand)}
                >
                  {intl.formatMessage({ id: 'brands.grant.end' })}
                </button>
              )}
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
