import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { ClothRow } from '../../../components/ClothRow';
import { cardOfView } from '../../../lib/clothSummary';
import { useSession } from '../../../lib/session/session';
import { recentKeys, useRecentlyViewed } from '../api/getRecentlyViewed';
import { recentIds, rememberViewed } from '../recentIds';

interface Props {
  /** The cloth on screen (its page's foot): a guest's browser remembers it, and the row leaves it out. */
  current?: string;
}

/**
 * "Recently viewed": a row of the clothes this person (or, for a guest, this browser) opened lately, newest first,
 * as they are now; nothing at all while there are none.
 */
export function RecentlyViewed({ current }: Props) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  // What the browser kept when the page opened, then after each cloth shown is remembered (the row leaves it out).
  const [ids, setIds] = useState(recentIds);
  const viewed = useRecentlyViewed(signedIn ? { signedIn } : { signedIn, ids: ids.filter((id) => id !== current) }, status !== 'unknown');

  useEffect(() => {
    if (!current || status === 'unknown') return;
    // A member's view is recorded by the api as the page is read; the rows elsewhere are read again for it.
    if (signedIn) void queryClient.invalidateQueries({ queryKey: recentKeys.all, refetchType: 'none' });
    else setIds(rememberViewed(current));
  }, [current, signedIn, status, queryClient]);

  if (status === 'unknown' || !viewed.data) return null;
  const clothes = viewed.data.filter((cloth) => cloth.id !== current).map(cardOfView);
  return <ClothRow title={intl.formatMessage({ id: 'recent.title' })} clothes={clothes} />;
}
