import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useChangeFollow } from '../lib/follows/changeFollow';
import { useFollows } from '../lib/follows/getFollows';
import { useErrorText } from '../lib/errorText';
import { loginPathFor } from '../lib/loginPath';
import { useSession } from '../lib/session/session';
import { FOLLOW_ERRORS } from './FollowButton';
import { useNotify } from './notices/NoticeProvider';
import { rememberFollow } from './PendingFollow';

const LOOK =
  'relative z-10 -my-2 inline-flex min-h-11 shrink-0 items-center text-xs font-semibold text-ink underline underline-offset-4 decoration-line hover:decoration-ink disabled:cursor-progress disabled:opacity-50';

/**
 * "Follow" beside a card's brand name, in search results. A page of cards asks one question (the person's follows),
 * not one per brand, and every card of the brand flips together. A guest goes to log in and the follow is made when
 * they come back (PendingFollow); a member with an unconfirmed email goes to the brand's page, whose button says why
 * it waits. A refusal (the 200 limit) is told in a notice: a card has no room for it.
 */
export function CardFollow({ brandId, brandName }: { brandId: string; brandName: string }) {
  const intl = useIntl();
  const location = useLocation();
  const { status, session } = useSession();
  const follows = useFollows();
  const change = useChangeFollow();
  const notify = useNotify();
  const errorText = useErrorText();

  if (status === 'unknown' || !brandId) return null;
  if (status === 'guest' || session?.emailVerified === false) {
    const guest = status === 'guest';
    const to = guest ? loginPathFor(location) : `/brand/${encodeURIComponent(brandId)}`;
    return (
      <Link
        to={to}
        data-testid="card-follow"
        className={LOOK}
        aria-label={intl.formatMessage({ id: guest ? 'follow.guest' : 'follow.action.named' }, { name: brandName })}
        onClick={guest ? () => rememberFollow('brand', brandId, brandName) : undefined}
      >
        {intl.formatMessage({ id: 'follow.action' })}
      </Link>
    );
  }
  // A change writes the list at once (useChangeFollow), so every card of the brand flips together.
  const following = follows.data?.brands.some((brand) => brand.id === brandId) ?? false;
  return (
    <button
      type="button"
      data-testid="card-follow"
      className={LOOK}
      aria-pressed={following}
      aria-label={intl.formatMessage({ id: following ? 'follow.following.named' : 'follow.action.named' }, { name: brandName })}
      disabled={follows.data === undefined || change.isPending}
      onClick={() =>
        change.mutate(
          { kind: 'brand', id: brandId, following: !following, name: brandName },
          { onError: (error) => notify(errorText(error, FOLLOW_ERRORS, 'follow.error')) },
        )
      }
    >
      {intl.formatMessage({ id: following ? 'follow.following' : 'follow.action' })}
    </button>
  );
}
