import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useChangeFollow } from '../../../lib/follows/changeFollow';
import type { FollowKind } from '../../../lib/follows/followKeys';
import { useFollows } from '../../../lib/follows/getFollows';
import type { FollowedBrand, FollowedInfluencer } from '../../../lib/follows/getFollows';
import { ListSection } from '../../../components/ListSection';

/**
 * The profile's "Following": the brands (each leading to its page) and the influencers this person follows, newest
 * first, with how many follow each and a way to stop. A row leaves once the server has said so.
 */
export function FollowingSection() {
  const follows = useFollows();
  const { brands = [], influencers = [] } = follows.data ?? {};
  return (
    <ListSection name="following" query={follows} empty={brands.length + influencers.length === 0}>
      {() => (
        <div className="grid gap-10 md:grid-cols-2">
          <FollowedList labelId="profile.following.brands" testId="followed-brands" emptyId="profile.following.noBrands">
            {brands.map((brand) => (
              <BrandRow key={brand.id} brand={brand} />
            ))}
          </FollowedList>
          <FollowedList labelId="profile.following.influencers" testId="followed-influencers" emptyId="profile.following.noInfluencers">
            {influencers.map((influencer) => (
              <InfluencerRow key={influencer.id} influencer={influencer} />
            ))}
          </FollowedList>
        </div>
      )}
    </ListSection>
  );
}

interface ListProps {
  labelId: 'profile.following.brands' | 'profile.following.influencers';
  emptyId: 'profile.following.noBrands' | 'profile.following.noInfluencers';
  testId: string;
  children: ReactNode[];
}

function FollowedList({ labelId, emptyId, testId, children }: ListProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: labelId });
  return (
    <div className="min-w-0 space-y-2">
      <h3 className="kicker">{label}</h3>
      {children.length === 0 ? (
        <p className="text-sm text-muted">{intl.formatMessage({ id: emptyId })}</p>
      ) : (
        <ul aria-label={label} data-testid={testId} className="divide-y divide-line border-y border-line">
          {children}
        </ul>
      )}
    </div>
  );
}

function BrandRow({ brand }: { brand: FollowedBrand }) {
  const intl = useIntl();
  const picture = brand.logoUrl ? (
    <img
      src={brand.logoUrl}
      alt={intl.formatMessage({ id: 'brand.logoAlt' }, { name: brand.name })}
      width={40}
      height={40}
      className="h-10 w-10 shrink-0 border border-line bg-paper object-contain"
    />
  ) : (
    <span aria-hidden className="h-10 w-10 shrink-0 border border-line bg-paper-deep" />
  );
  return (
    <FollowedRow kind="brand" id={brand.id} name={brand.name} followers={brand.followers} picture={picture}>
      <Link to={`/brand/${encodeURIComponent(brand.id)}`} className="font-semibold text-ink hover:underline">
        {brand.name}
      </Link>
    </FollowedRow>
  );
}

function InfluencerRow({ influencer }: { influencer: FollowedInfluencer }) {
  const picture = (
    <span aria-hidden className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-paper-deep font-display text-lg text-ink">
      {influencer.name.trim().charAt(0).toUpperCase()}
    </span>
  );
  return (
    <FollowedRow kind="influencer" id={influencer.id} name={influencer.name} followers={influencer.followers} picture={picture}>
      <span className="font-semibold text-ink">{influencer.name}</span> <span className="text-muted">@{influencer.username}</span>
    </FollowedRow>
  );
}

interface RowProps {
  kind: FollowKind;
  id: string;
  name: string;
  followers: number;
  picture: ReactNode;
  /** Who it is: the name, and how to find them. */
  children: ReactNode;
}

function FollowedRow({ kind, id, name, followers, picture, children }: RowProps) {
  const intl = useIntl();
  const change = useChangeFollow();
  return (
    <li className="flex min-w-0 items-center gap-3 py-2">
      {picture}
      <div className="min-w-0 flex-1 [overflow-wrap:anywhere]">
        <p>{children}</p>
        <p className="text-sm text-muted">{intl.formatMessage({ id: 'follow.followers' }, { count: followers })}</p>
      </div>
      <button
        type="button"
        className="tap-target shrink-0 justify-center px-2 text-sm text-muted underline-offset-4 hover:text-ink hover:underline"
        aria-label={intl.formatMessage({ id: 'profile.following.unfollow.named' }, { name })}
        disabled={change.isPending}
        onClick={() => change.mutate({ kind, id, following: false })}
      >
        {intl.formatMessage({ id: 'profile.following.unfollow' })}
      </button>
    </li>
  );
}
