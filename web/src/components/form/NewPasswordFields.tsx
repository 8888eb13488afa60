import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import type { NewPassword } from '../../lib/validation';
import { TextField } from './fields';
import type { FieldBinding } from './useFormFields';

interface Props {
  field: (name: keyof NewPassword) => FieldBinding;
  autoFocus?: boolean;
}

/** A new password and the same again, with the rule as a hint; lib/validation's newPasswordErrors checks them. */
export function NewPasswordFields({ field, autoFocus }: Props) {
  const intl = useIntl();
  return (
    <>
      <TextField
        label={intl.formatMessage({ id: 'field.newPassword' })}
        hint={intl.formatMessage({ id: 'field.password.hint' })}
        type="password"
        autoComplete="new-password"
        aria-required
        autoFocus={autoFocus}
        {...field('password')}
      />
      <TextField
        label={intl.formatMessage({ id: 'field.confirmPassword' })}
        type="password"
        autoComplete="new-password"
        aria-required
        {...field('confirmation')}
      />
    </>
  );
}

/** The password the person has now, asked for before a change only they may make (a new password, erasing the account). */
export function CurrentPasswordField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'autoComplete'>) {
  const intl = useIntl();
  return <TextField label={intl.formatMessage({ id: 'field.currentPassword' })} type="password" autoComplete="current-password" aria-required {...props} />;
}
