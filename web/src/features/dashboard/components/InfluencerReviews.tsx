import { useIntl } from 'react-intl';
import type { InfluencerReview } from '../api/getDashboard';
import { Section } from '../../../components/Section';

/** What influencers who recommend the brand's clothes wrote about them, newest first. */
export function InfluencerReviews({ reviews }: { reviews: InfluencerReview[] }) {
  const intl = useIntl();
  return (
    <Section headingId="influencers-title" title={intl.formatMessage({ id: 'dashboard.influencers.title' })} level={3}>
      {reviews.length === 0 ? (
        <p className="text-sm text-muted">{intl.formatMessage({ id: 'dashboard.influencers.empty' })}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {reviews.map((review) => (
            <li key={`${review.influencer.username}-${review.clothId}`} className="border border-line bg-white p-4">
              <figure className="space-y-2">
                <blockquote className="text-ink">
                  <p>“{review.review}”</p>
                </blockquote>
                <figcaption className="text-sm text-muted">
                  {intl.formatMessage(
                    { id: 'dashboard.influencers.byline' },
                    {
                      name: review.influencer.name || review.influencer.username,
                      cloth: review.clothName,
                      date: intl.formatDate(review.recommendedAt, { dateStyle: 'medium' }),
                    },
                  )}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
