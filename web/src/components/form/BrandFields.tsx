import { BRAND_NAME_MAX_LENGTH, DESCRIPTION_MAX_LENGTH, LEGAL_NAME_MAX_LENGTH, LOCATION_MAX_LENGTH } from '@vitrina/domain/accounts/rules';
import { useIntl } from 'react-intl';
import { bindText, TextAreaField, TextField } from './fields';

/** A brand's four fields as a form holds them: its legal name, the name shoppers see, its description and where it is. */
export interface BrandFieldValues {
  legalName: string;
  brandName: string;
  description: string;
  location: string;
}

interface Props {
  values: BrandFieldValues;
  /** The translated message for a field, or undefined when it has none. */
  errorOf: (field: keyof BrandFieldValues) => string | undefined;
  onChange: (field: keyof BrandFieldValues, value: string) => void;
}

/** Who the brand is, the same four fields at registration and in the admin's brand forms. */
export function BrandFields({ values, errorOf, onChange }: Props) {
  const intl = useIntl();
  const text = bindText(values, onChange);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={intl.formatMessage({ id: 'field.legalName' })}
        autoComplete="organization"
        maxLength={LEGAL_NAME_MAX_LENGTH}
        error={errorOf('legalName')}
        aria-required
        {...text('legalName')}
      />
      <TextField
        label={intl.formatMessage({ id: 'field.brandName' })}
        maxLength={BRAND_NAME_MAX_LENGTH}
        error={errorOf('brandName')}
        aria-required
        {...text('brandName')}
      />
      <TextAreaField
        className="sm:col-span-2"
        label={intl.formatMessage({ id: 'field.description' })}
        maxLength={DESCRIPTION_MAX_LENGTH}
        {...text('description')}
      />
      <TextField label={intl.formatMessage({ id: 'field.location' })} autoComplete="address-level2" maxLength={LOCATION_MAX_LENGTH} {...text('location')} />
    </div>
  );
}
