import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { HeaderPopover } from '../../../components/HeaderPopover';
import { FormAlert } from '../../../components/form/FormAlert';
import { Loading } from '../../../components/Loading';
import { useNotifications } from '../api/getNotifications';
import type { Notification } from '../api/getNotifications';
import { useMarkNotificationsRead } from '../api/markNotificationsRead';
import { BellIcon } from './BellIcon';
import { reasonText } from './reasonText';
import { timeAgo } from './timeAgo';

/**
 * The header's bell: how many new clothes the member's feed brought since they last looked, and the latest of them
 * (under the button on a wide screen, a sheet from the bottom on a phone). Opening it marks them all read.
 */
export function NotificationBell() {
  const intl = useIntl();
  const notifications = useNotifications();
  const unread = notifications.data?.unread ?? 0;
  const label = unread > 0 ? intl.formatMessage({ id: 'notifications.button.unread' }, { count: unread }) : intl.formatMessage({ id: 'notifications.button' });
  return (
    <HeaderPopover
      label={label}
      icon={<BellIcon />}
      count={unread}
      buttonTestId="notification-bell"
      countTestId="notification-count"
      panelLabel={intl.formatMessage({ id: 'notifications.title' })}
      sizeClass="max-h-[min(520px,85dvh)] sm:max-h-[min(520px,calc(100dvh-6rem))] sm:w-[380px]"
    >
      {(close) => <Panel onLeave={close} />}
    </HeaderPopover>
  );
}

/** The open bell's list; mounted only while open, so opening is what marks the notifications read. */
function Panel({ onLeave }: { onLeave: () => void }) {
  const intl = useIntl();
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const { mutate } = markRead;
  const marked = useRef(false);
  const unread = notifications.data?.unread ?? 0;
  useEffect(() => {
    if (unread === 0 || marked.current) return;
    marked.current = true;
    mutate();
  }, [unread, mutate]);

  return (
    <>
      <h2 className="border-b border-line px-5 pb-3 pt-5 font-display text-xl">{intl.formatMessage({ id: 'notifications.title' })}</h2>
      <div className="min-h-0 flex-1 overflow-y-auto px-5">
        {notifications.isPending ? (
          <Loading />
        ) : notifications.isError ? (
          <div className="py-4">
            <FormAlert>{intl.formatMessage({ id: 'notifications.error' })}</FormAlert>
          </div>
        ) : notifications.data.items.length === 0 ? (
          <p className="py-6 text-sm text-muted">{intl.formatMessage({ id: 'notifications.empty' })}</p>
        ) : (
          <ul aria-label={intl.formatMessage({ id: 'notifications.title' })} data-testid="notification-list" className="divide-y divide-line">
            {notifications.data.items.map((item, index) => (
              <NotificationRow key={`${item.cloth.id}:${index}`} item={item} onLeave={onLeave} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function NotificationRow({ item, onLeave }: { item: Notification; onLeave: () => void }) {
  const intl = useIntl();
  const picture = item.cloth.image?.thumbUrl ?? item.cloth.image?.url;
  return (
    <li data-testid="notification-item" data-read={item.read}>
      <Link
        to={`/cloth/${encodeURIComponent(item.cloth.id)}`}
        onClick={onLeave}
        className="flex min-w-0 items-center gap-3 py-3 hover:bg-paper-deep focus-visible:outline-2"
      >
        {picture ? (
          <img src={picture} alt="" loading="lazy" className="h-16 w-10 shrink-0 bg-line/40 object-cover" />
        ) : (
          <span aria-hidden className="h-16 w-10 shrink-0 bg-line/40" />
        )}
        <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
          <span className="block font-semibold text-ink">{item.cloth.name}</span>
          <span className="block text-sm text-ink">{reasonText(intl, item.reason)}</span>
          <time dateTime={item.at} className="block text-xs text-muted">
            {timeAgo(intl, item.at)}
          </time>
        </span>
        {!item.read && (
          <span className="flex shrink-0 items-center">
            <span aria-hidden className="h-2 w-2 rounded-full bg-accent" />
            <span className="sr-only">{intl.formatMessage({ id: 'notifications.unread' })}</span>
          </span>
        )}
      </Link>
    </li>
  );
}
