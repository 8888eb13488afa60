import { useIntl } from 'react-intl';
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
  return (
    <div className="overflow-x-auto">
      <table className="data-table w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{intl.formatMessage({ id: 'admin.tab.magazine' })}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'magazine.column.media' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'magazine.column.description' })}</th>
            {showBrand && <th scope="col">{intl.formatMessage({ id: 'magazine.field.brand' })}</th>}
            <th scope="col">{intl.formatMessage({ id: 'magazine.column.published' })}</th>
            <th scope="col">
              <span className="sr-only">{intl.formatMessage({ id: 'taxonomy.column.actions' })}</span>
            </th>
          </tr>
        </thead>
        <tbody>
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
                <td className="whitespace-nowrap text-right">
                  <button type="button" className="link-underline mr-4" aria-label={intl.formatMessage({ id: 'magazine.admin.editOf' }, values)} onClick={() => onEdit(entry)}>
                    {intl.formatMessage({ id: 'action.edit' })}
                  </button>
                  <button type="button" className="link-underline text-red-700" aria-label={intl.formatMessage({ id: 'magazine.admin.deleteOf' }, values)} onClick={() => onRemove(entry)}>
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
