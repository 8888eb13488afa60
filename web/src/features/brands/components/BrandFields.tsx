import { useIntl } from 'react-intl';
import { BrandFields as Fields, type BrandFieldValues } from '../../../components/form/BrandFields';
import type { BrandDraft, BrandErrors } from '../brandForm';

/** Which field of the draft each of the form's brand fields is. */
const DRAFT_FIELD = { legalName: 'name', brandName: 'brand', description: 'description', location: 'location' } as const satisfies Record<
  keyof BrandFieldValues,
  keyof BrandDraft
>;

interface Props {
  draft: BrandDraft;
  errors: BrandErrors;
  onChange: (next: Partial<BrandDraft>) => void;
}

/** Who the brand is, on the admin's brand draft: the same four fields as at registration (components/form/BrandFields). */
export function BrandFields({ draft, errors, onChange }: Props) {
  const intl = useIntl();
  const values: BrandFieldValues = { legalName: draft.name, brandName: draft.brand, description: draft.description, location: draft.location };
  const errorOf = (field: keyof BrandFieldValues) => {
    const id = errors[DRAFT_FIELD[field]];
    return id ? intl.formatMessage({ id }) : undefined;
  };
  return <Fields values={values} errorOf={errorOf} onChange={(field, value) => onChange({ [DRAFT_FIELD[field]]: value })} />;
}
