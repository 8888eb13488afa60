import { useIntl } from 'react-intl';
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
  return (
    <div className="overflow-x-auto">
      <table className="data-table w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{intl.formatMessage({ id: 'admin.tab.clothes' })}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="sr-only">{intl.formatMessage({ id: 'clothes.column.image' })}</span>
            </th>
            <th scope="col">{intl.formatMessage({ id: 'clothes.column.name' })}</th>
            {showBrand && <th scope="col">{intl.formatMessage({ id: 'clothes.field.brand' })}</th>}
            <th scope="col">{intl.formatMessage({ id: 'clothes.column.price' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'clothes.field.visible' })}</th>
            <th scope="col">
              <span className="sr-only">{intl.formatMessage({ id: 'taxonomy.column.actions' })}</span>
            </th>
          </tr>
        </thead>
        <tbody>
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
                <td>
                  <input
                    type="checkbox"
                    role="switch"
                    className="field-check"
                    checked={cloth.visible}
                    aria-label={intl.formatMessage({ id: 'clothes.visibleOf' }, values)}
                    onChange={(event) => onVisible(cloth, event.target.checked)}
                  />
                </td>
                <td className="whitespace-nowrap text-right">
                  <button type="button" className="link-underline mr-4" aria-label={intl.formatMessage({ id: 'clothes.editOf' }, values)} onClick={() => onEdit(cloth)}>
                    {intl.formatMessage({ id: 'action.edit' })}
                  </button>
                  <button type="button" className="link-underline text-red-700" aria-label={intl.formatMessage({ id: 'clothes.deleteOf' }, values)} onClick={() => onRemove(cloth)}>
                    {intl.formatMessage({ id: 'action.delete' })}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
