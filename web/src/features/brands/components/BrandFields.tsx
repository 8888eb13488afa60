import { BRAND_NAME_MAX_LENGTH, DESCRIPTION_MAX_LENGTH, LEGAL_NAME_MAX_LENGTH, LOCATION_MAX_LENGTH } from '@vitrina/domain/accounts/rules';
import { useIntl } from 'react-intl';
import { TextAreaField, TextField } from '../../../components/form/fields';
import type { BrandDraft, BrandErrors } from '../brandForm';

interface Props {
  draft: BrandDraft;
  errors: BrandErrors;
  onChange: (next: Partial<BrandDraft>) => void;
}

/** Who the brand is: the same four fields as at registration. */
export function BrandFields({ draft, errors, onChange }: Props) {
  const intl = useIntl();
  const say = (field: keyof BrandDraft) => {
    const id = errors[field];
    return id ? intl.formatMessage({ id }) : undefined;
  };
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={intl.formatMessage({ id: 'field.legalName' })}
        autoComplete="organization"
        maxLength={LEGAL_NAME_MAX_LENGTH}
        value={draft.name}
        error={say('name')}
        aria-required
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <TextField
        label={intl.formatMessage({ id: 'field.brandName' })}
        maxLength={BRAND_NAME_MAX_LENGTH}
        value={draft.brand}
        error={say('brand')}
        aria-required
        onChange={(event) => onChange({ brand: event.target.value })}
      />
      <TextAreaField
        className="sm:col-span-2"
        label={intl.formatMessage({ id: 'field.description' })}
        maxLength={DESCRIPTION_MAX_LENGTH}
        value={draft.description}
        onChange={(event) => onChange({ description: event.target.value })}
      />
      <TextField
        label={intl.formatMessage({ id: 'field.location' })}
        autoComplete="address-level2"
        maxLength={LOCATION_MAX_LENGTH}
        value={draft.location}
        onChange={(event) => onChange({ location: event.target.value })}
      />
    </div>
  );
}
