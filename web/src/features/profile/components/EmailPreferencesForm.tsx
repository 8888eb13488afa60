import { Description, Field, Label, Radio, RadioGroup, Switch } from '@headlessui/react';
import { useIntl } from 'react-intl';
import { FormAlert } from '../../../components/form/FormAlert';
import { useNotify } from '../../../components/notices/NoticeProvider';
import type { MessageId } from '../../../i18n/messages';
import { useErrorText } from '../../../lib/errorText';
import { DIGEST_FREQUENCIES, type EmailPreferences, type Profile } from '../api/getProfile';
import { useSaveEmailPreferences } from '../api/saveEmailPreferences';

type Switchable = 'promotions' | 'news' | 'specialOffers' | 'backInStock';
const CHOICES: ReadonlyArray<{ key: Switchable; label: MessageId; hint: MessageId }> = [
  { key: 'specialOffers', label: 'profile.email.specialOffers', hint: 'profile.email.specialOffers.hint' },
  { key: 'backInStock', label: 'profile.email.backInStock', hint: 'profile.email.backInStock.hint' },
  { key: 'promotions', label: 'profile.email.promotions', hint: 'profile.email.promotions.hint' },
  { key: 'news', label: 'profile.email.news', hint: 'profile.email.news.hint' },
];

/**
 * How often the digest of what is new comes, then a switch per kind of email, each saved as soon as it is changed.
 * While a save is on its way the choices show what was asked for (and wait for it, so two saves never race); when it
 * fails they fall back to what the server holds.
 */
export function EmailPreferencesForm({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const notify = useNotify();
  const errorText = useErrorText();
  const save = useSaveEmailPreferences();
  const shown = save.isPending ? save.variables : save.isSuccess ? save.data.emailPreferences : profile.emailPreferences;

  function change(next: Partial<EmailPreferences>) {
    if (save.isPending) return;
    save.mutate({ ...shown, ...next }, { onSuccess: () => notify(intl.formatMessage({ id: 'profile.email.saved' })) });
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
      <Field className="space-y-2">
        <Label className="text-ink">{intl.formatMessage({ id: 'profile.email.digest' })}</Label>
        <Description className="text-sm text-muted">{intl.formatMessage({ id: 'profile.email.digest.hint' })}</Description>
        <RadioGroup
          value={shown.digest}
          onChange={(digest) => change({ digest })}
          className="flex flex-wrap gap-2"
          aria-label={intl.formatMessage({ id: 'profile.email.digest' })}
        >
          {DIGEST_FREQUENCIES.map((frequency) => (
            <Radio
              key={frequency}
              value={frequency}
              className="tap-target cursor-pointer justify-center border border-line px-4 text-sm text-ink data-[checked]:border-ink data-[checked]:bg-ink data-[checked]:text-paper focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
            >
              {intl.formatMessage({ id: `profile.email.digest.${frequency}` })}
            </Radio>
          ))}
        </RadioGroup>
      </Field>
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
                onChange={(on) => change({ [key]: on })}
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
