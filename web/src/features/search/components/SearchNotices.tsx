import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../../components/form/FormAlert';
import { formatPrice } from '../../../lib/price';
import type { DroppedPart, SearchResult } from '../api/searchClothes';

/** A part let go as its notice words it: a price by where the nearest clothes start or end, when the answer says so. */
function partWording(part: DroppedPart, currency: string | undefined): { facet: string; price?: string } {
  if (part.facet === 'price' && part.priceMin !== undefined) return { facet: 'priceFrom', price: formatPrice(part.priceMin, currency) };
  if (part.facet === 'price' && part.priceMax !== undefined) return { facet: 'priceUpTo', price: formatPrice(part.priceMax, currency) };
  return { facet: part.facet };
}

interface Props {
  q: string;
  result: SearchResult;
  /** The address of this search with a new q, for the corrected spelling's link. */
  hrefForQ: (q: string) => string;
}

/**
 * What the answer changed of the question, in the shopper's language: the parts it let go because nothing matched
 * all of them ("No results for “red dress”; showing clothes in other colours"), or the kind of cloth the catalogue
 * lacks when its words were let go ("No “wedding dress” in this catalogue; showing the nearest clothes"), and a
 * corrected spelling.
 */
export function SearchNotices({ q, result, hrefForQ }: Props) {
  const intl = useIntl();
  const dropped = result.relaxed?.dropped ?? [];
  const missing = result.relaxed?.missing;
  const corrected = result.didYouMean;
  const link = corrected ? (
    <Link key="corrected" to={hrefForQ(corrected)} className="font-semibold underline decoration-1 underline-offset-4">
      {corrected}
    </Link>
  ) : null;
  return (
    // A long query in a notice breaks anywhere rather than widening a phone's page.
    <div className="space-y-3 [overflow-wrap:anywhere] empty:hidden">
      {dropped.length > 0 && (
        <FormAlert tone="info">
          {missing
            ? intl.formatMessage({ id: 'search.relaxed.missing' }, { missing })
            : intl.formatMessage(
                { id: 'search.relaxed' },
                {
                  q,
                  dropped: intl.formatList(
                    dropped.map((part) =>
                      intl.formatMessage(
                        { id: 'search.relaxed.part' },
                        { ...partWording(part, result.items[0]?.currency), name: part.name, words: part.words },
                      ),
                    ),
                    { type: 'conjunction' },
                  ),
                },
              )}
        </FormAlert>
      )}
      {link && (
        // The answer is already for the corrected words; the link puts them in the address, where chips and reloads read them.
        <FormAlert tone="info">
          {result.total === 0
            ? intl.formatMessage({ id: 'search.didYouMean' }, { corrected: link })
            : intl.formatMessage({ id: 'search.didYouMean.showing' }, { q, corrected: link })}
        </FormAlert>
      )}
    </div>
  );
}
