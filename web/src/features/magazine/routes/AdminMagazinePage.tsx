import { useIntl } from 'react-intl';
import { AdminList, AdminPage } from '../../../components/admin/AdminPage';
import { useAdminTab } from '../../../components/admin/useAdminTab';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useAdminMagazine, useRemoveMagazineEntry } from '../api/adminMagazine';
import { summaryOf } from '../api/magazineItem';
import type { MagazineItem } from '../api/magazineItem';
import { MagazineEntryDialog } from '../components/MagazineEntryDialog';
import { MagazineTable } from '../components/MagazineTable';
import { useBrands } from '../../../lib/brands';

/**
 * Admin → Magazine: the entries a brand published, to add, edit and delete. Admins see every brand's, and file a
 * new one under the brand they choose.
 */
export function AdminMagazinePage({ admin }: { admin: boolean }) {
  const intl = useIntl();
  const entries = useAdminMagazine();
  const brands = useBrands(admin);
  const remove = useRemoveMagazineEntry();
  const { outcome, tell, editing, edit, stopEditing, removing, askToRemove, stopRemoving } = useAdminTab<MagazineItem>();
  const say = (tone: 'error' | 'success', id: 'magazine.admin.saved' | 'magazine.admin.deleted' | 'magazine.error.delete', entry: MagazineItem) =>
    tell(tone, intl.formatMessage({ id }, { name: summaryOf(entry) }));

  return (
    <AdminPage
      title={intl.formatMessage({ id: 'admin.tab.magazine' })}
      create={{ label: intl.formatMessage({ id: 'magazine.admin.new' }), onClick: () => edit(null) }}
      outcome={outcome}
    >
      <AdminList query={entries} errorId="magazine.error.load" emptyId="magazine.admin.empty" isEmpty={(data) => data.length === 0}>
        {(data) => <MagazineTable entries={data} showBrand={admin} onEdit={edit} onRemove={askToRemove} />}
      </AdminList>
      {editing && (
        <MagazineEntryDialog
          entry={editing.item}
          brands={admin ? (brands.data ?? []) : null}
          onSaved={(saved) => {
            stopEditing();
            say('success', 'magazine.admin.saved', saved);
          }}
          onClose={stopEditing}
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
              onSettled: stopRemoving,
            })
          }
          onCancel={stopRemoving}
        />
      )}
    </AdminPage>
  );
}
