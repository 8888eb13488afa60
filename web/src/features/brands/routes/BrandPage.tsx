import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { BrandLogoImage } from '../../../components/BrandLogoImage';
import { NARROW_MARGIN_CARD_SIZES } from '../../../components/ClothCard';
import { ClothGrid } from '../../../components/ClothGrid';
import { FollowButton } from '../../../components/FollowButton';
import { FormAlert } from '../../../components/form/FormAlert';
import { Loading } from '../../../components/Loading';
import { Pagination } from '../../../components/Pagination';
import { ApiError } from '../../../lib/api';
import { cardOfView } from '../../../lib/clothSummary';
import { useBrand } from '../api/getBrand';
import { BrandEntries } from '../components/BrandEntries';

/** /brand/:id: who the brand is (its name and logo, words and place), its offers, its clothes and, beside them, its magazine entries. */
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
  // Shoppers know a brand by its brand name; the legal name is only a fallback.
  const brandName = data.brand?.trim() || data.name;
  const entries = data.magazine ?? [];
  const pages = Math.max(1, Math.ceil(data.clothes.total / data.clothes.pageSize));
  const offersTitle = intl.formatMessage({ id: 'brand.offers' });
  const clothesTitle = intl.formatMessage({ id: 'brand.clothes' }, { total: data.clothes.total });
  return (
    <div className="mx-auto w-full max-w-7xl space-y-10 px-4 py-6 sm:px-6 sm:py-8">
      <title>{`${brandName} · ${intl.formatMessage({ id: 'app.name' })}`}</title>
      <div className="flex max-w-3xl items-start gap-4 sm:gap-6">
        <BrandLogoImage logo={data.logo} brandName={brandName} size={80} full className="border border-line bg-paper" />
        <div className="min-w-0">
          <p className="kicker">{intl.formatMessage({ id: 'brand.kicker' })}</p>
          <h1 className="break-words font-display text-3xl text-ink sm:text-5xl">{brandName}</h1>
          {data.location && <p className="mt-2 text-muted">{data.location}</p>}
          <FollowButton kind="brand" id={data.id} name={brandName} className="mt-4" />
          {data.description && <p className="mt-4 whitespace-pre-line text-lg leading-relaxed text-ink">{data.description}</p>}
        </div>
      </div>
      <div className={entries.length > 0 ? 'grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]' : ''}>
        <div className="min-w-0 space-y-12">
          {data.offers.length > 0 && (
            <section aria-label={offersTitle} className="space-y-4">
              <h2 className="font-display text-2xl text-ink">{offersTitle}</h2>
              <ClothGrid label={offersTitle} clothes={data.offers.map(cardOfView)} sizes={NARROW_MARGIN_CARD_SIZES} />
            </section>
          )}
          <section aria-label={clothesTitle} className="space-y-4">
            <h2 className="font-display text-2xl text-ink">{clothesTitle}</h2>
            {data.clothes.items.length === 0 ? (
              <p className="text-muted">{intl.formatMessage({ id: 'brand.empty' })}</p>
            ) : (
              <ClothGrid label={clothesTitle} clothes={data.clothes.items.map(cardOfView)} sizes={NARROW_MARGIN_CARD_SIZES} />
            )}
            <Pagination page={page} pages={pages} onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})} />
          </section>
        </div>
        {entries.length > 0 && (
          <aside className="min-w-0">
            <BrandEntries entries={entries} brandName={brandName} />
          </aside>
        )}
      </div>
    </div>
  );
}
