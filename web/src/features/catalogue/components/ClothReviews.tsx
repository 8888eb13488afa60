import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useClothReviews } from '../api/getClothReviews';
import { Section } from '../../../components/Section';

/** "What influencers say": the reviews influencers recommended this cloth with, newest first. Hidden when none. */
export function ClothReviews({ clothId }: { clothId: string }) {
  const intl = useIntl();
  const headingId = useId();
  const reviews = useClothReviews(clothId);
  const items = reviews.data ?? [];
  if (items.length === 0) return null;
  const title = intl.formatMessage({ id: 'cloth.reviews' });
  return (
    <Section headingId={headingId} title={title}>
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
    </Section>
  );
}
