import { useState } from 'react';
import type { FormEvent } from 'react';
import { createIntl, useIntl } from 'react-intl';
import { NAME_MAX_LENGTH } from '@vitrina/domain/accounts/rules';
import { LANGUAGES, isLanguage } from '@vitrina/domain/core/languages';
import { FormAlert } from '../../../components/form/FormAlert';
import { bindText, SelectField, TextField } from '../../../components/form/fields';
import { useNotify } from '../../../components/notices/NoticeProvider';
import { useLanguage } from '../../../i18n/I18nProvider';
import { loadMessages } from '../../../i18n/messages';
import { useErrorText } from '../../../lib/errorText';
import type { KnownErrors } from '../../../lib/errorText';
import { useGenders } from '../api/getGenders';
import type { Profile } from '../api/getProfile';
import { useSaveSettings } from '../api/saveSettings';
import type { Settings } from '../api/saveSettings';

const SETTINGS_ERRORS: KnownErrors = { UNKNOWN_GENDER: 'profile.settings.error.unknownGender' };

interface Values {
  firstName: string;
  lastName: string;
  preferenceGender: string;
  language: Settings['language'];
}

const valuesOf = (profile: Profile): Values => ({
  firstName: profile.firstName ?? '',
  lastName: profile.lastName ?? '',
  preferenceGender: profile.preferenceGender ?? '',
  language: profile.language,
});

interface Props {
  profile: Profile;
  /** After a save: the session's copy of the preferred gender is refreshed by whoever composes the page. */
  onSaved?: (settings: Settings) => void;
}

/** First and last name, the gender suggestions start from, and the language of the site and of our emails. */
export function SettingsForm({ profile, onSaved }: Props) {
  const intl = useIntl();
  const notify = useNotify();
  const errorText = useErrorText();
  const { language: shownLanguage, setLanguage } = useLanguage();
  const genders = useGenders();
  const save = useSaveSettings();
  const [values, setValues] = useState<Values>(() => valuesOf(profile));

  const change = (field: keyof Values, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const text = bindText(values, change);

  // As the footer's selector does: the choice is stored and every text follows, this confirmation included.
  async function confirm(language: Settings['language']) {
    if (language === shownLanguage) return notify(intl.formatMessage({ id: 'profile.settings.saved' }));
    await setLanguage(language);
    notify(createIntl({ locale: language, messages: await loadMessages(language) }).formatMessage({ id: 'profile.settings.saved' }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const settings: Settings = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      preferenceGender: values.preferenceGender || null,
      language: values.language,
    };
    save.mutate(settings, {
      onSuccess: (saved) => {
        setValues(valuesOf(saved));
        onSaved?.(settings);
        void confirm(saved.language);
      },
    });
  }

  // A preference not (or not yet) among the loaded genders still shows, so saving other fields never drops it.
  const genderOptions = genders.data ?? [];
  const unknownGender = values.preferenceGender && !genderOptions.some((gender) => gender.id === values.preferenceGender);

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-labelledby="profile-settings">
      <h2 id="profile-settings" className="font-display text-2xl text-ink">
        {intl.formatMessage({ id: 'profile.settings.title' })}
      </h2>
      {save.isError && <FormAlert>{errorText(save.error, SETTINGS_ERRORS, 'profile.settings.error')}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={intl.formatMessage({ id: 'field.firstName' })} autoComplete="given-name" maxLength={NAME_MAX_LENGTH} {...text('firstName')} />
        <TextField label={intl.formatMessage({ id: 'field.lastName' })} autoComplete="family-name" maxLength={NAME_MAX_LENGTH} {...text('lastName')} />
      </div>
      <SelectField
        label={intl.formatMessage({ id: 'profile.settings.preferenceGender' })}
        hint={intl.formatMessage({ id: 'profile.settings.preferenceGender.hint' })}
        {...text('preferenceGender')}
      >
        <option value="">{intl.formatMessage({ id: 'profile.settings.preferenceGender.none' })}</option>
        {genderOptions.map((gender) => (
          <option key={gender.id} value={gender.id}>
            {gender.name}
          </option>
        ))}
        {unknownGender && <option value={values.preferenceGender}>{values.preferenceGender}</option>}
      </SelectField>
      <SelectField
        label={intl.formatMessage({ id: 'profile.settings.language' })}
        hint={intl.formatMessage({ id: 'profile.settings.language.hint' })}
        value={values.language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) change('language', event.target.value);
        }}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {intl.formatMessage({ id: `language.${option}` })}
          </option>
        ))}
      </SelectField>
      <div className="flex justify-end">
        <button type="submit" className="button-primary" disabled={save.isPending}>
          {intl.formatMessage({ id: 'profile.settings.submit' })}
        </button>
      </div>
    </form>
  );
}
