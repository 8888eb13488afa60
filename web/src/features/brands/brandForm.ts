import type { MessageId } from '../../i18n/messages';
import type { FieldErrors } from '../../lib/validation';
import type { AdminBrand } from './api/listAdminBrands';
import { PRESTIGE_MAX } from './api/setBrandPrestige';
import type { BrandProfile } from './api/updateBrand';

/** The brand form as typed: text throughout, prestige too, until it is sent. */
export interface BrandDraft {
  name: string;
  brand: string;
  description: string;
  location: string;
  prestige: string;
  ownerId: string;
}
export type BrandErrors = FieldErrors<keyof BrandDraft>;

export function draftOf(brand: AdminBrand | null): BrandDraft {
  return {
    name: brand?.name ?? '',
    brand: brand?.brand ?? '',
    description: brand?.description ?? '',
    location: brand?.location ?? '',
    prestige: String(brand?.prestige ?? 0),
    ownerId: '',
  };
}

const required = (value: string, id: MessageId) => (value.trim() ? undefined : id);

/** The seed's rules: legal and brand names are required; prestige (admins) is a whole number from 0 to 100. */
export function validateBrand(draft: BrandDraft, withPrestige: boolean): BrandErrors {
  const prestige = Number(draft.prestige);
  const errors: BrandErrors = {
    name: required(draft.name, 'validation.legalNameRequired'),
    brand: required(draft.brand, 'validation.brandNameRequired'),
    prestige: withPrestige && !(/^\d+$/.test(draft.prestige.trim()) && prestige >= 0 && prestige <= PRESTIGE_MAX) ? 'brands.error.prestigeRange' : undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, id]) => id)) as BrandErrors;
}

export function profileOf(draft: BrandDraft): BrandProfile {
  return { name: draft.name.trim(), brand: draft.brand.trim(), description: draft.description.trim(), location: draft.location.trim() };
}
