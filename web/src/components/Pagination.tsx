import { useIntl } from 'react-intl';

interface Props {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

export function Pagination({ page, pages, onPage }: Props) {
  const intl = useIntl();
  if (pages <= 1) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'pagination.label' })} className="flex items-center justify-end gap-4 text-sm">
      <button type="button" className="button-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {intl.formatMessage({ id: 'pagination.previous' })}
      </button>
      <span aria-current="page">{intl.formatMessage({ id: 'pagination.status' }, { page, pages })}</span>
      <button type="button" className="button-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {intl.formatMessage({ id: 'pagination.next' })}
      </button>
    </nav>
  );
}
