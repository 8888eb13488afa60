import { ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Suggestions } from '../../features/search/api/suggestSearches';
import type { MessageId } from '../../i18n/messages';

/** What picking a suggestion leads to. */
export type Picked =
  | { kind: 'search'; q: string }
  | { kind: 'category'; id: string; type: string | null }
  | { kind: 'brand'; id: string }
  | { kind: 'cloth'; id: string };

/** The address a picked suggestion opens; `type` is the header's type, for a search of words. */
export function addressOf(picked: Picked, type: string): string {
  switch (picked.kind) {
    case 'search':
      return `/search?${new URLSearchParams({ q: picked.q, type }).toString()}`;
    case 'category':
      return `/search?${new URLSearchParams({ type: picked.type ?? type, categories: picked.id }).toString()}`;
    case 'brand':
      return `/search?${new URLSearchParams({ type, brand: picked.id }).toString()}`;
    case 'cloth':
      return `/cloth/${encodeURIComponent(picked.id)}`;
  }
}

export const suggestionCount = (suggestions: Suggestions) =>
  suggestions.readings.length + suggestions.categories.length + suggestions.brands.length + suggestions.popular.length + suggestions.clothes.length;

const option = 'search-suggest__option flex min-h-11 cursor-pointer items-center gap-3 px-4 py-1.5 hover:bg-accent-soft';

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="py-1">
      <div id={id} className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
        {title}
      </div>
      {children}
    </div>
  );
}

/**
 * The listbox of a SearchBox: what the words read as, categories, brands, popular searches and clothes, each a group.
 * A suggestion shows as picked only once the shopper moved to it (`moved`): until then Enter searches the words.
 */
export function SearchSuggestions({ suggestions, sheet, moved }: { suggestions: Suggestions; sheet: boolean; moved: boolean }) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const count = (n: number) => <span className="ml-auto shrink-0 text-sm text-muted">{t('header.suggest.count', { count: n })}</span>;
  return (
    <ComboboxOptions
      modal={false}
      data-moved={moved}
      aria-label={t('header.suggest.label')}
      className={`search-suggest ${sheet ? 'search-suggest--sheet' : ''} empty:invisible`}
    >
      {suggestions.readings.length > 0 && (
        <Group title={t('header.suggest.readings')}>
          {suggestions.readings.map((reading) => (
            <ComboboxOption key={reading.query} value={{ kind: 'search', q: reading.query } satisfies Picked} className={option}>
              <span>
                {reading.parts.map((part) => part.name).join(' · ')}
                {reading.text && <span className="text-muted"> «{reading.text}»</span>}
              </span>
              {count(reading.count)}
            </ComboboxOption>
          ))}
        </Group>
      )}
      {suggestions.categories.length > 0 && (
        <Group title={t('header.suggest.categories')}>
          {suggestions.categories.map((category) => (
            <ComboboxOption key={category.id} value={{ kind: 'category', id: category.id, type: category.type } satisfies Picked} className={option}>
              <span>{category.name}</span>
              {count(category.count)}
            </ComboboxOption>
          ))}
        </Group>
      )}
      {suggestions.brands.length > 0 && (
        <Group title={t('header.suggest.brands')}>
          {suggestions.brands.map((brand) => (
            <ComboboxOption key={brand.id} value={{ kind: 'brand', id: brand.id } satisfies Picked} className={option}>
              <span>{brand.name}</span>
              {count(brand.count)}
            </ComboboxOption>
          ))}
        </Group>
      )}
      {suggestions.popular.length > 0 && (
        <Group title={t('header.suggest.popular')}>
          {suggestions.popular.map((popular) => (
            <ComboboxOption key={popular.text} value={{ kind: 'search', q: popular.text } satisfies Picked} className={option}>
              <span>{popular.text}</span>
            </ComboboxOption>
          ))}
        </Group>
      )}
      {suggestions.clothes.length > 0 && (
        <Group title={t('header.suggest.clothes')}>
          {suggestions.clothes.map((cloth) => (
            <ComboboxOption key={cloth.id} value={{ kind: 'cloth', id: cloth.id } satisfies Picked} className={option}>
              {cloth.thumbUrl ? (
                <img src={cloth.thumbUrl} alt="" width={40} height={40} loading="lazy" className="h-10 w-10 shrink-0 rounded object-cover" />
              ) : (
                <span aria-hidden className="h-10 w-10 shrink-0 rounded bg-paper-deep" />
              )}
              <span className="min-w-0">
                <span className="block truncate">{cloth.name}</span>
                <span className="block truncate text-sm text-muted">{cloth.brand}</span>
              </span>
            </ComboboxOption>
          ))}
        </Group>
      )}
    </ComboboxOptions>
  );
}
