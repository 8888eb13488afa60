import { useIntl } from 'react-intl';
import { AdminList, AdminPage } from '../../../components/admin/AdminPage';
import { useAdminTab } from '../../../components/admin/useAdminTab';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormAlert } from '../../../components/form/FormAlert';
import { Loading } from '../../../components/Loading';
import { Pagination } from '../../../components/Pagination';
import { useErrorText } from '../../../lib/errorText';
import { useDeleteBrand } from '../api/deleteBrand';
import { useOwnBrand } from '../api/getOwnBrand';
import { useAdminBrands } from '../api/listAdminBrands';
import type { AdminBrand } from '../api/listAdminBrands';
import { BrandDialog } from '../components/BrandDialog';
import { BrandsTable } from '../components/BrandsTable';
import { BrandsToolbar } from '../components/BrandsToolbar';
import { OwnBrandForm } from '../components/OwnBrandForm';
import { BRAND_ERRORS } from '../errors';
import { useBrandFilters } from '../useBrandFilters';

/** Admin → Brands: a brand user edits its own brand; an admin manages every brand. */
export function AdminBrandsPage({ admin }: { admin: boolean }) {
  return admin ? <AllBrands /> : <OwnBrand />;
}

function OwnBrand() {
  const intl = useIntl();
  const errorText = useErrorText();
  const brand = useOwnBrand();
  return (
    <AdminPage
      title={intl.formatMessage({ id: 'admin.tab.brands' })}
      tools={<p className="max-w-2xl text-muted">{intl.formatMessage({ id: 'admin.brands.intro' })}</p>}
      outcome={null}
    >
      {brand.isPending ? (
        <Loading />
      ) : brand.isError ? (
        <FormAlert>{errorText(brand.error, { BRAND_NOT_FOUND: 'admin.error.noBrand' }, 'brands.error.load')}</FormAlert>
      ) : (
        <OwnBrandForm key={brand.data.id} brand={brand.data} />
      )}
    </AdminPage>
  );
}

function AllBrands() {
  const intl = useIntl();
  const errorText = useErrorText();
  const { filters, update } = useBrandFilters();
  const brands = useAdminBrands({ ...filters, status: null });
  const remove = useDeleteBrand();
  const { outcome, tell, editing, edit, stopEditing, removing, askToRemove, stopRemoving } = useAdminTab<AdminBrand>();

  const toolbar = <BrandsToolbar key={filters.q} q={filters.q} onSearch={(q) => update({ q })} />;
  return (
    <AdminPage
      title={intl.formatMessage({ id: 'admin.tab.brands' })}
      create={{ label: intl.formatMessage({ id: 'brands.new' }), onClick: () => edit(null) }}
      tools={toolbar}
      outcome={outcome}
    >
      <AdminList query={brands} errorId="brands.error.load" emptyId="brands.empty" isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <>
            <BrandsTable brands={data.items} onEdit={edit} onRemove={askToRemove} />
            <Pagination page={filters.page} pages={Math.max(1, Math.ceil(data.total / data.pageSize))} onPage={(page) => update({ page })} />
          </>
        )}
      </AdminList>
      {editing && (
        <BrandDialog
          brand={editing.item}
          onClose={stopEditing}
          onSaved={(saved) => {
            stopEditing();
            tell('success', intl.formatMessage({ id: 'brands.saved' }, { name: saved.brand }));
          }}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'brands.delete.title' }, { name: removing.brand })}
          text={intl.formatMessage({ id: 'brands.delete.text' })}
          confirmLabel={intl.formatMessage({ id: 'action.delete' })}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(removing.id, {
              onSuccess: () => tell('success', intl.formatMessage({ id: 'brands.deleted' }, { name: removing.brand })),
              onError: (error) => tell('error', errorText(error, BRAND_ERRORS, 'brands.error.delete')),
              onSettled: stopRemoving,
            })
          }
          onCancel={stopRemoving}
        />
      )}
    </AdminPage>
  );
}
