import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { AdminList, AdminPage } from '../../../components/admin/AdminPage';
import { useAdminTab } from '../../../components/admin/useAdminTab';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useTaxonomy } from '../../../lib/taxonomy';
import type { Taxonomy, Term } from '../../../lib/taxonomy';
import { useRemoveTerm } from '../api/removeTerm';
import { useSaveTerm } from '../api/saveTerm';
import type { EditableKind } from '../api/saveTerm';
import { TermDialog } from '../components/TermDialog';
import type { TermDraft } from '../components/TermDialog';
import { TermsTable } from '../components/TermsTable';
import { termErrorText } from '../termErrors';

const LIST: Record<EditableKind, keyof Taxonomy> = {
  type: 'types',
  category: 'categories',
  event: 'events',
  color: 'colors',
  style: 'styles',
  material: 'materials',
};
const TITLE = {
  type: 'admin.categories.types',
  category: 'admin.categories.categories',
  event: 'admin.categories.events',
  color: 'admin.categories.colors',
  style: 'admin.categories.styles',
  material: 'admin.categories.materials',
} as const;

/** Admin → Categories → types, categories, events, colours, styles or materials: the terms in the reader's language, to add, rename, delete. */
export function AdminTermsPage({ kind }: { kind: EditableKind }) {
  const intl = useIntl();
  const taxonomy = useTaxonomy();
  const save = useSaveTerm();
  const remove = useRemoveTerm();
  const { outcome, tell, editing, edit, stopEditing, removing, askToRemove, stopRemoving } = useAdminTab<Term>();
  const typeNames = useMemo(() => new Map((taxonomy.data?.types ?? []).map((type) => [type.id, type.name])), [taxonomy.data]);

  function onSave(draft: TermDraft) {
    const term = editing?.item ?? null;
    const request = term
      ? { kind, id: term.id, names: draft.names }
      : { kind, id: null, names: draft.names, ...(kind === 'category' ? { typeId: draft.typeId } : {}) };
    save.mutate(request, {
      onSuccess: (saved) => {
        stopEditing();
        tell('success', intl.formatMessage({ id: 'taxonomy.saved' }, { name: saved.name }));
      },
    });
  }

  function onRemove(term: Term) {
    remove.mutate(
      { kind, id: term.id },
      {
        onSuccess: () => tell('success', intl.formatMessage({ id: 'taxonomy.deleted' }, { name: term.name })),
        onError: (error) => tell('error', termErrorText(intl, error, 'taxonomy.error.delete')),
        onSettled: stopRemoving,
      },
    );
  }

  const title = intl.formatMessage({ id: TITLE[kind] });
  const open = (term: Term | null) => {
    save.reset();
    edit(term);
  };
  return (
    <AdminPage title={title} create={{ label: intl.formatMessage({ id: `taxonomy.new.${kind}` }), onClick: () => open(null) }} outcome={outcome}>
      <AdminList query={taxonomy} errorId="taxonomy.error.load" emptyId="taxonomy.empty" isEmpty={(data) => data[LIST[kind]].length === 0}>
        {(data) => (
          <TermsTable caption={title} terms={data[LIST[kind]]} {...(kind === 'category' ? { typeNames } : {})} onRename={open} onRemove={askToRemove} />
        )}
      </AdminList>
      {editing && (
        <TermDialog
          kind={kind}
          term={editing.item}
          types={taxonomy.data?.types ?? []}
          pending={save.isPending}
          error={save.isError ? termErrorText(intl, save.error, 'taxonomy.error.save') : null}
          onSave={onSave}
          onClose={stopEditing}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'taxonomy.delete.title' }, { name: removing.name })}
          text={intl.formatMessage({ id: 'taxonomy.delete.text' })}
          confirmLabel={intl.formatMessage({ id: 'action.delete' })}
          pending={remove.isPending}
          onConfirm={() => onRemove(removing)}
          onCancel={stopRemoving}
        />
      )}
    </AdminPage>
  );
}
