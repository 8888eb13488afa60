import { useIntl } from 'react-intl';
import type { ShopReading } from '@vitrina/contract/importer';
import type { ImporterConfig } from '@vitrina/domain/importer/config';
import { useTaxonomy } from '../../../lib/taxonomy';

/** One of the shop's own categories as the last reading found it: how many products, and the category proposed for it. */
export type ShopCategory = ShopReading['categories'][number];

interface Props {
  /** The shop's categories the last reading found (none before a reading). */
  categories: readonly ShopCategory[];
  map: NonNullable<ImporterConfig['categoryMap']>;
  onChange: (map: NonNullable<ImporterConfig['categoryMap']>) => void;
}

/**
 * The brand's own categories mapped (issue 44): each category its shop writes (product type, category) with its
 * products read and the site's category it goes to, proposed from its name and editable; "decided by each product's
 * words" leaves it to the classification. Saved with the settings, applied at every run.
 */
export function CategoryMap({ categories, map, onChange }: Props) {
  const intl = useIntl();
  const taxonomy = useTaxonomy();
  const rows = [
    ...categories.map((category) => ({ name: category.name, count: category.count as number | null })),
    ...Object.keys(map)
      .filter((name) => !categories.some((category) => category.name === name))
      .map((name) => ({ name, count: null })),
  ];
  if (rows.length === 0) return null;
  const set = (name: string, id: string) => {
    const next = { ...map };
    if (id) next[name] = id;
    else delete next[name];
    onChange(next);
  };
  return (
    <fieldset className="space-y-3 border border-line p-4">
      <legend className="px-1 font-medium text-ink">{intl.formatMessage({ id: 'importer.categoryMap.title' })}</legend>
      <p className="text-sm text-muted">{intl.formatMessage({ id: 'importer.categoryMap.hint' })}</p>
      <ul className="space-y-3">
        {rows.map((row) => (
          <li key={row.name} className="grid gap-1 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] sm:items-center sm:gap-3">
            <label htmlFor={`category-map-${row.name}`} className="min-w-0 break-words text-sm text-ink">
              {row.name}
              {row.count !== null && <span className="text-muted"> · {intl.formatMessage({ id: 'importer.categoryMap.count' }, { count: row.count })}</span>}
            </label>
            <select id={`category-map-${row.name}`} className="field-input" value={map[row.name] ?? ''} onChange={(event) => set(row.name, event.target.value)}>
              <option value="">{intl.formatMessage({ id: 'importer.categoryMap.words' })}</option>
              {(taxonomy.data?.categories ?? []).map((term) => (
                <option key={term.id} value={term.id}>
                  {term.name}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The map with each category a reading found and the map does not hold yet set to the category proposed for it. */
export function withProposals(map: ImporterConfig['categoryMap'], categories: readonly ShopCategory[]): NonNullable<ImporterConfig['categoryMap']> {
  const next = { ...(map ?? {}) };
  for (const category of categories) if (category.proposed && !(category.name in next)) next[category.name] = category.proposed;
  return next;
}
