import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { AdminList, AdminPage } from '../../../components/admin/AdminPage';
import { useAdminTab } from '../../../components/admin/useAdminTab';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { SelectField } from '../../../components/form/fields';
import { Pagination } from '../../../components/Pagination';
import { ApiError } from '../../../lib/api';
import { useRemoveCloth, useSetClothVisible } from '../api/changeCloth';
import { getClothForEdit } from '../api/getCloth';
import { useTaxonomy } from '../../../lib/taxonomy';
import { useBrands } from '../../../lib/brands';
import { useClothes } from '../api/listClothes';
import type { Cloth } from '../api/listClothes';
import { ClothesTable } from '../components/ClothesTable';
import { ClothWizard } from '../components/ClothWizard';
import type { Editing } from '../components/ClothWizard';

export const CLOTHES_PAGE_SIZE = 24;

/** Brand (admins only) and page live in the address, so a list can be reloaded as it is. */
function useListFilters() {
  const [params, setParams] = useSearchParams();
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const filters = { brandId: params.get('brand') || null, page: Number.isInteger(page) && page > 0 ? page : 1, pageSize: CLOTHES_PAGE_SIZE };
  const update = (next: { brandId?: string | null; page?: number }) => {
    const merged = { ...filters, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.brandId) search.set('brand', merged.brandId);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search, { replace: true });
  };
  return { filters, update };
}

/** Admin → Clothes: a brand's own clothes (admins: all, or one brand's), to add, edit, hide and delete. */
export function AdminClothesPage({ admin }: { admin: boolean }) {
  const intl = useIntl();
  const { filters, update } = useListFilters();
  const clothes = useClothes(admin ? filters : { ...filters, brandId: null });
  const taxonomy = useTaxonomy();
  const brands = useBrands(admin);
  const setVisible = useSetClothVisible();
  const remove = useRemoveCloth();
  const { outcome, setOutcome, tell, editing, edit, stopEditing, removing, askToRemove, stopRemoving } = useAdminTab<Cloth, NonNullable<Editing>>();
  const say = (tone: 'error' | 'success', id: Parameters<typeof intl.formatMessage>[0]['id'], name: string) => tell(tone, intl.formatMessage({ id }, { name }));
  const stale = (error: unknown) => error instanceof ApiError && error.status === 412;
  const needsPhoto = (error: unknown) => error instanceof ApiError && error.code === 'CLOTH_NEEDS_PHOTO';

  async function open(cloth: Cloth) {
    setOutcome(null);
    try {
      edit(await getClothForEdit(cloth.id));
    } catch {
      say('error', 'clothes.error.open', cloth.name);
    }
  }

  const brandFilter = admin && brands.data && (
    <SelectField
      label={intl.formatMessage({ id: 'clothes.filter.brand' })}
      className="max-w-xs"
      value={filters.brandId ?? ''}
      onChange={(event) => update({ brandId: event.target.value || null })}
    >
      <option value="">{intl.formatMessage({ id: 'clothes.filter.allBrands' })}</option>
      {brands.data.map((brand) => (
        <option key={brand.id} value={brand.id}>
          {brand.name}
        </option>
      ))}
    </SelectField>
  );
  return (
    <AdminPage
      title={intl.formatMessage({ id: 'admin.tab.clothes' })}
      create={{ label: intl.formatMessage({ id: 'clothes.new' }), disabled: !taxonomy.data, onClick: () => edit(null) }}
      tools={brandFilter}
      outcome={outcome}
    >
      <AdminList query={clothes} errorId="clothes.error.load" emptyId="clothes.empty" isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <>
            <ClothesTable
              clothes={data.items}
              showBrand={admin}
              onVisible={(cloth, visible) => {
                setOutcome(null);
                setVisible.mutate(
                  { cloth, visible },
                  {
                    onError: (error) =>
                      say(
                        'error',
                        stale(error) ? 'clothes.error.staleList' : needsPhoto(error) ? 'clothes.error.needsPhoto' : 'clothes.error.visibility',
                        cloth.name,
                      ),
                  },
                );
              }}
              onEdit={(cloth) => void open(cloth)}
              onRemove={askToRemove}
            />
            <Pagination page={filters.page} pages={Math.max(1, Math.ceil(data.total / data.pageSize))} onPage={(page) => update({ page })} />
          </>
        )}
      </AdminList>
      {editing && taxonomy.data && (
        <ClothWizard
          editing={editing.item}
          taxonomy={taxonomy.data}
          brands={admin ? (brands.data ?? []) : null}
          onSaved={(saved) => {
            stopEditing();
            say('success', 'clothes.saved', saved.name);
          }}
          onClose={stopEditing}
          ownBrandName={clothes.data?.brand?.name ?? null}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'clothes.delete.title' }, { name: removing.name })}
          text={intl.formatMessage({ id: 'clothes.delete.text' })}
          confirmLabel={intl.formatMessage({ id: 'action.delete' })}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(removing, {
              onSuccess: () => say('success', 'clothes.deleted', removing.name),
              onError: (error) => say('error', stale(error) ? 'clothes.error.staleList' : 'clothes.error.delete', removing.name),
              onSettled: stopRemoving,
            })
          }
          onCancel={stopRemoving}
        />
      )}
    </AdminPage>
  );
}
