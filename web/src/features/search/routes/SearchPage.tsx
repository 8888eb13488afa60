import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { RESULT_CARD_SIZES } from '../../../components/ClothCard';
import { ClothGrid } from '../../../components/ClothGrid';
import { FollowButton } from '../../../components/FollowButton';
import { FormAlert } from '../../../components/form/FormAlert';
import { Loading } from '../../../components/Loading';
import { Pagination } from '../../../components/Pagination';
import { cardOfSummary } from '../../../lib/clothSummary';
import { useSearchClothes } from '../api/searchClothes';
import type { SearchResult } from '../api/searchClothes';
import { AppliedFilters } from '../components/AppliedFilters';
import { EmptyAnswer } from '../components/EmptyAnswer';
import { FilterPanel } from '../components/FilterPanel';
import { SaveSearchButton } from '../components/SaveSearchButton';
import { SearchNotices } from '../components/SearchNotices';
import { SORTS, activeFilterCount, appliedFilterCount, partsStillIn, readSearchState, searchParamsOf } from '../searchState';
import type { SearchState, Sort } from '../searchState';
import { useAnswerType } from '../useAnswerType';

// The phone's filters sheet (Headless UI's Dialog) loads when first opened, not with the results (issue 47).
const FilterDrawer = lazy(async () => ({ default: (await import('../components/FilterDrawer')).FilterDrawer }));

/** The one brand the search is narrowed to, picked in the filters or read in q, with its name; else null. */
function singleBrand(state: SearchState, result: SearchResult | undefined): { id: string; name: string } | null {
  const read = partsStillIn(result?.understood, state.q).filter((part) => part.facet === 'brand');
  const ids = new Set([...state.filters.brand, ...read.flatMap((part) => part.ids)]);
  const [id] = ids;
  if (ids.size !== 1 || id === undefined) return null;
  const name =
    result?.facets.brand?.find((value) => value.id === id)?.name ??
    result?.items.find((item) => item.brand.id === id)?.brand.name ??
    read.find((part) => part.ids.length === 1)?.name;
  return name ? { id, name } : null;
}

/** /search: filters first (a side panel, a drawer on phones), results as cards, all of it in the address. */
export function SearchPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params);
  const search = useSearchClothes(state);
  const [drawer, setDrawer] = useState(false);
  const result = search.data;
  useAnswerType(state, result, search.isSuccess && !search.isPlaceholderData, setParams);

  const change = (next: Partial<SearchState>) => setParams(searchParamsOf({ ...state, page: 1, ...next }));
  const hrefOf = (next: Partial<SearchState>) => `?${searchParamsOf({ ...state, page: 1, ...next }).toString()}`;
  const title = state.q ? intl.formatMessage({ id: 'search.titleFor' }, { q: state.q }) : intl.formatMessage({ id: 'search.titleAll' });
  const pages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;
  const filters = activeFilterCount(state);
  const notices = result && <SearchNotices q={state.q} result={result} hrefForQ={(q) => hrefOf({ q })} />;
  const panel = <FilterPanel state={state} result={result} onChange={change} />;
  const brand = singleBrand(state, result);
  return (
    <div className="mx-auto w-full max-w-7xl px-6 py-10">
      <title>{`${title} · ${intl.formatMessage({ id: 'app.name' })}`}</title>
      <p className="kicker">{intl.formatMessage({ id: 'search.kicker' })}</p>
      <h1 className="font-display text-3xl text-ink sm:text-4xl">{title}</h1>
      <div className="mt-4 flex flex-wrap items-start gap-x-6 gap-y-3">
        {brand && <FollowButton kind="brand" id={brand.id} name={brand.name} />}
        <SaveSearchButton search={searchParamsOf({ ...state, page: 1 }).toString()} />
      </div>
      <div className="mt-8 flex flex-col gap-8 md:flex-row">
        <aside aria-label={intl.formatMessage({ id: 'search.filters' })} className="hidden md:block md:w-64 md:shrink-0">
          {panel}
        </aside>
        <div className="min-w-0 flex-1 space-y-6">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <p role="status" className="text-sm text-muted">
              {result ? intl.formatMessage({ id: 'search.count' }, { total: result.total }) : ''}
            </p>
            <div className="flex items-center gap-3">
              <button type="button" className="button-secondary md:hidden" aria-haspopup="dialog" onClick={() => setDrawer(true)}>
                {intl.formatMessage({ id: 'search.filters.open' }, { count: appliedFilterCount(state, partsStillIn(result?.understood, state.q)) })}
              </button>
              <label className="flex items-center gap-2 text-sm">
                {intl.formatMessage({ id: 'search.sort' })}
                <select className="field-input py-1" value={state.sort} onChange={(event) => change({ sort: event.target.value as Sort })}>
                  {SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {intl.formatMessage({ id: `search.sort.${sort}` })}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          </div>
          <AppliedFilters state={state} result={result} onChange={change} />
          {search.isPending ? (
            <Loading />
          ) : search.isError ? (
            <FormAlert>{intl.formatMessage({ id: 'search.error' })}</FormAlert>
          ) : search.data.items.length === 0 ? (
            <EmptyAnswer
              q={state.q}
              result={search.data}
              filtered={filters > 0}
              hrefForType={(type) => hrefOf({ type: Number(type), filters: { ...state.filters, categories: [] } })}
              notices={notices}
            />
          ) : (
            <>
              {notices}
              {/* The cards' names are third-level headings: this keeps the outline from skipping a level. */}
              <h2 className="sr-only">{intl.formatMessage({ id: 'search.results' })}</h2>
              <ClothGrid
                label={intl.formatMessage({ id: 'search.results' })}
                clothes={search.data.items.map(cardOfSummary)}
                busy={search.isPlaceholderData}
                followBrands={!brand}
                sizes={RESULT_CARD_SIZES}
              />
              <Pagination page={state.page} pages={pages} onPage={(page) => setParams(searchParamsOf({ ...state, page }))} />
            </>
          )}
        </div>
      </div>
      {drawer && (
        <Suspense fallback={null}>
          <FilterDrawer onClose={() => setDrawer(false)} total={result?.total}>
            {panel}
          </FilterDrawer>
        </Suspense>
      )}
    </div>
  );
}
