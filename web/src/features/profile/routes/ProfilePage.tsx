import { useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { FormAlert } from '../../../components/form/FormAlert';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { EmailPreferencesForm } from '../components/EmailPreferencesForm';
import { HistorySection } from '../components/HistorySection';
import { SessionsSection } from '../components/SessionsSection';
import { SettingsForm } from '../components/SettingsForm';
import { YourDataSection } from '../components/YourDataSection';
import { useProfile } from '../api/getProfile';
import type { Settings } from '../api/saveSettings';

interface Props {
  /** Called after the settings are saved, so the session (its preferred gender) can be read again. */
  onSettingsSaved?: (settings: Settings) => void;
  /** What this person saved, below the history; the favourites feature draws it and the app hands it in. */
  favourites?: ReactNode;
  /** The brands and influencers they follow (the follows feature's). */
  following?: ReactNode;
  /** Their saved searches (the search feature's). */
  searches?: ReactNode;
}

const TABS = ['history', 'favourites', 'following', 'searches', 'settings', 'security'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS = {
  history: 'profile.tab.history',
  favourites: 'profile.tab.favourites',
  following: 'profile.tab.following',
  searches: 'profile.tab.searches',
  settings: 'profile.tab.settings',
  security: 'profile.tab.security',
} as const;

/** The tab an address asks for (`/profile#favourites`), else the history. */
function tabOf(hash: string): Tab {
  const asked = hash.replace(/^#/, '');
  return (TABS as readonly string[]).includes(asked) ? (asked as Tab) : 'history';
}

/**
 * /profile: browse history, favourites, who they follow, saved searches, settings, email preferences, their data,
 * and security (the password and where they are signed in), for the signed-in person. On a phone one tab at a time instead of one very long page; from a
 * tablet up, everything at once.
 */
export function ProfilePage({ onSettingsSaved, favourites, following, searches }: Props) {
  const intl = useIntl();
  const profile = useProfile();
  const title = intl.formatMessage({ id: 'profile.title' });
  const { hash } = useLocation();
  const [tab, setTab] = useState<Tab>(() => tabOf(hash || window.location.hash));
  // A link to another tab while the profile is open (the router's hash changes) opens it too.
  const [shownHash, setShownHash] = useState(hash);
  if (hash !== shownHash) {
    setShownHash(hash);
    if (hash) setTab(tabOf(hash));
  }
  const ids = useId();
  // A link to a tab (/profile#searches, from "Search saved") shows it: on a phone it is the open tab, wider it is scrolled to.
  useEffect(() => {
    if (tabOf(hash) === 'history') return;
    document.getElementById(`${ids}-${tabOf(hash)}`)?.scrollIntoView?.({ block: 'start' });
  }, [hash, ids]);
  const choose = (next: Tab) => {
    setTab(next);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#${next}`);
  };
  const onKey = (event: React.KeyboardEvent) => {
    const at = TABS.indexOf(tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = TABS[(at + step + TABS.length) % TABS.length]!;
    choose(next);
    document.getElementById(`${ids}-${next}-tab`)?.focus();
  };
  // A panel: the chosen tab's on a phone, every one from md up.
  const panel = (name: Tab) => ({
    id: `${ids}-${name}`,
    role: 'tabpanel' as const,
    'aria-labelledby': `${ids}-${name}-tab`,
    className: tab === name ? 'space-y-14' : 'hidden space-y-14 md:block',
  });
  return (
    <div className="mx-auto w-full max-w-7xl space-y-14 px-6 py-10">
      <title>{`${title} · ${intl.formatMessage({ id: 'app.name' })}`}</title>
      <div className="max-w-3xl">
        <p className="kicker">{intl.formatMessage({ id: 'profile.kicker' })}</p>
        <h1 className="font-display text-4xl text-ink sm:text-5xl">{title}</h1>
        {profile.data ? (
          // A long username or email breaks where it must, so it never widens a phone's page.
          <p className="mt-2 text-muted [overflow-wrap:anywhere]">
            {intl.formatMessage({ id: 'profile.signedInAs' }, { username: profile.data.username, email: profile.data.email })}
          </p>
        ) : (
          <p className="mt-4 text-lg leading-relaxed text-ink">{intl.formatMessage({ id: 'profile.intro' })}</p>
        )}
      </div>
      <div
        role="tablist"
        aria-label={intl.formatMessage({ id: 'profile.tabs' })}
        className="-mt-8 flex gap-1 overflow-x-auto border-b border-line md:hidden"
        onKeyDown={onKey}
      >
        {TABS.map((name) => (
          <button
            key={name}
            id={`${ids}-${name}-tab`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${ids}-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => choose(name)}
            className={`min-h-11 flex-1 shrink-0 whitespace-nowrap border-b-2 px-2 text-sm font-medium ${tab === name ? 'border-ink text-ink' : 'border-transparent text-muted'}`}
          >
            {intl.formatMessage({ id: TAB_LABELS[name] })}
          </button>
        ))}
      </div>
      <div {...panel('history')}>
        <HistorySection />
      </div>
      <div {...panel('favourites')}>{favourites}</div>
      <div {...panel('following')}>{following}</div>
      <div {...panel('searches')}>{searches}</div>
      <div {...panel('settings')}>
        {profile.isPending ? (
          <p className="text-sm text-muted">{intl.formatMessage({ id: 'app.loading' })}</p>
        ) : profile.isError ? (
          <FormAlert>{intl.formatMessage({ id: 'profile.error' })}</FormAlert>
        ) : (
          <div className="grid gap-14 lg:grid-cols-2">
            <SettingsForm key={profile.data.id} profile={profile.data} onSaved={onSettingsSaved} />
            <EmailPreferencesForm profile={profile.data} />
          </div>
        )}
        {profile.data && <YourDataSection username={profile.data.username} />}
      </div>
      <div {...panel('security')}>
        <div className="grid gap-14 lg:grid-cols-2">
          <ChangePasswordForm />
          <SessionsSection />
        </div>
      </div>
    </div>
  );
}
