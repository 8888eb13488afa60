import { NAME_MAX_LENGTH } from '@vitrina/domain/accounts/rules';
import { useIntl } from 'react-intl';
import { TextField } from '../../../../components/form/fields';
import type { MessageId } from '../../../../i18n/messages';
import { DateOfBirthField } from './DateOfBirthField';
import type { StepProps } from './stepProps';

/** Step 0 of both paths: the account; a person also gives their name and date of birth. */
export function AccountStep({ kind, values, onChange, errorOf }: StepProps) {
  const intl = useIntl();
  const label = (id: MessageId) => intl.formatMessage({ id });
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={label('field.username')}
        autoComplete="username"
        maxLength={30}
        value={values.username}
        onChange={(event) => onChange('username', event.target.value)}
        error={errorOf('username')}
        aria-required
      />
      <TextField
        label={label('field.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        value={values.email}
        onChange={(event) => onChange('email', event.target.value)}
        error={errorOf('email')}
        aria-required
      />
      <TextField
        label={label('field.password')}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        value={values.password}
        onChange={(event) => onChange('password', event.target.value)}
        hint={label('field.password.hint')}
        error={errorOf('password')}
        aria-required
      />
      {kind === 'USER' && (
        <>
          <div className="hidden sm:block" aria-hidden />
          <TextField
            label={label('field.firstName')}
            autoComplete="given-name"
            maxLength={NAME_MAX_LENGTH}
            value={values.firstName}
            onChange={(event) => onChange('firstName', event.target.value)}
            error={errorOf('firstName')}
            aria-required
          />
          <TextField
            label={label('field.lastName')}
            autoComplete="family-name"
            maxLength={NAME_MAX_LENGTH}
            value={values.lastName}
            onChange={(event) => onChange('lastName', event.target.value)}
            error={errorOf('lastName')}
            aria-required
          />
          <DateOfBirthField values={values} onChange={onChange} errorOf={errorOf} />
        </>
      )}
    </div>
  );
}
