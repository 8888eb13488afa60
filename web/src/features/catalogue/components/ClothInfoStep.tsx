import { useIntl } from 'react-intl';
import { LANGUAGES, type Language } from '@vitrina/domain/core/languages';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../components/form/fields';
import { COLOR_SWATCHES, termName, type Taxonomy } from '../../../lib/taxonomy';
import type { BrandOption } from '../../../lib/brands';
import { DEFAULT_CURRENCY, formatPrice } from '../../../lib/price';
import { MAX_DESCRIPTION, parseAmount, sizesOf, type ClothDraft, type DraftErrors } from '../clothForm';
import { CheckGroup } from './CheckGroup';

interface Props {
  draft: ClothDraft;
  taxonomy: Taxonomy;
  /** Admins file a new cloth under a brand; brand users always use their own. */
  brands: BrandOption[] | null;
  errors: DraftErrors;
  onChange: (change: Partial<ClothDraft>) => void;
}

/** Step 1: every field of the seed's admin form, the taxonomy ones as selects in the reader's language. */
export function ClothInfoStep({ draft, taxonomy, brands, errors, onChange }: Props) {
  const intl = useIntl();
  const t = (id: Parameters<typeof intl.formatMessage>[0]['id']) => intl.formatMessage({ id });
  const error = (key: keyof DraftErrors) => {
    const id = errors[key];
    return id ? intl.formatMessage({ id }) : undefined;
  };
  // The amount a price field reads as it is typed, in the cloth's currency ("Read as $ 45.900"): what will be saved.
  const amountRead = (text: string) => {
    const amount = parseAmount(text, intl.locale);
    return amount === null
      ? undefined
      : intl.formatMessage(
          { id: 'clothes.field.priceRead' },
          { amount: formatPrice(amount, /^[A-Z]{3}$/.test(draft.currency) ? draft.currency : DEFAULT_CURRENCY, intl.locale as Language) },
        );
  };
  const categories = taxonomy.categories.filter((category) => category.typeId === draft.typeId);
  // Colours and materials the cloth names that the taxonomy lacks (old words kept as written, removed terms) stay listed, so they can be unticked.
  const colors = [
    ...taxonomy.colors,
    ...draft.colors
      .filter((id) => !taxonomy.colors.some((color) => color.id === id))
      .map((id) => ({ id, name: termName(taxonomy.colors, id), names: { es: id } })),
  ];
  const materials = [
    ...taxonomy.materials,
    ...draft.materials
      .filter((id) => !taxonomy.materials.some((material) => material.id === id))
      .map((id) => ({ id, name: termName(taxonomy.materials, id), names: { es: id } })),
  ];
  const styleKnown = draft.style === '' || taxonomy.styles.some((style) => style.id === draft.style);
  const sizes = sizesOf(draft).map((size) => ({ id: size, name: size, names: { es: size } }));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {brands && (
        <SelectField
          label={t('clothes.field.brand')}
          value={draft.brandId}
          error={error('brandId')}
          aria-required
          onChange={(event) => onChange({ brandId: event.target.value })}
        >
          <option value="">{t('clothes.choose')}</option>
          {brands.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
        </SelectField>
      )}
      {LANGUAGES.map((language) => (
        <TextField
          key={language}
          label={intl.formatMessage({ id: `clothes.field.name.${language}` })}
          lang={language}
          maxLength={200}
          value={draft.names[language]}
          onChange={(event) => onChange({ names: { ...draft.names, [language]: event.target.value } })}
          {...(language === 'es' ? { 'aria-required': true, error: error('name') } : {})}
        />
      ))}
      <SelectField
        label={t('clothes.field.type')}
        value={draft.typeId}
        error={error('typeId')}
        aria-required
        onChange={(event) => onChange({ typeId: event.target.value, categoryId: '' })}
      >
        <option value="">{t('clothes.choose')}</option>
        {taxonomy.types.map((type) => (
          <option key={type.id} value={type.id}>
            {type.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('clothes.field.category')}
        value={draft.categoryId}
        error={error('categoryId')}
        aria-required
        disabled={!draft.typeId}
        onChange={(event) => onChange({ categoryId: event.target.value })}
      >
        <option value="">{t('clothes.choose')}</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('clothes.field.gender')}
        value={draft.gender}
        error={error('gender')}
        aria-required
        onChange={(event) => onChange({ gender: event.target.value })}
      >
        <option value="">{t('clothes.choose')}</option>
        {taxonomy.genders.map((gender) => (
          <option key={gender.id} value={gender.id}>
            {gender.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('clothes.field.currency')}
        value={draft.currency}
        maxLength={3}
        error={error('currency')}
        onChange={(event) => onChange({ currency: event.target.value.toUpperCase() })}
      />
      <TextField
        label={t('clothes.field.price')}
        inputMode="decimal"
        value={draft.price}
        hint={amountRead(draft.price)}
        error={error('price')}
        aria-required
        onChange={(event) => onChange({ price: event.target.value })}
      />
      <div className="space-y-2">
        <CheckboxField
          label={t('clothes.field.discountEnabled')}
          checked={draft.discountEnabled}
          onChange={(event) => onChange({ discountEnabled: event.target.checked })}
        />
        <TextField
          label={t('clothes.field.discountedPrice')}
          inputMode="decimal"
          value={draft.discountedPrice}
          disabled={!draft.discountEnabled}
          hint={draft.discountEnabled ? amountRead(draft.discountedPrice) : undefined}
          error={error('discountedPrice')}
          onChange={(event) => onChange({ discountedPrice: event.target.value })}
        />
      </div>
      <CheckGroup
        legend={t('clothes.field.seasons')}
        options={taxonomy.seasons}
        selected={draft.seasons}
        error={error('seasons')}
        onChange={(seasons) => onChange({ seasons })}
      />
      <CheckGroup
        legend={t('clothes.field.events')}
        options={taxonomy.events}
        selected={draft.eventIds}
        error={error('eventIds')}
        onChange={(eventIds) => onChange({ eventIds })}
      />
      <CheckGroup
        legend={t('clothes.field.weather')}
        options={taxonomy.weather}
        selected={draft.weather}
        error={error('weather')}
        onChange={(weather) => onChange({ weather })}
      />
      <TextField
        label={t('clothes.field.sizes')}
        hint={t('clothes.field.listHint')}
        value={draft.sizes}
        onChange={(event) => onChange({ sizes: event.target.value })}
      />
      <fieldset className="space-y-2">
        <legend className="field-label">{t('clothes.field.stock')}</legend>
        <CheckboxField label={t('clothes.field.soldOut')} checked={draft.soldOut} onChange={(event) => onChange({ soldOut: event.target.checked })} />
        {sizes.length > 0 ? (
          <CheckGroup
            legend={t('clothes.field.soldOutSizes')}
            options={sizes}
            selected={draft.soldOutSizes.filter((size) => sizes.some((option) => option.id === size))}
            onChange={(soldOutSizes) => onChange({ soldOutSizes })}
          />
        ) : (
          <p className="text-sm text-muted">{t('clothes.field.soldOutSizes.none')}</p>
        )}
      </fieldset>
      <TextField
        label={t('clothes.field.tags')}
        hint={t('clothes.field.listHint')}
        value={draft.tags}
        onChange={(event) => onChange({ tags: event.target.value })}
      />
      <CheckGroup
        legend={t('clothes.field.colors')}
        options={colors}
        selected={draft.colors}
        swatches={COLOR_SWATCHES}
        error={error('colors')}
        onChange={(colors) => onChange({ colors })}
      />
      <CheckGroup
        legend={t('clothes.field.materials')}
        options={materials}
        selected={draft.materials}
        error={error('materials')}
        onChange={(materials) => onChange({ materials })}
      />
      <SelectField
        label={t('clothes.field.colorTemperature')}
        value={draft.colorTemperature}
        onChange={(event) => onChange({ colorTemperature: event.target.value === 'cold' || event.target.value === 'warm' ? event.target.value : '' })}
      >
        <option value="">{t('clothes.none')}</option>
        <option value="cold">{t('clothes.colorTemperature.cold')}</option>
        <option value="warm">{t('clothes.colorTemperature.warm')}</option>
      </SelectField>
      <SelectField label={t('clothes.field.style')} value={draft.style} error={error('style')} onChange={(event) => onChange({ style: event.target.value })}>
        <option value="">{t('clothes.none')}</option>
        {taxonomy.styles.map((style) => (
          <option key={style.id} value={style.id}>
            {style.name}
          </option>
        ))}
        {!styleKnown && <option value={draft.style}>{termName(taxonomy.styles, draft.style)}</option>}
      </SelectField>
      {LANGUAGES.map((language) => (
        <TextAreaField
          key={language}
          className="sm:col-span-2"
          label={intl.formatMessage({ id: `clothes.field.description.${language}` })}
          lang={language}
          rows={3}
          maxLength={MAX_DESCRIPTION}
          value={draft.description[language]}
          hint={intl.formatMessage({ id: 'clothes.field.description.count' }, { count: draft.description[language].length, max: MAX_DESCRIPTION })}
          onChange={(event) => onChange({ description: { ...draft.description, [language]: event.target.value } })}
          {...(language === 'es' ? { error: error('description') } : {})}
        />
      ))}
      <TextField
        label={t('clothes.field.url')}
        type="url"
        inputMode="url"
        value={draft.url}
        error={error('url')}
        onChange={(event) => onChange({ url: event.target.value })}
      />
      <CheckboxField label={t('clothes.field.visible')} checked={draft.visible} onChange={(event) => onChange({ visible: event.target.checked })} />
    </div>
  );
}
