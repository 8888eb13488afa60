import { useIntl, type IntlShape } from 'react-intl';
import { FormAlert } from '../../../components/form/FormAlert';
import { useNotify } from '../../../components/notices/NoticeProvider';
import type { MessageId } from '../../../i18n/messages';
import { useEndOtherSessions, useEndSession, useSessions, type Session } from '../api/sessions';

const DEVICE_LABELS: Record<Session['deviceType'], MessageId> = {
  mobile: 'profile.sessions.device.mobile',
  tablet: 'profile.sessions.device.tablet',
  desktop: 'profile.sessions.device.desktop',
  tv: 'profile.sessions.device.tv',
  bot: 'profile.sessions.device.unknown',
  unknown: 'profile.sessions.device.unknown',
};

const PLACE_LABELS: Record<Session['place']['kind'], MessageId> = {
  'this-device': 'profile.sessions.place.thisDevice',
  'local-network': 'profile.sessions.place.localNetwork',
  'shared-network': 'profile.sessions.place.sharedNetwork',
  internet: 'profile.sessions.place.internet',
  unknown: 'profile.sessions.place.unknown',
};

/** "Active now" within five minutes (the store writes last use once a minute), else the day and time. */
const ACTIVE_NOW_MS = 5 * 60_000;

function lastSeen(intl: IntlShape, session: Session, now: number): string {
  const at = Date.parse(session.lastSeenAt);
  if (session.current || now - at < ACTIVE_NOW_MS) return intl.formatMessage({ id: 'profile.sessions.activeNow' });
  return intl.formatMessage({ id: 'profile.sessions.lastSeen' }, { when: intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' }) });
}

function deviceName(intl: IntlShape, session: Session): string {
  if (session.browser && session.os) return intl.formatMessage({ id: 'profile.sessions.browserOn' }, { browser: session.browser, os: session.os });
  return session.browser ?? session.os ?? intl.formatMessage({ id: 'profile.sessions.unknownBrowser' });
}

/**
 * Profile → security: every browser signed in to the account (device, place by the address's class, last use),
 * this one marked; end any other, or all of them at once. Changing or resetting the password ends them too.
 */
export function SessionsSection() {
  const intl = useIntl();
  const notify = useNotify();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const now = Date.now();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  return (
    <section aria-labelledby="profile-sessions" className="max-w-2xl space-y-4">
      <div>
        <h2 id="profile-sessions" className="font-display text-2xl text-ink">
          {intl.formatMessage({ id: 'profile.sessions.title' })}
        </h2>
        <p className="mt-1 text-sm text-muted">{intl.formatMessage({ id: 'profile.sessions.intro' })}</p>
      </div>
      {sessions.isPending && <p className="text-sm text-muted">{intl.formatMessage({ id: 'app.loading' })}</p>}
      {sessions.isError && <FormAlert>{intl.formatMessage({ id: 'profile.sessions.error' })}</FormAlert>}
      {(endOne.isError || endOthers.isError) && <FormAlert>{intl.formatMessage({ id: 'profile.sessions.endFailed' })}</FormAlert>}
      {sessions.data && (
        <ul className="divide-y divide-line border-y border-line" aria-label={intl.formatMessage({ id: 'profile.sessions.title' })}>
          {sessions.data.map((session) => {
            const name = deviceName(intl, session);
            return (
              <li
                key={session.handle}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-4"
                aria-current={session.current ? 'true' : undefined}
              >
                <div className="min-w-0">
                  <p className="font-medium text-ink">
                    {name}
                    {session.current && (
                      <span className="ml-2 rounded-full bg-ink px-2 py-0.5 align-middle text-xs font-medium text-paper">
                        {intl.formatMessage({ id: 'profile.sessions.current' })}
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-muted">
                    {[
                      intl.formatMessage({ id: DEVICE_LABELS[session.deviceType] }),
                      intl.formatMessage({ id: PLACE_LABELS[session.place.kind] }) + (session.place.network ? ` (${session.place.network})` : ''),
                      lastSeen(intl, session, now),
                    ].join(' · ')}
                  </p>
                </div>
                {!session.current && (
                  <button
                    type="button"
                    className="button-secondary min-h-11"
                    disabled={endOne.isPending && endOne.variables === session.handle}
                    aria-label={intl.formatMessage({ id: 'profile.sessions.endLabel' }, { device: name })}
                    onClick={() =>
                      endOne.mutate(session.handle, { onSuccess: () => notify(intl.formatMessage({ id: 'profile.sessions.ended' }, { device: name })) })
                    }
                  >
                    {intl.formatMessage({ id: 'profile.sessions.end' })}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {others > 0 && (
        <button
          type="button"
          className="button-secondary"
          disabled={endOthers.isPending}
          onClick={() =>
            endOthers.mutate(undefined, { onSuccess: (ended) => notify(intl.formatMessage({ id: 'profile.sessions.endedOthers' }, { count: ended })) })
          }
        >
          {intl.formatMessage({ id: 'profile.sessions.endOthers' })}
        </button>
      )}
      {sessions.data && others === 0 && <p className="text-sm text-muted">{intl.formatMessage({ id: 'profile.sessions.onlyThis' })}</p>}
    </section>
  );
}
