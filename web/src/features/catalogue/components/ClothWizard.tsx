import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Language } from '@vitrina/domain/core/languages';
import { FormAlert } from '../../../components/form/FormAlert';
import { Modal } from '../../../components/Modal';
import { DialogActions } from '../../../components/form/DialogActions';
import { catalogueKeys } from '../api/catalogueKeys';
import type { Taxonomy } from '../../../lib/taxonomy';
import type { BrandOption } from '../../../lib/brands';
import type { Cloth } from '../api/listClothes';
import { useSaveCloth } from '../api/saveCloth';
import { isInactivePlan, referenceRefusal, saveErrorId, withoutGoneTerms } from '../clothErrors';
import { bodyOf, draftOf, emptyDraft, validateImages, validateInformation } from '../clothForm';
import type { ClothDraft, DraftErrors } from '../clothForm';
import { ClothImagesStep } from './ClothImagesStep';
import { ClothInfoStep } from './ClothInfoStep';
import { ClothPreviewStep } from './ClothPreviewStep';
import { ImportedFields } from './ImportedFields';

const STEPS = ['clothes.step.information', 'clothes.step.images', 'clothes.step.preview'] as const;

/** The cloth being edited with the revision it was read at, or null for a new one. */
export type Editing = { cloth: Cloth; etag: string } | null;

interface Props {
  editing: Editing;
  taxonomy: Taxonomy;
  /** Admins pick the brand of a new cloth; null for brand users. */
  brands: BrandOption[] | null;
  onSaved: (cloth: Cloth) => void;
  onClose: () => void;
  /** A brand user's own brand's name (its clothes list says it), for the preview of a new cloth. */
  ownBrandName?: string | null;
}

/** The three-step cloth form (seed section 9): information, images, preview; saved only from the last step. */
export function ClothWizard({ editing, taxonomy, brands, onSaved, onClose, ownBrandName = null }: Props) {
  const intl = useIntl();
  const save = useSaveCloth();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<ClothDraft>(() => (editing ? draftOf(editing.cloth, intl.locale) : emptyDraft()));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [missingImages, setMissingImages] = useState<ReadonlySet<string>>(() => new Set());
  const needsBrand = !editing && brands !== null;

  const change = (next: Partial<ClothDraft>) => setDraft((current) => ({ ...current, ...next }));
  // Stored names come from the content, so a removed image uploaded again comes back under its old name, stored.
  const changeImages = (images: ClothDraft['images']) => {
    change({ images });
    setMissingImages((missing) => new Set([...missing].filter((name) => images.some((image) => image.name === name))));
  };
  const brandName =
    editing?.cloth.brandName ??
    brands?.find((brand) => brand.id === draft.brandId)?.name ??
    (brands === null ? ownBrandName : null) ??
    intl.formatMessage({ id: 'clothes.preview.yourBrand' });

  function next(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A refusal stays on screen until the editor acts on it; what they do next is judged afresh.
    if (step < STEPS.length - 1) save.reset();
    const found = step === 0 ? validateInformation(draft, needsBrand, intl.locale) : step === 1 ? validateImages(draft, missingImages) : {};
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (step < STEPS.length - 1) {
      setStep(step + 1);
      return;
    }
    const body = bodyOf(draft, intl.locale);
    const request = editing ? { id: editing.cloth.id, body, etag: editing.etag } : { id: null, body, brandId: needsBrand ? draft.brandId : null };
    save.mutate(request, { onSuccess: onSaved, onError: (error) => showRefusal(error, draft) });
  }

  /** Takes the editor to the step with what the server could not find, marked there. */
  function showRefusal(error: unknown, sent: ClothDraft) {
    const refusal = referenceRefusal(error, sent);
    if (!refusal) return;
    if (refusal.step === 0) {
      setDraft((current) => withoutGoneTerms(current, refusal.gone));
      setErrors(refusal.errors);
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.taxonomies() });
    } else {
      setMissingImages(refusal.missingImages);
      setErrors({});
    }
    setStep(refusal.step);
  }

  const title = editing ? intl.formatMessage({ id: 'clothes.edit.title' }, { name: editing.cloth.name }) : intl.formatMessage({ id: 'clothes.new' });
  const imagesError = errors.images ? intl.formatMessage({ id: errors.images }) : undefined;
  return (
    <Modal open onClose={onClose} title={title} widthClass="max-w-4xl">
      <ol aria-label={intl.formatMessage({ id: 'clothes.steps' })} className="mb-6 flex gap-6 border-b border-line text-sm">
        {STEPS.map((id, index) => (
          <li
            key={id}
            aria-current={index === step ? 'step' : undefined}
            className={index === step ? 'step-item font-semibold text-ink' : 'step-item text-muted'}
          >
            {intl.formatMessage({ id: 'clothes.stepOf' }, { n: index + 1, name: intl.formatMessage({ id }) })}
          </li>
        ))}
      </ol>
      <form noValidate onSubmit={next} className="space-y-6">
        {save.isError && (
          <FormAlert>
            {intl.formatMessage({ id: saveErrorId(save.error) })}
            {isInactivePlan(save.error) && (
              <>
                {' '}
                <Link to="/admin/dashboard" className="font-semibold underline underline-offset-4">
                  {intl.formatMessage({ id: 'clothes.error.toDashboard' })}
                </Link>
              </>
            )}
          </FormAlert>
        )}
        {Object.keys(errors).length > 0 && step === 0 && !save.isError && <FormAlert>{intl.formatMessage({ id: 'clothes.error.fix' })}</FormAlert>}
        {step === 0 && editing?.cloth.imported && <ImportedFields clothId={editing.cloth.id} claimed={editing.cloth.imported.claimed} />}
        {step === 0 && <ClothInfoStep draft={draft} taxonomy={taxonomy} brands={needsBrand ? brands : null} errors={errors} onChange={change} />}
        {step === 1 && <ClothImagesStep images={draft.images} error={imagesError} missing={missingImages} onChange={changeImages} />}
        {step === 2 && <ClothPreviewStep draft={draft} taxonomy={taxonomy} brandName={brandName} language={intl.locale as Language} />}
        <DialogActions
          onCancel={step === 0 ? onClose : () => setStep(step - 1)}
          cancelLabel={intl.formatMessage({ id: step === 0 ? 'action.cancel' : 'action.back' })}
          submitLabel={intl.formatMessage({ id: step === STEPS.length - 1 ? 'action.save' : 'action.next' })}
          disabled={save.isPending}
        />
      </form>
    </Modal>
  );
}
