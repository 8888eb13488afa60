import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { LANGUAGES } from '@vitrina/domain/core/languages';
import { MAGAZINE_CONTENT_TYPES } from '@vitrina/domain/magazine/content-types';
import { SelectField, TextAreaField, TextField } from '../../../components/form/fields';
import { FormDialog } from '../../../components/FormDialog';
import { DialogActions } from '../../../components/form/DialogActions';
import { useErrorText } from '../../../lib/errorText';
import { useSaveMagazineEntry } from '../api/adminMagazine';
import type { MagazineItem } from '../api/magazineItem';
import type { BrandOption } from '../../../lib/brands';
import { bodyOf, draftOf, validateEntry } from '../entryForm';
import type { EntryDraft, EntryErrors } from '../entryForm';
import { MediaField } from './MediaField';

/** The api's limit per description (domain/magazine DESCRIPTION_MAX), kept here so zod stays out of the bundle. */
const DESCRIPTION_MAX = 4000;

interface Props {
  /** The entry being edited, or null for a new one. */
  entry: MagazineItem | null;
  /** Admins file a new entry under a brand; null for brand users, who publish as their own brand. */
  brands: BrandOption[] | null;
  onSaved: (entry: MagazineItem) => void;
  onClose: () => void;
}

/** A magazine entry's form: brand (admins), the description per language, image or video, and the brand's link. */
export function MagazineEntryDialog({ entry, brands, onSaved, onClose }: Props) {
  const intl = useIntl();
  const errorText = useErrorText();
  const save = useSaveMagazineEntry();
  const [draft, setDraft] = useState<EntryDraft>(() => draftOf(entry));
  const [errors, setErrors] = useState<EntryErrors>({});
  const needsBrand = !entry && brands !== null;
  const change = (next: Partial<EntryDraft>) => setDraft((current) => ({ ...current, ...next }));
  const say = (id: EntryErrors[keyof EntryErrors]) => (id ? intl.formatMessage({ id }) : undefined);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateEntry(draft, needsBrand);
    setErrors(found);
    if (Object.keys(found).length > 0 || save.isPending) return;
    const body = bodyOf(draft);
    save.mutate(entry ? { id: entry.id, body } : { id: null, brandId: needsBrand ? draft.brandId : null, body }, { onSuccess: onSaved });
  }

  const title = intl.formatMessage({ id: entry ? 'magazine.admin.editTitle' : 'magazine.admin.new' });
  return (
    <FormDialog
      onClose={onClose}
      title={title}
      widthClass="max-w-2xl"
      onSubmit={submit}
      className="space-y-5"
      alert={save.isError && errorText(save.error, {}, 'magazine.error.save')}
    >
      {needsBrand && (
        <SelectField
          label={intl.formatMessage({ id: 'magazine.field.brand' })}
          value={draft.brandId}
          aria-required
          error={say(errors.brandId)}
          onChange={(event) => change({ brandId: event.target.value })}
        >
          <option value="">{intl.formatMessage({ id: 'magazine.field.chooseBrand' })}</option>
          {(brands ?? []).map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
        </SelectField>
      )}
      {LANGUAGES.map((language) => (
        <TextAreaField
          key={language}
          label={intl.formatMessage({ id: `magazine.field.description.${language}` })}
          value={draft.descriptions[language]}
          maxLength={DESCRIPTION_MAX}
          lang={language}
          onChange={(event) => change({ descriptions: { ...draft.descriptions, [language]: event.target.value } })}
          {...(language === 'es' ? { 'aria-required': true, error: say(errors.description) } : { hint: intl.formatMessage({ id: 'magazine.field.fallback' }) })}
        />
      ))}
      <fieldset>
        <legend className="field-label">{intl.formatMessage({ id: 'magazine.field.contentType' })}</legend>
        <div className="flex gap-6">
          {MAGAZINE_CONTENT_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name="contentType"
                value={type}
                checked={draft.contentType === type}
                // An image cannot stand for a video: switching asks for a new upload.
                onChange={() => change({ contentType: type, media: draft.contentType === type ? draft.media : null })}
              />
              {intl.formatMessage({ id: `magazine.contentType.${type}` })}
            </label>
          ))}
        </div>
      </fieldset>
      <MediaField contentType={draft.contentType} media={draft.media} error={say(errors.media)} onChange={(media) => change({ media })} />
      <TextField
        label={intl.formatMessage({ id: 'magazine.field.url' })}
        type="url"
        inputMode="url"
        maxLength={2000}
        value={draft.url}
        hint={intl.formatMessage({ id: 'magazine.field.urlHint' })}
        error={say(errors.url)}
        onChange={(event) => change({ url: event.target.value })}
      />
      <DialogActions onCancel={onClose} disabled={save.isPending} />
    </FormDialog>
  );
}
