import { useIntl } from 'react-intl';
import { LANGUAGES } from '@vitrina/domain/core/languages';
import { AdminTable } from '../../../components/admin/AdminTable';
import type { SynonymsTerm } from '../api/listSynonyms';

interface Props {
  caption: string;
  terms: SynonymsTerm[];
  onEdit: (term: SynonymsTerm) => void;
}

/** Each term by its name, with its synonyms language by language; a card per term on a phone. */
export function SynonymsTable({ caption, terms, onEdit }: Props) {
  const intl = useIntl();
  const label = {
    name: intl.formatMessage({ id: 'taxonomy.column.name' }),
    synonyms: intl.formatMessage({ id: 'taxonomy.synonyms.column' }),
  };
  return (
    <AdminTable caption={caption} columns={[label.name, label.synonyms]} actions stacked minWidth="sm:min-w-[36rem]">
      {terms.map((term) => {
        const languages = LANGUAGES.filter((language) => term.synonyms[language]?.length);
        return (
          <tr key={term.id}>
            <th scope="row" data-label={label.name} className="font-semibold text-ink">
              <span>{term.name}</span>
            </th>
            <td data-label={label.synonyms}>
              {languages.length === 0 ? (
                <span className="text-muted">{intl.formatMessage({ id: 'taxonomy.synonyms.none' })}</span>
              ) : (
                <ul className="space-y-1">
                  {languages.map((language) => (
                    <li key={language} lang={language} className="break-words">
                      <span className="text-muted">{language.toUpperCase()}:</span> {(term.synonyms[language] ?? []).join(', ')}
                    </li>
                  ))}
                </ul>
              )}
            </td>
            <td className="whitespace-nowrap text-right max-sm:text-left">
              <button
                type="button"
                className="tap-target link-underline"
                aria-label={intl.formatMessage({ id: 'taxonomy.synonyms.edit.label' }, { name: term.name })}
                onClick={() => onEdit(term)}
              >
                {intl.formatMessage({ id: 'action.edit' })}
              </button>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
