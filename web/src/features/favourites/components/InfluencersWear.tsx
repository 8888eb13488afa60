import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ClothCard } from '../../../components/ClothCard';
import { FollowButton } from '../../../components/FollowButton';
import { cardOfSummary } from '../../../lib/clothSummary';
import { useRecommendations } from '../api/getRecommendations';
import { Section } from '../../../components/Section';

/** /home's "What influencers wear": recent recommendations, each cloth with who wears it and why. Hidden when none. */
export function InfluencersWear() {
  const intl = useIntl();
  const recommendations = useRecommendations();
  const headingId = useId();
  const items = recommendations.data ?? [];
  if (items.length === 0) return null;
  const title = intl.formatMessage({ id: 'home.influencers' });
  return (
    <Section headingId={headingId} title={title}>
      <ul aria-label={title} className="grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 lg:grid-cols-4">
        {items.map(({ cloth, influencer, review }) => (
          <li key={`${influencer.id}:${cloth.id}`} className="space-y-3">
            <ClothCard href={`/cloth/${encodeURIComponent(cloth.id)}`} cloth={cardOfSummary(cloth)} />
            <figure className="space-y-1 border-l-2 border-accent pl-3">
              <blockquote className="text-sm italic leading-relaxed text-ink">{intl.formatMessage({ id: 'favourites.review.quote' }, { review })}</blockquote>
              <figcaption className="kicker">{intl.formatMessage({ id: 'home.influencers.by' }, { name: influencer.name })}</figcaption>
            </figure>
            <FollowButton kind="influencer" id={influencer.id} name={influencer.name} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
