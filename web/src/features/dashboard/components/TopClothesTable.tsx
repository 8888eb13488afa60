import { useIntl } from 'react-intl';
import { CLOTH_SORTS } from '../api/dashboardKeys';
import type { ClothSort } from '../api/dashboardKeys';
import type { TopCloth } from '../api/getDashboard';
import { Section } from '../../../components/Section';

interface Props {
  clothes: TopCloth[];
  sort: ClothSort;
  onSort: (sort: ClothSort) => void;
}

/** The brand's most seen clothes; a column's heading sorts by it (most first), as the api orders them. */
export function TopClothesTable({ clothes, sort, onSort }: Props) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'dashboard.clothes.title' });
  return (
    <Section headingId="top-clothes-title" title={title} level={3}>
      {clothes.length === 0 ? (
        <p className="text-sm text-muted">{intl.formatMessage({ id: 'dashboard.clothes.empty' })}</p>
      ) : (
        // relative: the visually hidden caption stays inside the scroller instead of widening the page.
        <div className="relative overflow-x-auto">
          <table className="data-table w-full min-w-[34rem] text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'dashboard.clothes.name' })}</th>
                {CLOTH_SORTS.map((column) => (
                  <th key={column} scope="col" className="text-right" aria-sort={column === sort ? 'descending' : 'none'}>
                    <button
                      type="button"
                      className={column === sort ? 'font-semibold text-ink' : 'link-underline'}
                      aria-pressed={column === sort}
                      onClick={() => onSort(column)}
                    >
                      {intl.formatMessage({ id: `dashboard.clothes.${column}` })}
                      {column === sort && <span aria-hidden> ↓</span>}
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {clothes.map((cloth) => (
                <tr key={cloth.clothId}>
                  <th scope="row" className="font-normal">
                    {cloth.name}
                  </th>
                  <td className="text-right tabular-nums">{intl.formatNumber(cloth.views)}</td>
                  <td className="text-right tabular-nums">{intl.formatNumber(cloth.favourites)}</td>
                  <td className="text-right tabular-nums">{intl.formatNumber(cloth.clickOuts)}</td>
                  <td className="text-right tabular-nums">{intl.formatNumber(cloth.clickOutRate, { style: 'percent', maximumFractionDigits: 1 })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
