import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FormAlert } from '../../../components/form/FormAlert';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { EmailPreferencesForm } from '../components/EmailPreferencesForm';
import { HistorySection } from '../components/HistorySection';
import { SettingsForm } from '../components/SettingsForm';
import { YourDataSection } from '../components/YourDataSection';
import { useProfile } from '../api/getProfile';
import type { Settings } from '../api/saveSettings';

interface Props {
  /** Called after the settings are saved, so the session (its preferred gender) can be read again. */
  onSettingsSaved?: (settings: Settings) => void;
  /** What this person saved, below the history; the favourites feature draws it and the app hands it in. */
  favourites?: ReactNode;
}

/** /profile: browse history, favourites, settings, email preferences, the password and their data, for the signed-in person. */
export function ProfilePage({ onSettingsSaved, favourites }: Props) {
  const intl = useIntl();
  const profile = useProfile();
  const title = intl.formatMessage({ id: 'profile.title' });
  return (
    <div className="mx-auto w-full max-w-7xl space-y-14 px-6 py-10">
      <title>{`${title} · ${intl.formatMessage({ id: 'app.name' })}`}</title>
      <div className="max-w-3xl">
        <p className="kicker">{intl.formatMessage({ id: 'profile.kicker' })}</p>
        <h1 className="font-display text-4xl text-ink sm:text-5xl">{title}</h1>
        {profile.data ? (
          <p className="mt-2 text-muted">{intl.formatMessage({ id: 'profile.signedInAs' }, { username: profile.data.username, email: profile.data.email })}</p>
        ) : (
          <p className="mt-4 text-lg leading-relaxed text-ink">{intl.formatMessage({ id: 'profile.intro' })}</p>
        )}
      </div>
      <HistorySection />
      {favourites}
      {profile.isPending ? (
        <p className="text-sm text-muted">{intl.formatMessage({ id: 'app.loading' })}</p>
      ) : profile.isError ? (
        <FormAlert>{intl.formatMessage({ id: 'profile.error' })}</FormAlert>
      ) : (
        <div className="grid gap-14 lg:grid-cols-2">
          <SettingsForm key={profile.data.id} profile={profile.data} onSaved={onSettingsSaved} />
          <EmailPreferencesForm profile={profile.data} />
          <ChangePasswordForm />
        </div>
      )}
      {profile.data && <YourDataSection username={profile.data.username} />}
    </div>
  );
}
