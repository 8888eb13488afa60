import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import type { Language } from '@vitrina/domain/core/languages';
import { BrandLogoImage } from '../../../components/BrandLogoImage';
import { ClothDetail } from '../../../components/ClothDetail';
import { ClothRow } from '../../../components/ClothRow';
import { FollowButton } from '../../../components/FollowButton';
import { FormAlert } from '../../../components/form/FormAlert';
import { ShareButton } from '../../../components/ShareButton';
import { Loading } from '../../../components/Loading';
import { ApiError } from '../../../lib/api';
import { recordBrandClick } from '../../../lib/brandClick';
import { cardOfSummary } from '../../../lib/clothSummary';
import { useCloth } from '../api/getPublicCloth';
import type { PublicCloth } from '../api/getPublicCloth';
import { useRelatedClothes } from '../api/getRelatedClothes';
import { ClothReviews } from '../components/ClothReviews';
import { ShopBar } from '../components/ShopBar';
import { SizePicker } from '../components/SizePicker';
import { colorAndStyleNames, inLanguage, useTaxonomy } from '../../../lib/taxonomy';
import type { Taxonomy } from '../../../lib/taxonomy';
import { sizesWithStock, type Cloth } from '../api/listClothes';

function factsOf(cloth: Cloth, taxonomy: Taxonomy | undefined, label: (id: Parameters<ReturnType<typeof useIntl>['formatMessage']>[0]['id']) => string) {
  const names = (terms: Taxonomy['types'] | undefined, ids: string[]) => ids.map((id) => terms?.find((term) => term.id === id)?.name ?? id).join(', ');
  return [
    { label: label('clothes.field.category'), value: names(taxonomy?.categories, [cloth.categoryId]) },
    { label: label('clothes.field.gender'), value: names(taxonomy?.genders, [cloth.gender]) },
    { label: label('clothes.field.seasons'), value: names(taxonomy?.seasons, cloth.seasons) },
    { label: label('clothes.field.events'), value: names(taxonomy?.events, cloth.eventIds) },
    { label: label('clothes.field.weather'), value: names(taxonomy?.weather, cloth.weather) },
    { label: label('clothes.field.colors'), value: colorAndStyleNames(taxonomy, cloth).colors.join(', ') },
    { label: label('clothes.field.materials'), value: colorAndStyleNames(taxonomy, cloth).materials.join(', ') },
    { label: label('clothes.field.style'), value: colorAndStyleNames(taxonomy, cloth).style ?? '' },
  ].filter((fact) => fact.value);
}

/** The brand's words in the reader's language, else in Spanish. */
function descriptionIn(cloth: PublicCloth, language: Language): string | null {
  return inLanguage(cloth.description, language).trim() || null;
}

/**
 * /cloth/:id: a cloth's photos, brand (a counted click to its page), price, description and the way out to buy it;
 * then more from its brand, similar clothes, and what influencers say about it; at its foot what the app adds (the
 * clothes recently viewed), shown only with the cloth.
 */
export function ClothPage({ foot }: { foot?: ReactNode }) {
  const intl = useIntl();
  const { id = '' } = useParams();
  const cloth = useCloth(id);
  const taxonomy = useTaxonomy();
  const shown = cloth.isSuccess;
  const more = useRelatedClothes(id, 'more-from-brand', shown);
  const similar = useRelatedClothes(id, 'similar', shown);
  const label = (messageId: Parameters<typeof intl.formatMessage>[0]['id']) => intl.formatMessage({ id: messageId });

  if (cloth.isPending) return <Loading />;
  if (cloth.isError) {
    const missing = cloth.error instanceof ApiError && cloth.error.status === 404;
    if (!missing) {
      return (
        <div className="mx-auto max-w-3xl px-6 py-16">
          <FormAlert>{label('cloth.error')}</FormAlert>
        </div>
      );
    }
    // Gone from the catalogue (or never there): said so, with the ways on rather than "try again".
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-6 py-16">
        <title>{`${label('page.gone.title')} · ${label('app.name')}`}</title>
        <h1 className="font-display text-3xl text-ink">{label('page.gone.title')}</h1>
        <p className="text-muted">{label('cloth.gone.intro')}</p>
        <div className="flex flex-wrap gap-3">
          <Link to="/search" className="button-primary inline-block">
            {label('cloth.gone.search')}
          </Link>
          <Link to="/home" className="button-secondary inline-block">
            {label('notFound.back')}
          </Link>
        </div>
      </div>
    );
  }
  const data = cloth.data;
  const brandName = data.brand.name;
  const discounted = data.discountEnabled && data.discountedPrice !== null ? data.discountedPrice : null;
  return (
    <div className={`mx-auto w-full max-w-6xl space-y-12 px-4 py-6 sm:px-6 sm:py-8 ${data.url ? 'pb-24 md:pb-8' : ''}`}>
      <title>{`${data.name} · ${brandName} · ${intl.formatMessage({ id: 'app.name' })}`}</title>
      <ClothDetail
        headingLevel={1}
        cloth={{
          id: data.id,
          name: data.name,
          brandName,
          price: data.price,
          currency: data.currency,
          discountedPrice: discounted,
          soldOut: data.inStock === false,
          sizes: sizesWithStock(data),
          imageUrl: data.images[0]?.url ?? null,
          imageUrls: data.images.map((image) => image.url),
          images: data.images,
          description: descriptionIn(data, intl.locale as Language),
          // Out through Vitrina, which counts the visit for the brand and sends the reader to the cloth's own URL.
          url: data.url ? `/api/clothes/${encodeURIComponent(data.id)}/out` : null,
          facts: factsOf(data, taxonomy.data, label),
        }}
        extraActions={<ShareButton title={`${data.name} · ${brandName}`} />}
        sizePicker={
          data.sizes.length > 0 || data.inStock === false ? (
            <SizePicker
              cloth={{
                id: data.id,
                typeId: data.typeId,
                gender: data.gender,
                categoryName: taxonomy.data?.categories.find((term) => term.id === data.categoryId)?.name ?? data.categoryId,
                brandName,
                sizes: sizesWithStock(data),
                soldOut: data.inStock === false,
                sizeChart: data.sizeChart,
              }}
            />
          ) : undefined
        }
        brandLink={
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <Link
              to={`/brand/${encodeURIComponent(data.brandId)}`}
              className="link-underline inline-flex min-h-11 items-center gap-2"
              onClick={() => recordBrandClick(data.brandId)}
            >
              <BrandLogoImage logo={data.brand.logo} brandName={brandName} size={32} className="border border-line bg-paper" />
              {brandName}
            </Link>
            <FollowButton kind="brand" id={data.brandId} name={brandName} />
          </div>
        }
      />
      <ClothRow title={intl.formatMessage({ id: 'cloth.moreFrom' }, { brand: brandName })} clothes={(more.data ?? []).map(cardOfSummary)} />
      <ClothRow title={intl.formatMessage({ id: 'cloth.similar' })} clothes={(similar.data ?? []).map(cardOfSummary)} />
      <ClothReviews clothId={data.id} />
      {foot}
      {data.url && (
        <ShopBar price={discounted ?? data.price} currency={data.currency} brandName={brandName} url={`/api/clothes/${encodeURIComponent(data.id)}/out`} />
      )}
    </div>
  );
}
