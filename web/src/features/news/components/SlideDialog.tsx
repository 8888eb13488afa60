import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { CheckboxField, FieldError } from '../../../components/form/fields';
import { FileDropZone } from '../../../components/form/FileDropZone';
import { FormDialog } from '../../../components/FormDialog';
import { DialogActions } from '../../../components/form/DialogActions';
import { useErrorText } from '../../../lib/errorText';
import { useUploadImage } from '../../../lib/uploads';
import { useSaveSlide } from '../api/adminNews';
import { imageNameOf } from '../api/newsSlide';
import type { NewsSlide } from '../api/newsSlide';
import { ClothPicker, pickedOf } from './ClothPicker';
import type { PickedCloth } from './ClothPicker';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/avif';

interface Props {
  /** The slide being edited, or null for a new one (added last). */
  slide: NewsSlide | null;
  onSaved: (slide: NewsSlide) => void;
  onClose: () => void;
}

type Errors = { cloth?: string; image?: string };

/** A slide's form: the cloth it leads to, its picture (uploaded like a cloth's), and whether it shows. */
export function SlideDialog({ slide, onSaved, onClose }: Props) {
  const intl = useIntl();
  const errorText = useErrorText();
  const save = useSaveSlide();
  const upload = useUploadImage();
  const id = useId();
  const [cloth, setCloth] = useState<PickedCloth | null>(slide?.cloth ? pickedOf(slide.cloth) : null);
  const [image, setImage] = useState(slide ? { name: imageNameOf(slide.image.url), url: slide.image.thumbUrl } : null);
  const [visible, setVisible] = useState(slide?.visible ?? true);
  const [errors, setErrors] = useState<Errors>({});

  function onFile([file]: File[]) {
    if (!file) return;
    upload.mutate(file, { onSuccess: (stored) => setImage({ name: stored.name, url: stored.thumbUrl }) });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {};
    if (!cloth) found.cloth = intl.formatMessage({ id: 'news.error.clothRequired' });
    if (!image) found.image = intl.formatMessage({ id: 'news.error.imageRequired' });
    setErrors(found);
    if (!cloth || !image || save.isPending) return;
    save.mutate({ id: slide?.id ?? null, body: { clothId: cloth.id, image: image.name, visible } }, { onSuccess: onSaved });
  }

  const imageError = upload.isError ? errorText(upload.error, {}, 'news.error.upload') : errors.image;
  return (
    <FormDialog
      onClose={onClose}
      title={intl.formatMessage({ id: slide ? 'news.admin.editTitle' : 'news.admin.new' })}
      widthClass="max-w-2xl"
      onSubmit={submit}
      className="space-y-5"
      alert={save.isError && errorText(save.error, {}, 'news.error.save')}
    >
      <ClothPicker value={cloth} error={errors.cloth} onChange={setCloth} />
      <div className="space-y-2">
        <label className="field-label" htmlFor={`${id}-file`}>
          {intl.formatMessage({ id: 'news.field.image' })}
        </label>
        <FileDropZone
          id={`${id}-file`}
          accept={ACCEPTED}
          describedBy={[`${id}-hint`, imageError ? `${id}-error` : null].filter(Boolean).join(' ')}
          invalid={!!imageError}
          disabled={upload.isPending}
          onFiles={onFile}
        />
        <p id={`${id}-hint`} className="field-hint">
          {intl.formatMessage({ id: 'news.field.image.hint' })}
        </p>
        <FieldError id={`${id}-error`} error={imageError} />
        <p role="status" className="text-sm text-muted">
          {upload.isPending ? intl.formatMessage({ id: 'news.field.image.uploading' }) : ''}
        </p>
        {image && <img src={image.url} alt={intl.formatMessage({ id: 'news.field.image.chosen' })} className="aspect-[5/8] w-24 object-cover" />}
      </div>
      <CheckboxField label={intl.formatMessage({ id: 'news.field.visible' })} checked={visible} onChange={(event) => setVisible(event.target.checked)} />
      <DialogActions onCancel={onClose} disabled={save.isPending || upload.isPending} />
    </FormDialog>
  );
}
