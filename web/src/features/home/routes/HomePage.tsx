import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { ClothCard, ClothCardSkeleton } from '../../../components/ClothCard';
import { FormAlert } from '../../../components/form/FormAlert';
import { HOME_TYPE, SUGGESTIONS, useHomeCategories, useSuggestions } from '../api/getHomeData';

interface Props {
  preferenceGender?: string | null;
  /** The news carousel, above the title; other features' parts come from the app that composes the page. */
  carousel?: ReactNode;
  /** "New for you", under the title: a member's feed from who they follow and what they saved. */
  feed?: ReactNode;
  /** What influencers wear, below the suggestions. */
  influencers?: ReactNode;
  /** The latest magazine stories, below the suggestions. */
  stories?: ReactNode;
  /** The clothes recently viewed, under the suggestions; nothing when there are none. */
  recent?: ReactNode;
}

/**
 * /home: the news carousel, a member's "New for you", the category filter, suggestions (for guests too: the shelf is not a search, so it
 * never spends their free searches), "see more" into the search, the latest stories and what influencers wear.
 */
export function HomePage({ preferenceGender = null, carousel, feed, influencers, stories, recent }: Props) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const category = params.get('category') || null;
  const categories = useHomeCategories();
  const suggestions = useSuggestions({ category, gender: preferenceGender });
  const more = new URLSearchParams({ type: HOME_TYPE });
  if (category) more.set('categories', category);
  if (preferenceGender) more.set('gender', preferenceGender);
  const title = intl.formatMessage({ id: 'home.title' });
  return (
    <div className="mx-auto w-full max-w-7xl space-y-8 px-6 py-10">
      <title>{`${title} · ${intl.formatMessage({ id: 'app.name' })}`}</title>
      {carousel}
      <div>
        <p className="kicker">{intl.formatMessage({ id: 'home.kicker' })}</p>
        <h1 className="font-display text-3xl text-ink sm:text-4xl">{title}</h1>
      </div>
      {feed}
      {categories.data && categories.data.length > 0 && (
        <nav aria-label={intl.formatMessage({ id: 'home.categories' })}>
          <ul className="flex flex-wrap gap-2">
            {[{ id: '', name: intl.formatMessage({ id: 'home.categories.all' }) }, ...categories.data].map((option) => {
              const current = (category ?? '') === option.id;
              return (
                <li key={option.id || 'all'}>
                  <button
                    type="button"
                    aria-pressed={current}
                    onClick={() => setParams(option.id ? { category: option.id } : {}, { replace: true })}
                    className={`rounded-full border px-3 py-1 text-sm ${current ? 'border-ink bg-ink text-paper' : 'border-line text-ink hover:border-ink'}`}
                  >
                    {option.name}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
      <section aria-labelledby="home-suggestions" className="space-y-4">
        <h2 id="home-suggestions" className="font-display text-2xl text-ink">
          {intl.formatMessage({ id: 'home.suggestions' })}
        </h2>
        {suggestions.isPending ? (
          <div role="status" aria-label={intl.formatMessage({ id: 'app.loading' })} className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4">
            {Array.from({ length: SUGGESTIONS }, (_, at) => (
              <ClothCardSkeleton key={at} />
            ))}
          </div>
        ) : suggestions.isError ? (
          <FormAlert>{intl.formatMessage({ id: 'home.suggestions.error' })}</FormAlert>
        ) : suggestions.data.items.length === 0 ? (
          <p className="text-muted">{intl.formatMessage({ id: 'search.empty' })}</p>
        ) : (
          <ul aria-label={intl.formatMessage({ id: 'home.suggestions' })} className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4">
            {suggestions.data.items.map((hit) => (
              <li key={hit.id} className="min-w-0">
                {/* Below the news carousel, whose first slide is the page's largest image: these wait their turn. */}
                <ClothCard
                  href={`/cloth/${encodeURIComponent(hit.id)}`}
                  cloth={{
                    id: hit.id,
                    name: hit.name,
                    brandName: hit.brand.name,
                    price: hit.price,
                    currency: hit.currency,
                    discountedPrice: hit.discountedPrice,
                    imageUrl: hit.image?.url ?? null,
                    middleUrl: hit.image?.middleUrl ?? null,
                    thumbUrl: hit.image?.thumbUrl ?? null,
                  }}
                />
              </li>
            ))}
          </ul>
        )}
        <Link to={`/search?${more.toString()}`} className="button-secondary inline-block">
          {intl.formatMessage({ id: 'home.seeMore' })}
        </Link>
      </section>
      {recent}
      {stories}
      {influencers}
    </div>
  );
}
