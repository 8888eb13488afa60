import { useIntl } from 'react-intl';
import { ActionsCell, AdminTable } from '../../../components/admin/AdminTable';
import { summaryOf } from '../api/magazineItem';
import type { MagazineItem } from '../api/magazineItem';

interface Props {
  entries: MagazineItem[];
  showBrand: boolean;
  onEdit: (entry: MagazineItem) => void;
  onRemove: (entry: MagazineItem) => void;
}

export function MagazineTable({ entries, showBrand, onEdit, onRemove }: Props) {
  const intl = useIntl();
  const columns = [
    intl.formatMessage({ id: 'magazine.column.media' }),
    intl.formatMessage({ id: 'magazine.column.description' }),
    showBrand && intl.formatMessage({ id: 'magazine.field.brand' }),
    intl.formatMessage({ id: 'magazine.column.published' }),
  ];
  return (
    <AdminTable caption={intl.formatMessage({ id: 'admin.tab.magazine' })} columns={columns} actions minWidth="min-w-[40rem]">
      {entries.map((entry) => {
        const values = { name: summaryOf(entry) };
        return (
          <tr key={entry.id}>
            <td className="w-20">
              {entry.contentType === 'video' ? (
                <span className="kicker">{intl.formatMessage({ id: 'magazine.contentType.video' })}</span>
              ) : (
                <img src={entry.media.url} alt={intl.formatMessage({ id: 'magazine.contentType.image' })} className="aspect-[4/5] w-12 object-cover" />
              )}
            </td>
            <th scope="row" className="font-semibold text-ink">
              {values.name}
            </th>
            {showBrand && <td>{entry.brand.name}</td>}
            <td className="whitespace-nowrap">
              <time dateTime={entry.publishedAt}>{intl.formatDate(entry.publishedAt, { dateStyle: 'medium' })}</time>
            </td>
            <ActionsCell
              editLabel={intl.formatMessage({ id: 'magazine.admin.editOf' }, values)}
              deleteLabel={intl.formatMessage({ id: 'magazine.admin.deleteOf' }, values)}
              onEdit={() => onEdit(entry)}
              onDelete={() => onRemove(entry)}
            />
          </tr>
        );
      })}
    </AdminTable>
  );
}
