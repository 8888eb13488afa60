import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { TermKind } from '@vitrina/domain/taxonomy/events';
import { AdminList, AdminPage } from '../../../components/admin/AdminPage';
import { useAdminTab } from '../../../components/admin/useAdminTab';
import { SelectField } from '../../../components/form/fields';
import type { MessageId } from '../../../i18n/messages';
import { useSynonyms } from '../api/listSynonyms';
import type { SynonymsTerm, TermSynonyms } from '../api/listSynonyms';
import { useSaveSynonyms } from '../api/saveSynonyms';
import { SynonymsDialog } from '../components/SynonymsDialog';
import { SynonymsTable } from '../components/SynonymsTable';
import { termErrorText } from '../termErrors';

/** Every kind search reads a query's words into, in the order of the Categories tabs, then the others. */
const KINDS: ReadonlyArray<[TermKind, MessageId]> = [
  ['type', 'admin.categories.types'],
  ['category', 'admin.categories.categories'],
  ['event', 'admin.categories.events'],
  ['color', 'admin.categories.colors'],
  ['style', 'admin.categories.styles'],
  ['material', 'admin.categories.materials'],
  ['gender', 'taxonomy.kind.gender'],
  ['season', 'taxonomy.kind.season'],
  ['weather', 'taxonomy.kind.weather'],
];

/** The kind lives in the address, so the list can be reloaded as it is. */
function useKind(): [TermKind, MessageId, (kind: TermKind) => void] {
  const [params, setParams] = useSearchParams();
  const [kind, label] = KINDS.find(([candidate]) => candidate === params.get('kind')) ?? KINDS[0]!;
  return [kind, label, (next) => setParams(new URLSearchParams({ kind: next }), { replace: true })];
}

/** Admin → Categories → Synonyms: the words shoppers use for each term besides its names, per language. */
export function AdminSynonymsPage() {
  const intl = useIntl();
  const [kind, kindLabel, setKind] = useKind();
  const terms = useSynonyms(kind);
  const save = useSaveSynonyms();
  const { outcome, tell, editing, edit, stopEditing } = useAdminTab<SynonymsTerm>();
  const editingTerm = editing?.item;

  function onSave(term: SynonymsTerm, synonyms: TermSynonyms) {
    save.mutate(
      { kind, id: term.id, synonyms },
      {
        onSuccess: (saved) => {
          stopEditing();
          tell('success', intl.formatMessage({ id: 'taxonomy.synonyms.saved' }, { name: saved.name }));
        },
      },
    );
  }

  const open = (term: SynonymsTerm) => {
    save.reset();
    edit(term);
  };
  const title = intl.formatMessage({ id: 'admin.categories.synonyms' });
  const kindPicker = (
    <SelectField
      label={intl.formatMessage({ id: 'taxonomy.synonyms.kind' })}
      className="max-w-xs"
      value={kind}
      onChange={(event) => setKind(event.target.value as TermKind)}
    >
      {KINDS.map(([value, label]) => (
        <option key={value} value={value}>
          {intl.formatMessage({ id: label })}
        </option>
      ))}
    </SelectField>
  );
  return (
    <AdminPage title={title} tools={kindPicker} outcome={outcome}>
      <AdminList query={terms} errorId="taxonomy.synonyms.error.load" emptyId="taxonomy.empty" isEmpty={(data) => data.length === 0}>
        {(data) => <SynonymsTable caption={intl.formatMessage({ id: kindLabel })} terms={data} onEdit={open} />}
      </AdminList>
      {editingTerm && (
        <SynonymsDialog
          term={editingTerm}
          pending={save.isPending}
          error={save.isError ? termErrorText(intl, save.error, 'taxonomy.error.save') : null}
          onSave={(synonyms) => onSave(editingTerm, synonyms)}
          onClose={stopEditing}
        />
      )}
    </AdminPage>
  );
}
