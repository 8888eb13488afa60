import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { loginPathFor } from '../../../lib/loginPath';
import { useSession } from '../../../lib/session/session';
import { isSame, useFavourites } from '../api/getFavourites';
import type { FavouriteType } from '../api/getFavourites';
import { useChangeFavourite } from '../api/changeFavourite';
import { HeartIcon } from './HeartIcon';
import { rememberFavourite } from './PendingFavourite';

interface Props {
  id: string;
  type: FavouriteType;
  /** The item's name, for the button's accessible name ("Add Linen dress to favourites"). */
  label: string;
}

// Its popover brings Headless UI, which pages of cards otherwise do without: only an unconfirmed member loads it.
const ConfirmEmailHeart = lazy(async () => ({ default: (await import('./ConfirmEmailHeart')).ConfirmEmailHeart }));

const SHAPE = 'inline-flex h-9 w-9 items-center justify-center rounded-full border border-line bg-paper/90 text-ink shadow-sm transition hover:border-ink';

/**
 * The heart on a cloth or a magazine entry. Members toggle it at once (the cache is written before the server
 * answers); guests get the same heart leading to the login page and back here, as shoppers expect of a shop.
 * A member whose email is not confirmed may not add (the api says EMAIL_NOT_VERIFIED): their heart opens
 * "Confirm your email to save favourites" with "Send the link again" beside it; removing stays theirs.
 */
export function FavouriteButton({ id, type, label }: Props) {
  const intl = useIntl();
  const location = useLocation();
  const { status, session } = useSession();
  const favourites = useFavourites();
  const change = useChangeFavourite();

  if (status === 'unknown') return null;
  if (status === 'guest') {
    const name = intl.formatMessage({ id: 'favourites.button.guest' }, { name: label });
    return (
      // What they asked is done once they are in (PendingFavourite).
      <Link to={loginPathFor(location)} aria-label={name} title={name} className={SHAPE} onClick={() => rememberFavourite(id, type)}>
        <HeartIcon filled={false} />
      </Link>
    );
  }

  const saved = favourites.data?.some((entry) => isSame(entry, id, type)) ?? false;
  const name = intl.formatMessage({ id: saved ? 'favourites.button.remove' : 'favourites.button.add' }, { name: label });
  if (!saved && session?.emailVerified === false && session.email) {
    return (
      <Suspense fallback={<span className={SHAPE} aria-hidden />}>
        <ConfirmEmailHeart name={name} email={session.email} className={SHAPE} />
      </Suspense>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={name}
      title={name}
      // Until the list has come, the app cannot tell whether this is a favourite.
      disabled={favourites.data === undefined}
      onClick={() => change.mutate({ id, type, favourite: !saved })}
      className={`${SHAPE} disabled:cursor-progress disabled:opacity-50 ${saved ? 'text-accent' : ''}`}
    >
      <HeartIcon filled={saved} />
    </button>
  );
}
