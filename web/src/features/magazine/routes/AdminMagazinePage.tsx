import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormAlert } from '../../../components/form/FormAlert';
import { Loading } from '../../../components/Loading';
import { useAdminMagazine, useRemoveMagazineEntry } from '../api/adminMagazine';
import { summaryOf } from '../api/magazineItem';
import type { MagazineItem } from '../api/magazineItem';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { MagazineEntryDialog } from '../components/MagazineEntryDialog';
import { MagazineTable } from '../components/MagazineTable';
import { useBrands } from '../../catalogue/api/listBrands';

type Outcome = { tone: 'error' | 'success'; text: string } | null;

/**
 * Admin → Magazine: the entries a brand published, to add, edit and delete. Admins see every brand's, and file a
 * new one under the brand they choose.
 */
export function AdminMagazinePage({ admin }: { admin: boolean }) {
  const intl = useIntl();
  const entries = useAdminMagazine();
  const brands = useBrands(admin);
  const remove = useRemoveMagazineEntry();
  const [editing, setEditing] = useState<{ entry: MagazineItem | null } | null>(null);
  const [removing, setRemoving] = useState<MagazineItem | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const say = (tone: 'error' | 'success', id: 'magazine.admin.saved' | 'magazine.admin.deleted' | 'magazine.error.delete', entry: MagazineItem) =>
    setOutcome({ tone, text: intl.formatMessage({ id }, { name: summaryOf(entry) }) });
  const open = (entry: MagazineItem | null) => {
    setOutcome(null);
    setEditing({ entry });
  };

  const title = intl.formatMessage({ id: 'admin.tab.magazine' });
  return (
    <section aria-labelledby="admin-tab-title" className="space-y-6">
      <title>{`${title} · ${intl.formatMessage({ id: 'admin.title' })}`}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 id="admin-tab-title" className="font-display text-3xl text-ink sm:text-4xl">
          {title}
        </h1>
        <button type="button" className="button-primary" onClick={() => open(null)}>
          {intl.formatMessage({ id: 'magazine.admin.new' })}
        </button>
      </div>
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      {entries.isPending ? (
        <Loading />
      ) : entries.isError ? (
        <FormAlert>{intl.formatMessage({ id: 'magazine.error.load' })}</FormAlert>
      ) : entries.data.length === 0 ? (
        <p className="text-muted">{intl.formatMessage({ id: 'magazine.admin.empty' })}</p>
      ) : (
        <MagazineTable
          entries={entries.data}
          showBrand={admin}
          onEdit={open}
          onRemove={(entry) => {
            setOutcome(null);
            setRemoving(entry);
          }}
        />
      )}
      {editing && (
        <MagazineEntryDialog
          entry={editing.entry}
          brands={admin ? (brands.data ?? []) : null}
          onSaved={(saved) => {
            setEditing(null);
            say('success', 'magazine.admin.saved', saved);
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'magazine.admin.deleteTitle' }, { name: summaryOf(removing) })}
          text={intl.formatMessage({ id: 'magazine.admin.deleteText' })}
          confirmLabel={intl.formatMessage({ id: 'action.delete' })}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(removing, {
              onSuccess: () => say('success', 'magazine.admin.deleted', removing),
              onError: () => say('error', 'magazine.error.delete', removing),
              onSettled: () => setRemoving(null),
            })
          }
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
