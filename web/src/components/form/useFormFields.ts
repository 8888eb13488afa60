import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import type { FieldErrors } from '../../lib/validation';

/** What ties a text field to the form: its value, its change, its problem in the reader's words. */
export interface FieldBinding {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
}

/**
 * A form's text values and the problems found with them when it was last sent. Editing a field clears its own
 * problem, so the message goes the moment the person starts to fix it. `field(name)` is spread on a TextField.
 */
export function useFormFields<Field extends string>(initial: Record<Field, string>) {
  const intl = useIntl();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  function edit(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  const field = (name: Field): FieldBinding => {
    const id = errors[name];
    return {
      value: values[name],
      onChange: (event) => edit(name, event.target.value),
      error: id ? intl.formatMessage({ id }) : undefined,
    };
  };

  return { values, setValues, setErrors, field };
}
