import { useIntl } from 'react-intl';
import { ClothCard } from '../../../components/ClothCard';
import { ClothDetail } from '../../../components/ClothDetail';
import { colorAndStyleNames, type Taxonomy } from '../../../lib/taxonomy';
import { isSoldOut, sizesWithStock } from '../api/listClothes';
import { bodyOf } from '../clothForm';
import type { ClothDraft } from '../clothForm';

interface Props {
  draft: ClothDraft;
  taxonomy: Taxonomy;
  brandName: string;
  language: 'es' | 'en' | 'it' | 'fr';
}

/** Step 3: the card and the page exactly as a shopper reading in this language will see them. */
export function ClothPreviewStep({ draft, taxonomy, brandName, language }: Props) {
  const intl = useIntl();
  const body = bodyOf(draft, language);
  const nameOf = (terms: Taxonomy['types'], ids: string[]) => ids.map((id) => terms.find((term) => term.id === id)?.name ?? id).join(', ');
  const base = {
    id: 'preview',
    name: body.names[language] ?? body.names.es,
    brandName,
    price: body.price,
    currency: body.currency,
    discountedPrice: body.discountEnabled ? body.discountedPrice : null,
    imageUrl: draft.images[0]?.url ?? null,
    soldOut: isSoldOut(body),
  };
  const shown = colorAndStyleNames(taxonomy, body);
  const facts = [
    { label: intl.formatMessage({ id: 'clothes.field.category' }), value: nameOf(taxonomy.categories, [body.categoryId]) },
    { label: intl.formatMessage({ id: 'clothes.field.gender' }), value: nameOf(taxonomy.genders, [body.gender]) },
    { label: intl.formatMessage({ id: 'clothes.field.seasons' }), value: nameOf(taxonomy.seasons, body.seasons) },
    { label: intl.formatMessage({ id: 'clothes.field.events' }), value: nameOf(taxonomy.events, body.eventIds) },
    { label: intl.formatMessage({ id: 'clothes.field.weather' }), value: nameOf(taxonomy.weather, body.weather) },
    { label: intl.formatMessage({ id: 'clothes.field.colors' }), value: shown.colors.join(', ') },
    { label: intl.formatMessage({ id: 'clothes.field.materials' }), value: shown.materials.join(', ') },
    { label: intl.formatMessage({ id: 'clothes.field.style' }), value: shown.style ?? '' },
  ].filter((fact) => fact.value);
  return (
    <div className="space-y-8">
      <section aria-label={intl.formatMessage({ id: 'clothes.preview.card' })} className="max-w-56">
        <ClothCard cloth={base} />
      </section>
      <section aria-label={intl.formatMessage({ id: 'clothes.preview.detail' })}>
        <ClothDetail cloth={{ ...base, imageUrls: draft.images.map((image) => image.url), url: body.url, facts, sizes: sizesWithStock(body) }} />
      </section>
    </div>
  );
}
