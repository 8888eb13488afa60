import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { ClothDetail } from '../../../components/ClothDetail';
import { FormAlert } from '../../../components/form/FormAlert';
import { Loading } from '../../../components/Loading';
import { ApiError } from '../../../lib/api';
import { recordBrandClick } from '../../../lib/brandClick';
import { useCloth } from '../api/getPublicCloth';
import { colorAndStyleNames, useTaxonomy } from '../../../lib/taxonomy';
import type { Taxonomy } from '../../../lib/taxonomy';
import type { Cloth } from '../api/listClothes';

function factsOf(cloth: Cloth, taxonomy: Taxonomy | undefined, label: (id: Parameters<ReturnType<typeof useIntl>['formatMessage']>[0]['id']) => string) {
  const names = (terms: Taxonomy['types'] | undefined, ids: string[]) =>
    ids.map((id) => terms?.find((term) => term.id === id)?.name ?? id).join(', ');
  return [
    { label: label('clothes.field.category'), value: names(taxonomy?.categories, [cloth.categoryId]) },
    { label: label('clothes.field.gender'), value: names(taxonomy?.genders, [cloth.gender]) },
    { label: label('clothes.field.seasons'), value: names(taxonomy?.seasons, cloth.seasons) },
    { label: label('clothes.field.events'), value: names(taxonomy?.events, cloth.eventIds) },
    { label: label('clothes.field.weather'), value: names(taxonomy?.weather, cloth.weather) },
    { label: label('clothes.field.sizes'), value: cloth.sizes.join(', ') },
    { label: label('clothes.field.colors'), value: colorAndStyleNames(taxonomy, cloth).colors.join(', ') },
    { label: label('clothes.field.style'), value: colorAndStyleNames(taxonomy, cloth).style ?? '' },
  ].filter((fact) => fact.value);
}

/** /cloth/:id: a cloth's images, brand (a counted click to its page), price and the way out to buy it. */
export function ClothPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const cloth = useCloth(id);
  const taxonomy = useTaxonomy();
  const label = (messageId: Parameters<typeof intl.formatMessage>[0]['id']) => intl.formatMessage({ id: messageId });

  if (cloth.isPending) return <Loading />;
  if (cloth.isError) {
    const missing = cloth.error instanceof ApiError && cloth.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl px-6 py-16">
        <FormAlert>{label(missing ? 'cloth.notFound' : 'cloth.error')}</FormAlert>
      </div>
    );
  }
  const data = cloth.data;
  const discounted = data.discountEnabled && data.discountedPrice !== null ? data.discountedPrice : null;
  return (
    <div className="mx-auto w-full max-w-6xl px-6 py-10">
      <title>{`${data.name} · ${data.brandName} · ${intl.formatMessage({ id: 'app.name' })}`}</title>
      <ClothDetail
        headingLevel={1}
        cloth={{
          id: data.id,
          name: data.name,
          brandName: data.brandName,
          price: data.price,
          currency: data.currency,
          discountedPrice: discounted,
          imageUrl: data.images[0]?.url ?? null,
          imageUrls: data.images.map((image) => image.url),
          // Out through Vitrina, which counts the visit for the brand and sends the reader to the cloth's own URL.
          url: data.url ? `/api/clothes/${encodeURIComponent(data.id)}/out` : null,
          facts: factsOf(data, taxonomy.data, label),
        }}
        brandLink={
          <Link to={`/brand/${encodeURIComponent(data.brandId)}`} className="link-underline" onClick={() => recordBrandClick(data.brandId)}>
            {data.brandName}
          </Link>
        }
      />
    </div>
  );
}
