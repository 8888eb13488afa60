import { BRAND_NAME_MAX_LENGTH, DESCRIPTION_MAX_LENGTH, LEGAL_NAME_MAX_LENGTH, LOCATION_MAX_LENGTH } from '@vitrina/domain/accounts/rules';
import { useIntl } from 'react-intl';
import { TextAreaField, TextField } from '../../../../components/form/fields';
import type { StepProps } from './stepProps';

/** The brand path's second step: who the brand is. */
export function BrandStep({ values, onChange, errorOf }: StepProps) {
  const intl = useIntl();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={intl.formatMessage({ id: 'field.legalName' })}
        autoComplete="organization"
        maxLength={LEGAL_NAME_MAX_LENGTH}
        value={values.legalName}
        onChange={(event) => onChange('legalName', event.target.value)}
        error={errorOf('legalName')}
        aria-required
      />
      <TextField
        label={intl.formatMessage({ id: 'field.brandName' })}
        maxLength={BRAND_NAME_MAX_LENGTH}
        value={values.brandName}
        onChange={(event) => onChange('brandName', event.target.value)}
        error={errorOf('brandName')}
        aria-required
      />
      <TextAreaField
        className="sm:col-span-2"
        label={intl.formatMessage({ id: 'field.description' })}
        value={values.description}
        onChange={(event) => onChange('description', event.target.value)}
        maxLength={DESCRIPTION_MAX_LENGTH}
      />
      <TextField
        label={intl.formatMessage({ id: 'field.location' })}
        autoComplete="address-level2"
        value={values.location}
        onChange={(event) => onChange('location', event.target.value)}
        maxLength={LOCATION_MAX_LENGTH}
      />
    </div>
  );
}
