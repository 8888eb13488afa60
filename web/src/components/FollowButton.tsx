import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useChangeFollow } from '../lib/follows/changeFollow';
import type { FollowKind } from '../lib/follows/followKeys';
import { useFollow } from '../lib/follows/getFollow';
import { isEmailNotVerified } from '../lib/session/emailNotVerified';
import { useSession } from '../lib/session/session';
import type { KnownErrors } from '../lib/errorText';
import { useErrorText } from '../lib/errorText';
import { loginPathFor } from '../lib/loginPath';
import { ConfirmEmailPrompt } from './ConfirmEmailPrompt';
import { rememberFollow } from './PendingFollow';

interface Props {
  kind: FollowKind;
  id: string;
  /** The brand's name or the influencer's, for the button's accessible name ("Follow Casa Luna"). */
  name: string;
  className?: string;
}

export const FOLLOW_ERRORS: KnownErrors = {
  FOLLOW_LIMIT: 'follow.error.limit',
  CANNOT_FOLLOW_SELF: 'follow.error.self',
};

const SHAPE =
  'inline-flex min-h-11 items-center justify-center rounded-full border px-4 text-xs font-semibold uppercase tracking-widest transition disabled:cursor-progress disabled:opacity-50';
const IDLE = `${SHAPE} border-ink text-ink hover:bg-paper-deep`;
const ON = `${SHAPE} border-ink bg-ink text-paper hover:bg-[#3a332e]`;

/**
 * "Follow" / "Following" a brand or an influencer, with how many follow them. Members flip it at once (the cache is
 * written before the server answers, as the favourite heart is); guests go to log in and come back, and what they
 * asked is done then (PendingFollow). Following needs a confirmed email: an unconfirmed member is told so, with
 * "Send the link again", beside the button; stopping stays theirs.
 */
export function FollowButton({ kind, id, name, className = '' }: Props) {
  const intl = useIntl();
  const location = useLocation();
  const { status, session } = useSession();
  const follow = useFollow(kind, id);
  const change = useChangeFollow();
  const errorText = useErrorText();
  const [asking, setAsking] = useState(false);
  const promptId = useId();

  // An unknown brand or influencer (404), or no answer: there is nothing to follow; nor is oneself (CANNOT_FOLLOW_SELF).
  if (status === 'unknown' || follow.isError || (kind === 'influencer' && session?.userId === id)) return null;
  const following = follow.data?.following ?? false;
  const followers = follow.data?.followers;
  const count = followers !== undefined && (
    <span data-testid="follow-count" className="text-sm normal-case tracking-normal text-muted">
      {intl.formatMessage({ id: 'follow.followers' }, { count: followers })}
    </span>
  );
  const wrap = `flex flex-wrap items-center gap-x-3 gap-y-2 normal-case tracking-normal ${className}`;
  const label = intl.formatMessage({ id: 'follow.action' });

  if (status === 'guest') {
    return (
      <div className={wrap}>
        <Link
          to={loginPathFor(location)}
          data-testid="follow-button"
          aria-label={intl.formatMessage({ id: 'follow.guest' }, { name })}
          className={IDLE}
          onClick={() => rememberFollow(kind, id, name)}
        >
          {label}
        </Link>
        {count}
      </div>
    );
  }

  const refused = change.isError && isEmailNotVerified(change.error);
  const unconfirmed = session?.emailVerified === false && !following;
  const prompting = (asking && unconfirmed) || refused;
  const failed = change.isError && !refused;
  return (
    <div className={wrap}>
      <button
        type="button"
        data-testid="follow-button"
        aria-label={intl.formatMessage({ id: following ? 'follow.following.named' : 'follow.action.named' }, { name })}
        // An unconfirmed member's button opens the prompt rather than following: it is not a toggle for them.
        aria-pressed={unconfirmed ? undefined : following}
        aria-expanded={unconfirmed ? asking : undefined}
        aria-controls={unconfirmed ? promptId : undefined}
        // Until the answer has come, the app cannot tell whether they follow it.
        disabled={follow.data === undefined}
        onClick={() => {
          if (unconfirmed) setAsking(!asking);
          else change.mutate({ kind, id, following: !following, name });
        }}
        className={following ? ON : IDLE}
      >
        {following ? intl.formatMessage({ id: 'follow.following' }) : label}
      </button>
      {count}
      <div id={promptId} className="basis-full text-sm empty:hidden">
        {prompting &&
          (session?.email ? (
            <ConfirmEmailPrompt text="confirmEmail.follow" email={session.email} className="space-y-1" />
          ) : (
            intl.formatMessage({ id: 'confirmEmail.follow' })
          ))}
      </div>
      {failed && (
        <p role="alert" className="field-error basis-full">
          {errorText(change.error, FOLLOW_ERRORS, 'follow.error')}
        </p>
      )}
    </div>
  );
}
