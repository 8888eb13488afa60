import { useIntl } from 'react-intl';
import { ActionsCell, AdminTable, SwitchCell } from '../../../components/admin/AdminTable';
import { formatPrice } from '../../../lib/price';
import type { Cloth } from '../api/listClothes';

interface Props {
  clothes: Cloth[];
  showBrand: boolean;
  onVisible: (cloth: Cloth, visible: boolean) => void;
  onEdit: (cloth: Cloth) => void;
  onRemove: (cloth: Cloth) => void;
}

/** Our own stand-in where a cloth has no photo yet (imported from a shop that shows none): never a broken image. */
function NoPhoto() {
  return (
    <svg viewBox="0 0 20 32" className="aspect-[5/8] w-12 bg-line/40 text-muted" aria-hidden>
      <path d="M6 13h8l-1.5 2H7.5zM5 17h10v1H5z" fill="currentColor" opacity="0.6" />
      <circle cx="10" cy="10" r="1.5" fill="currentColor" opacity="0.6" />
    </svg>
  );
}

export function ClothesTable({ clothes, showBrand, onVisible, onEdit, onRemove }: Props) {
  const intl = useIntl();
  const columns = [
    { srOnly: intl.formatMessage({ id: 'clothes.column.image' }) },
    intl.formatMessage({ id: 'clothes.column.name' }),
    showBrand && intl.formatMessage({ id: 'clothes.field.brand' }),
    intl.formatMessage({ id: 'clothes.column.price' }),
    intl.formatMessage({ id: 'clothes.field.visible' }),
  ];
  return (
    <AdminTable caption={intl.formatMessage({ id: 'admin.tab.clothes' })} columns={columns} actions minWidth="min-w-[40rem]">
      {clothes.map((cloth) => {
        const values = { name: cloth.name };
        const discounted = cloth.discountEnabled && cloth.discountedPrice !== null;
        return (
          <tr key={cloth.id}>
            <td className="w-16">{cloth.images[0] ? <img src={cloth.images[0].thumbUrl} alt="" className="aspect-[5/8] w-12 object-cover" /> : <NoPhoto />}</td>
            <th scope="row" className="font-semibold text-ink">
              {cloth.name}
              {cloth.images.length === 0 && (
                <span className="mt-1 block w-fit rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                  {intl.formatMessage({ id: 'clothes.needsPhoto' })}
                </span>
              )}
            </th>
            {showBrand && <td>{cloth.brandName}</td>}
            <td className="whitespace-nowrap">
              {discounted && <s className="mr-2 text-muted">{formatPrice(cloth.price, cloth.currency)}</s>}
              {formatPrice(discounted ? (cloth.discountedPrice ?? cloth.price) : cloth.price, cloth.currency)}
            </td>
            <SwitchCell
              label={intl.formatMessage({ id: 'clothes.visibleOf' }, values)}
              checked={cloth.visible}
              onChange={(visible) => onVisible(cloth, visible)}
            />
            <ActionsCell
              editLabel={intl.formatMessage({ id: 'clothes.editOf' }, values)}
              deleteLabel={intl.formatMessage({ id: 'clothes.deleteOf' }, values)}
              onEdit={() => onEdit(cloth)}
              onDelete={() => onRemove(cloth)}
            />
          </tr>
        );
      })}
    </AdminTable>
  );
}
