import { Description, Field, Label, Switch } from '@headlessui/react';
import { useIntl } from 'react-intl';
import { FormAlert } from '../../../components/form/FormAlert';
import { useNotify } from '../../../components/notices/NoticeProvider';
import type { MessageId } from '../../../i18n/messages';
import { useErrorText } from '../../../lib/errorText';
import type { EmailPreferences, Profile } from '../api/getProfile';
import { useSaveEmailPreferences } from '../api/saveEmailPreferences';

const CHOICES: ReadonlyArray<{ key: keyof EmailPreferences; label: MessageId; hint: MessageId }> = [
  { key: 'promotions', label: 'profile.email.promotions', hint: 'profile.email.promotions.hint' },
  { key: 'news', label: 'profile.email.news', hint: 'profile.email.news.hint' },
  { key: 'specialOffers', label: 'profile.email.specialOffers', hint: 'profile.email.specialOffers.hint' },
];

/**
 * Three switches, each saved as soon as it is flipped. While a save is on its way the switches show what was
 * asked for (and wait for it, so two saves never race); when it fails they fall back to what the server holds.
 */
export function EmailPreferencesForm({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const notify = useNotify();
  const errorText = useErrorText();
  const save = useSaveEmailPreferences();
  const shown = save.isPending ? save.variables : save.isSuccess ? save.data.emailPreferences : profile.emailPreferences;

  function flip(key: keyof EmailPreferences, on: boolean) {
    if (save.isPending) return;
    save.mutate({ ...shown, [key]: on }, { onSuccess: () => notify(intl.formatMessage({ id: 'profile.email.saved' })) });
  }

  return (
    <section aria-labelledby="profile-email" className="space-y-4">
      <div>
        <h2 id="profile-email" className="font-display text-2xl text-ink">
          {intl.formatMessage({ id: 'profile.email.title' })}
        </h2>
        <p className="mt-1 text-sm text-muted">{intl.formatMessage({ id: 'profile.email.intro' })}</p>
      </div>
      {save.isError && <FormAlert>{errorText(save.error, {}, 'profile.email.error')}</FormAlert>}
      <ul className="divide-y divide-line border-y border-line">
        {CHOICES.map(({ key, label, hint }) => (
          <li key={key}>
            <Field className="flex items-center justify-between gap-6 py-4">
              <div>
                <Label className="text-ink">{intl.formatMessage({ id: label })}</Label>
                <Description className="text-sm text-muted">{intl.formatMessage({ id: hint })}</Description>
              </div>
              <Switch
                checked={shown[key]}
                onChange={(on) => flip(key, on)}
                className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-line transition data-[checked]:bg-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
              >
                <span aria-hidden className="inline-block size-4 translate-x-1 rounded-full bg-paper transition group-data-[checked]:translate-x-6" />
              </Switch>
            </Field>
          </li>
        ))}
      </ul>
    </section>
  );
}
