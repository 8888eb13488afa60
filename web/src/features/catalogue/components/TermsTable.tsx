import { useIntl } from 'react-intl';
import type { Term } from '../api/getTaxonomy';

interface Props {
  caption: string;
  terms: Term[];
  /** Type names by id, shown beside each category; absent for other kinds. */
  typeNames?: ReadonlyMap<string, string>;
  onRename: (term: Term) => void;
  onRemove: (term: Term) => void;
}

export function TermsTable({ caption, terms, typeNames, onRename, onRemove }: Props) {
  const intl = useIntl();
  return (
    <div className="overflow-x-auto">
      <table className="data-table w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'taxonomy.column.name' })}</th>
            {typeNames && <th scope="col">{intl.formatMessage({ id: 'taxonomy.column.type' })}</th>}
            <th scope="col">{intl.formatMessage({ id: 'taxonomy.column.translations' })}</th>
            <th scope="col">
              <span className="sr-only">{intl.formatMessage({ id: 'taxonomy.column.actions' })}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {terms.map((term) => (
            <tr key={term.id}>
              <th scope="row" className="font-semibold text-ink">
                {term.name}
              </th>
              {typeNames && <td>{(term.typeId && typeNames.get(term.typeId)) ?? term.typeId ?? ''}</td>}
              <td className="text-muted">
                {(['es', 'en', 'it', 'fr'] as const)
                  .filter((language) => term.names[language])
                  .map((language) => `${language.toUpperCase()}: ${term.names[language] ?? ''}`)
                  .join(' · ')}
              </td>
              <td className="whitespace-nowrap text-right">
                <button
                  type="button"
                  className="link-underline mr-4"
                  aria-label={intl.formatMessage({ id: 'taxonomy.rename.label' }, { name: term.name })}
                  onClick={() => onRename(term)}
                >
                  {intl.formatMessage({ id: 'taxonomy.rename' })}
                </button>
                <button
                  type="button"
                  className="link-underline text-red-700"
                  aria-label={intl.formatMessage({ id: 'taxonomy.delete.label' }, { name: term.name })}
                  onClick={() => onRemove(term)}
                >
                  {intl.formatMessage({ id: 'action.delete' })}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
