import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { RESULT_CARD_SIZES } from '../../../components/ClothCard';
import { ClothGrid } from '../../../components/ClothGrid';
import { cardOfSummary } from '../../../lib/clothSummary';
import type { SearchResult } from '../api/searchClothes';

interface Props {
  q: string;
  result: SearchResult;
  /** Explicit filters are on: only then is "try fewer filters" advice that helps. */
  filtered: boolean;
  /** The address of this search in another type. */
  hrefForType: (type: string) => string;
  /** What the answer changed of the question (a corrected spelling), said after the answer found nothing. */
  notices: ReactNode;
}

/** An answer with no clothes is never a dead end: the other types the words find clothes in, and popular clothes. */
export function EmptyAnswer({ q, result, filtered, hrefForType, notices }: Props) {
  const intl = useIntl();
  const otherTypes = (result.otherTypes ?? []).filter((type) => type.count > 0);
  const popular = result.popular ?? [];
  const advice = filtered
    ? intl.formatMessage({ id: 'search.empty' })
    : q
      ? intl.formatMessage({ id: 'search.empty.words' }, { q })
      : intl.formatMessage({ id: 'search.empty.none' });
  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <p className="text-muted [overflow-wrap:anywhere]">{advice}</p>
        {notices}
      </div>
      {otherTypes.length > 0 && (
        <nav aria-label={intl.formatMessage({ id: 'search.empty.otherTypes' })}>
          <h2 className="kicker mb-2">{intl.formatMessage({ id: 'search.empty.otherTypes' })}</h2>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {otherTypes.map((type) => (
              <li key={type.id}>
                <Link to={hrefForType(type.id)} className="underline decoration-1 underline-offset-4">
                  {intl.formatMessage({ id: 'search.empty.otherType' }, { count: type.count, type: type.name })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {popular.length > 0 && (
        <section className="space-y-4">
          <h2 className="font-display text-2xl text-ink">{intl.formatMessage({ id: 'search.popular' })}</h2>
          <ClothGrid label={intl.formatMessage({ id: 'search.popular' })} clothes={popular.map(cardOfSummary)} sizes={RESULT_CARD_SIZES} />
        </section>
      )}
    </div>
  );
}
