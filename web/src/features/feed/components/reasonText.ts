import type { IntlShape } from 'react-intl';
import type { Reason } from '../api/feedItem';

/** Why a cloth is in the feed, in the reader's words: "New from Casa Luna", "Recommended by @ana", "Matches your search: …". */
export function reasonText(intl: IntlShape, reason: Reason): string {
  switch (reason.kind) {
    case 'brand':
      return intl.formatMessage({ id: 'feed.reason.brand' }, { name: reason.name });
    case 'influencer':
      return intl.formatMessage({ id: 'feed.reason.influencer' }, { username: reason.username });
    case 'search':
      return intl.formatMessage({ id: 'feed.reason.search' }, { label: reason.label });
    case 'backInStock':
      return intl.formatMessage({ id: 'feed.reason.backInStock' });
    default: {
      const never: never = reason;
      return never;
    }
  }
}
