import { useIntl } from 'react-intl';
import { ActionsCell, AdminTable } from '../../../components/admin/AdminTable';
import type { Term } from '../../../lib/taxonomy';

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
  const columns = [
    intl.formatMessage({ id: 'taxonomy.column.name' }),
    !!typeNames && intl.formatMessage({ id: 'taxonomy.column.type' }),
    intl.formatMessage({ id: 'taxonomy.column.translations' }),
  ];
  return (
    <AdminTable caption={caption} columns={columns} actions>
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
          <ActionsCell
            editText={intl.formatMessage({ id: 'taxonomy.rename' })}
            editLabel={intl.formatMessage({ id: 'taxonomy.rename.label' }, { name: term.name })}
            deleteLabel={intl.formatMessage({ id: 'taxonomy.delete.label' }, { name: term.name })}
            onEdit={() => onRename(term)}
            onDelete={() => onRemove(term)}
          />
        </tr>
      ))}
    </AdminTable>
  );
}
