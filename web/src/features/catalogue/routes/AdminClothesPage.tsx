import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { FormAlert } from '../../../components/form/FormAlert';
import { SelectField } from '../../../components/form/fields';
import { Loading } from '../../../components/Loading';
import { ApiError } from '../../../lib/api';
import { useRemoveCloth, useSetClothVisible } from '../api/changeCloth';
import { getClothForEdit } from '../api/getCloth';
import { useTaxonomy } from '../api/getTaxonomy';
import { useBrands } from '../api/listBrands';
import { useClothes } from '../api/listClothes';
import type { Cloth } from '../api/listClothes';
import { ClothesTable } from '../components/ClothesTable';
import { ClothWizard } from '../components/ClothWizard';
import type { Editing } from '../components/ClothWizard';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Pagination } from '../../../components/Pagination';

export const CLOTHES_PAGE_SIZE = 24;

type Outcome = { tone: 'error' | 'success'; text: string } | null;

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
  const [wizard, setWizard] = useState<{ editing: Editing } | null>(null);
  const [removing, setRemoving] = useState<Cloth | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const say = (tone: 'error' | 'success', id: Parameters<typeof intl.formatMessage>[0]['id'], name: string) =>
    setOutcome({ tone, text: intl.formatMessage({ id }, { name }) });
  const stale = (error: unknown) => error instanceof ApiError && error.status === 412;

  async function edit(cloth: Cloth) {
    setOutcome(null);
    try {
      setWizard({ editing: await getClothForEdit(cloth.id) });
    } catch {
      say('error', 'clothes.error.open', cloth.name);
    }
  }

  const title = intl.formatMessage({ id: 'admin.tab.clothes' });
  const pages = clothes.data ? Math.max(1, Math.ceil(clothes.data.total / clothes.data.pageSize)) : 1;
  return (
    <section aria-labelledby="admin-tab-title" className="space-y-6">
      <title>{`${title} · ${intl.formatMessage({ id: 'admin.title' })}`}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 id="admin-tab-title" className="font-display text-3xl text-ink sm:text-4xl">
          {title}
        </h1>
        <button type="button" className="button-primary" disabled={!taxonomy.data} onClick={() => { setOutcome(null); setWizard({ editing: null }); }}>
          {intl.formatMessage({ id: 'clothes.new' })}
        </button>
      </div>
      {admin && brands.data && (
        <SelectField label={intl.formatMessage({ id: 'clothes.filter.brand' })} className="max-w-xs" value={filters.brandId ?? ''} onChange={(event) => update({ brandId: event.target.value || null })}>
          <option value="">{intl.formatMessage({ id: 'clothes.filter.allBrands' })}</option>
          {brands.data.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
        </SelectField>
      )}
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      {clothes.isPending ? (
        <Loading />
      ) : clothes.isError ? (
        <FormAlert>{intl.formatMessage({ id: 'clothes.error.load' })}</FormAlert>
      ) : clothes.data.items.length === 0 ? (
        <p className="text-muted">{intl.formatMessage({ id: 'clothes.empty' })}</p>
      ) : (
        <>
          <ClothesTable
            clothes={clothes.data.items}
            showBrand={admin}
            onVisible={(cloth, visible) => {
              setOutcome(null);
              setVisible.mutate({ cloth, visible }, { onError: (error) => say('error', stale(error) ? 'clothes.error.staleList' : 'clothes.error.visibility', cloth.name) });
            }}
            onEdit={(cloth) => void edit(cloth)}
            onRemove={(cloth) => { setOutcome(null); setRemoving(cloth); }}
          />
          <Pagination page={filters.page} pages={pages} onPage={(page) => update({ page })} />
        </>
      )}
      {wizard && taxonomy.data && (
        <ClothWizard
          editing={wizard.editing}
          taxonomy={taxonomy.data}
          brands={admin ? (brands.data ?? []) : null}
          onSaved={(saved) => { setWizard(null); say('success', 'clothes.saved', saved.name); }}
          onClose={() => setWizard(null)}
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
              onSettled: () => setRemoving(null),
            })
          }
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
