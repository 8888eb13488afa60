import { useId } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Suggestions } from '../../features/search/api/suggestSearches';
import type { MessageId } from '../../i18n/messages';

/** What picking a suggestion leads to. */
export type Picked =
  { kind: 'search'; q: string } | { kind: 'category'; id: string; type: string | null } | { kind: 'brand'; id: string } | { kind: 'cloth'; id: string };

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

/** The suggestions in the order the listbox shows them, each with what picking it leads to. */
export function pickables(suggestions: Suggestions): Picked[] {
  return [
    ...suggestions.readings.map((reading) => ({ kind: 'search', q: reading.query }) as const),
    ...suggestions.categories.map((category) => ({ kind: 'category', id: category.id, type: category.type }) as const),
    ...suggestions.brands.map((brand) => ({ kind: 'brand', id: brand.id }) as const),
    ...suggestions.popular.map((popular) => ({ kind: 'search', q: popular.text }) as const),
    ...suggestions.clothes.map((cloth) => ({ kind: 'cloth', id: cloth.id }) as const),
  ];
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <li role="presentation" className="py-1">
      <div id={id} className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
        {title}
      </div>
      <ul role="group" aria-labelledby={id}>
        {children}
      </ul>
    </li>
  );
}

interface Props {
  suggestions: Suggestions;
  /** The props of the option at this index in `pickables` order (the combobox's: id, role, selection, mouse). */
  optionProps: (index: number) => HTMLAttributes<HTMLLIElement>;
  /** The index of the option moved to, -1 for none. */
  highlighted: number;
}

/**
 * The options of a SearchBox's listbox: what the words read as, categories, brands, popular searches and clothes,
 * each a group, in the order of `pickables`. None shows as picked until the shopper moves to it: until then Enter
 * searches the words.
 */
export function SearchSuggestions({ suggestions, optionProps, highlighted }: Props) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const count = (n: number) => <span className="ml-auto shrink-0 text-sm text-muted">{t('header.suggest.count', { count: n })}</span>;
  let next = 0;
  const item = (key: string, children: ReactNode) => {
    const index = next++;
    return (
      <li key={key} {...optionProps(index)} className={`${option} ${index === highlighted ? 'bg-accent-soft' : ''}`}>
        {children}
      </li>
    );
  };
  return (
    <>
      {suggestions.readings.length > 0 && (
        <Group title={t('header.suggest.readings')}>
          {suggestions.readings.map((reading) =>
            item(
              `r:${reading.query}`,
              <>
                <span>
                  {reading.parts.map((part) => part.name).join(' · ')}
                  {reading.text && <span className="text-muted"> «{reading.text}»</span>}
                </span>
                {count(reading.count)}
              </>,
            ),
          )}
        </Group>
      )}
      {suggestions.categories.length > 0 && (
        <Group title={t('header.suggest.categories')}>
          {suggestions.categories.map((category) =>
            item(
              `c:${category.id}`,
              <>
                <span>{category.name}</span>
                {count(category.count)}
              </>,
            ),
          )}
        </Group>
      )}
      {suggestions.brands.length > 0 && (
        <Group title={t('header.suggest.brands')}>
          {suggestions.brands.map((brand) =>
            item(
              `b:${brand.id}`,
              <>
                <span>{brand.name}</span>
                {count(brand.count)}
              </>,
            ),
          )}
        </Group>
      )}
      {suggestions.popular.length > 0 && (
        <Group title={t('header.suggest.popular')}>{suggestions.popular.map((popular) => item(`p:${popular.text}`, <span>{popular.text}</span>))}</Group>
      )}
      {suggestions.clothes.length > 0 && (
        <Group title={t('header.suggest.clothes')}>
          {suggestions.clothes.map((cloth) =>
            item(
              `k:${cloth.id}`,
              <>
                {cloth.thumbUrl ? (
                  <img src={cloth.thumbUrl} alt="" width={40} height={40} loading="lazy" className="h-10 w-10 shrink-0 rounded object-cover" />
                ) : (
                  <span aria-hidden className="h-10 w-10 shrink-0 rounded bg-paper-deep" />
                )}
                <span className="min-w-0">
                  <span className="block truncate">{cloth.name}</span>
                  <span className="block truncate text-sm text-muted">{cloth.brand}</span>
                </span>
              </>,
            ),
          )}
        </Group>
      )}
    </>
  );
}
