import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormAlert } from '../../../components/form/FormAlert';
import { Loading } from '../../../components/Loading';
import { useTaxonomy } from '../api/getTaxonomy';
import type { Taxonomy, Term } from '../api/getTaxonomy';
import { useRemoveTerm } from '../api/removeTerm';
import { useSaveTerm } from '../api/saveTerm';
import type { EditableKind } from '../api/saveTerm';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { TermDialog } from '../components/TermDialog';
import type { TermDraft } from '../components/TermDialog';
import { TermsTable } from '../components/TermsTable';
import { termErrorText } from '../termErrors';

const LIST: Record<EditableKind, keyof Taxonomy> = { type: 'types', category: 'categories', event: 'events' };
const TITLE = { type: 'admin.categories.types', category: 'admin.categories.categories', event: 'admin.categories.events' } as const;

type Outcome = { tone: 'error' | 'success'; text: string } | null;
type Editing = { term: Term | null } | null;

/** Admin → Categories → types, categories or events: the terms in the reader's language, to add, rename, delete. */
export function AdminTermsPage({ kind }: { kind: EditableKind }) {
  const intl = useIntl();
  const taxonomy = useTaxonomy();
  const save = useSaveTerm();
  const remove = useRemoveTerm();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Term | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const typeNames = useMemo(
    () => new Map((taxonomy.data?.types ?? []).map((type) => [type.id, type.name])),
    [taxonomy.data],
  );

  function onSave(draft: TermDraft) {
    const term = editing?.term ?? null;
    const request = term
      ? { kind, id: term.id, names: draft.names }
      : { kind, id: null, names: draft.names, ...(kind === 'category' ? { typeId: draft.typeId } : {}) };
    save.mutate(request, {
      onSuccess: (saved) => {
        setEditing(null);
        setOutcome({ tone: 'success', text: intl.formatMessage({ id: 'taxonomy.saved' }, { name: saved.name }) });
      },
    });
  }

  function onRemove(term: Term) {
    remove.mutate(
      { kind, id: term.id },
      {
        onSuccess: () => setOutcome({ tone: 'success', text: intl.formatMessage({ id: 'taxonomy.deleted' }, { name: term.name }) }),
        onError: (error) => setOutcome({ tone: 'error', text: termErrorText(intl, error, 'taxonomy.error.delete') }),
        onSettled: () => setRemoving(null),
      },
    );
  }

  const title = intl.formatMessage({ id: TITLE[kind] });
  const terms = taxonomy.data?.[LIST[kind]] ?? [];
  return (
    <section aria-labelledby="admin-tab-title" className="space-y-6">
      <title>{`${title} · ${intl.formatMessage({ id: 'admin.title' })}`}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 id="admin-tab-title" className="font-display text-3xl text-ink sm:text-4xl">
          {title}
        </h1>
        <button
          type="button"
          className="button-primary"
          onClick={() => {
            save.reset();
            setOutcome(null);
            setEditing({ term: null });
          }}
        >
          {intl.formatMessage({ id: `taxonomy.new.${kind}` })}
        </button>
      </div>
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      {taxonomy.isPending ? (
        <Loading />
      ) : taxonomy.isError ? (
        <FormAlert>{intl.formatMessage({ id: 'taxonomy.error.load' })}</FormAlert>
      ) : terms.length === 0 ? (
        <p className="text-muted">{intl.formatMessage({ id: 'taxonomy.empty' })}</p>
      ) : (
        <TermsTable
          caption={title}
          terms={terms}
          {...(kind === 'category' ? { typeNames } : {})}
          onRename={(term) => {
            save.reset();
            setOutcome(null);
            setEditing({ term });
          }}
          onRemove={(term) => {
            setOutcome(null);
            setRemoving(term);
          }}
        />
      )}
      {editing && (
        <TermDialog
          kind={kind}
          term={editing.term}
          types={taxonomy.data?.types ?? []}
          pending={save.isPending}
          error={save.isError ? termErrorText(intl, save.error, 'taxonomy.error.save') : null}
          onSave={onSave}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'taxonomy.delete.title' }, { name: removing.name })}
          text={intl.formatMessage({ id: 'taxonomy.delete.text' })}
          confirmLabel={intl.formatMessage({ id: 'action.delete' })}
          pending={remove.isPending}
          onConfirm={() => onRemove(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
