import { useIntl } from 'react-intl';
import { AdminTable } from '../../../components/admin/AdminTable';
import { BrandLogoImage } from '../../../components/BrandLogoImage';
import type { AdminBrand } from '../api/listAdminBrands';
import { OwnerCell } from './OwnerCell';

interface Props {
  brands: AdminBrand[];
  onEdit: (brand: AdminBrand) => void;
  onRemove: (brand: AdminBrand) => void;
}

/** Admin → Brands: every brand with its owner, prestige and clothes, to edit or delete. */
export function BrandsTable({ brands, onEdit, onRemove }: Props) {
  const intl = useIntl();
  const columns = [
    intl.formatMessage({ id: 'brands.column.brand' }),
    intl.formatMessage({ id: 'field.location' }),
    intl.formatMessage({ id: 'brands.column.owner' }),
    intl.formatMessage({ id: 'brands.field.prestige' }),
    intl.formatMessage({ id: 'brands.column.clothes' }),
  ];
  return (
    <AdminTable caption={intl.formatMessage({ id: 'admin.tab.brands' })} columns={columns} actions minWidth="min-w-[48rem]">
      {brands.map((brand) => {
        const values = { name: brand.brand };
        return (
          <tr key={brand.id}>
            <th scope="row" className="font-normal">
              <span className="flex items-center gap-3">
                <BrandLogoImage logo={brand.logo} brandName={brand.brand} size={40} className="border border-line bg-paper" />
                <span>
                  <span className="block font-semibold text-ink">{brand.brand}</span>
                  <span className="block text-muted">{brand.name}</span>
                </span>
              </span>
            </th>
            <td>{brand.location || <span className="text-muted">{intl.formatMessage({ id: 'users.none' })}</span>}</td>
            <OwnerCell owner={brand.owner} />
            <td>{brand.prestige ?? 0}</td>
            <td>{brand.clothes ?? 0}</td>
            <td className="whitespace-nowrap text-right">
              <button
                type="button"
                className="tap-target link-underline mr-4"
                aria-label={intl.formatMessage({ id: 'brands.editOf' }, values)}
                onClick={() => onEdit(brand)}
              >
                {intl.formatMessage({ id: 'action.edit' })}
              </button>
              <button
                type="button"
                className="tap-target link-underline text-red-700"
                aria-label={intl.formatMessage({ id: 'brands.deleteOf' }, values)}
                onClick={() => onRemove(brand)}
              >
                {intl.formatMessage({ id: 'action.delete' })}
              </button>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
