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
            <td className="w-16">
              {cloth.images[0] && <img src={cloth.images[0].thumbUrl} alt="" className="aspect-[5/8] w-12 object-cover" />}
            </td>
            <th scope="row" className="font-semibold text-ink">
              {cloth.name}
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
