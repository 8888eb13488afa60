import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { ClothGrid } from '../../../components/ClothGrid';
import { FormAlert } from '../../../components/form/FormAlert';
import { Loading } from '../../../components/Loading';
import { Pagination } from '../../../components/Pagination';
import { ApiError } from '../../../lib/api';
import { cardOfView } from '../../../lib/clothSummary';
import { useBrand } from '../api/getBrand';

/** /brand/:id: who the brand is, its offers, then all its clothes a page at a time. */
export function BrandPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const pageNumber = Number.parseInt(params.get('page') ?? '', 10);
  const page = Number.isInteger(pageNumber) && pageNumber > 0 ? pageNumber : 1;
  const brand = useBrand(id, page);

  if (brand.isPending) return <Loading />;
  if (brand.isError) {
    const missing = brand.error instanceof ApiError && brand.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl px-6 py-16">
        <FormAlert>{intl.formatMessage({ id: missing ? 'brand.notFound' : 'brand.error' })}</FormAlert>
      </div>
    );
  }
  const data = brand.data;
  const pages = Math.max(1, Math.ceil(data.clothes.total / data.clothes.pageSize));
  const offersTitle = intl.formatMessage({ id: 'brand.offers' });
  const clothesTitle = intl.formatMessage({ id: 'brand.clothes' }, { total: data.clothes.total });
  return (
    <div className="mx-auto w-full max-w-7xl space-y-12 px-6 py-10">
      <title>{`${data.name} · ${intl.formatMessage({ id: 'app.name' })}`}</title>
      <div className="max-w-3xl">
        <p className="kicker">{intl.formatMessage({ id: 'brand.kicker' })}</p>
        <h1 className="font-display text-4xl text-ink sm:text-5xl">{data.name}</h1>
        {data.location && <p className="mt-2 text-muted">{data.location}</p>}
        {data.description && <p className="mt-4 text-lg leading-relaxed text-ink">{data.description}</p>}
      </div>
      {data.offers.length > 0 && (
        <section aria-label={offersTitle} className="space-y-4">
          <h2 className="font-display text-2xl text-ink">{offersTitle}</h2>
          <ClothGrid label={offersTitle} clothes={data.offers.map(cardOfView)} />
        </section>
      )}
      <section aria-label={clothesTitle} className="space-y-4">
        <h2 className="font-display text-2xl text-ink">{clothesTitle}</h2>
        {data.clothes.items.length === 0 ? (
          <p className="text-muted">{intl.formatMessage({ id: 'brand.empty' })}</p>
        ) : (
          <ClothGrid label={clothesTitle} clothes={data.clothes.items.map(cardOfView)} />
        )}
        <Pagination page={page} pages={pages} onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})} />
      </section>
    </div>
  );
}
