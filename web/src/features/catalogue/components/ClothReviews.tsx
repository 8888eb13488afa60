import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useClothReviews } from '../api/getClothReviews';

/** "What influencers say": the reviews influencers recommended this cloth with, newest first. Hidden when none. */
export function ClothReviews({ clothId }: { clothId: string }) {
  const intl = useIntl();
  const headingId = useId();
  const reviews = useClothReviews(clothId);
  const items = reviews.data ?? [];
  if (items.length === 0) return null;
  const title = intl.formatMessage({ id: 'cloth.reviews' });
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="font-display text-2xl text-ink">
        {title}
      </h2>
      <ul aria-label={title} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map(({ influencer, review }) => (
          <li key={influencer.id}>
            <figure className="space-y-2 border-l-2 border-accent pl-4">
              <blockquote className="whitespace-pre-line leading-relaxed text-ink">
                {intl.formatMessage({ id: 'favourites.review.quote' }, { review })}
              </blockquote>
              <figcaption className="kicker">
                {intl.formatMessage({ id: 'cloth.reviews.by' }, { name: influencer.name, username: influencer.username })}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
