import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { FieldError } from '../../../components/form/fields';
import { FileDropZone } from '../../../components/form/FileDropZone';
import { isPlanInactive, ToSubscription } from '../../../components/admin/PlanInactive';
import { FormAlert } from '../../../components/form/FormAlert';
import { ReorderList } from '../../../components/form/ReorderList';
import type { ClothImage } from '../api/listClothes';
import { useImageFromUrl, useUploadImage } from '../../../lib/uploads';
import { imageError, isUploadLimit } from '../clothErrors';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/avif';

interface Props {
  images: ClothImage[];
  error: string | undefined;
  /** Names of images the server said are no longer stored; each is marked until removed. */
  missing: ReadonlySet<string>;
  onChange: (images: ClothImage[]) => void;
}

/** Step 2: upload files or add by URL (the server fetches and re-encodes to 864×1376), then order them. */
export function ClothImagesStep({ images, error, missing, onChange }: Props) {
  const intl = useIntl();
  const upload = useUploadImage();
  const fromUrl = useImageFromUrl();
  const [url, setUrl] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [inactive, setInactive] = useState(false);
  const hintId = useId();
  const errorId = useId();

  const failed = (cause: unknown) => {
    const { id, values } = imageError(cause);
    setFailure(intl.formatMessage({ id }, values));
    setInactive(isPlanInactive(cause));
  };

  async function onFiles(files: File[]) {
    setFailure(null);
    let added = images;
    for (const file of files) {
      try {
        added = [...added, await upload.mutateAsync(file)];
        onChange(added);
      } catch (cause) {
        failed(cause);
        if (isUploadLimit(cause) || isPlanInactive(cause)) break;
      }
    }
  }

  function addUrl() {
    if (!url.trim()) return;
    setFailure(null);
    fromUrl.mutate(url.trim(), {
      onSuccess: (image) => {
        onChange([...images, image]);
        setUrl('');
      },
      onError: failed,
    });
  }

  const move = (from: number, to: number) => {
    const next = [...images];
    const [image] = next.splice(from, 1);
    if (image) next.splice(to, 0, image);
    onChange(next);
  };
  const busy = upload.isPending || fromUrl.isPending;
  return (
    <div className="space-y-5">
      <p id={hintId} className="field-hint">
        {intl.formatMessage({ id: 'clothes.images.hint' })}
      </p>
      {failure && (
        <FormAlert>
          {failure}
          {inactive && (
            <>
              {' '}
              <ToSubscription />
            </>
          )}
        </FormAlert>
      )}
      <div>
        <label className="field-label" htmlFor={`${hintId}-file`}>
          {intl.formatMessage({ id: 'clothes.images.upload' })}
        </label>
        <FileDropZone id={`${hintId}-file`} accept={ACCEPTED} multiple describedBy={hintId} disabled={busy} onFiles={(files) => void onFiles(files)} />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label className="field-label" htmlFor={`${hintId}-url`}>
            {intl.formatMessage({ id: 'clothes.images.url' })}
          </label>
          <input
            id={`${hintId}-url`}
            type="url"
            inputMode="url"
            className="field-input"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addUrl();
              }
            }}
          />
        </div>
        <button type="button" className="button-secondary" disabled={busy || !url.trim()} onClick={addUrl}>
          {intl.formatMessage({ id: 'clothes.images.addUrl' })}
        </button>
      </div>
      {busy && <p role="status">{intl.formatMessage({ id: 'clothes.images.working' })}</p>}
      <ReorderList
        label={intl.formatMessage({ id: 'clothes.images.list' })}
        describedBy={error ? errorId : undefined}
        className="grid grid-cols-2 gap-3 sm:grid-cols-4"
        items={images}
        keyOf={(image) => image.name}
        earlierLabel={(n) => intl.formatMessage({ id: 'clothes.images.earlier' }, { n })}
        laterLabel={(n) => intl.formatMessage({ id: 'clothes.images.later' }, { n })}
        onMove={move}
        render={(image, index) => {
          const gone = missing.has(image.name);
          const goneId = `${errorId}-gone-${index}`;
          return (
            <>
              <img
                src={image.thumbUrl}
                alt={intl.formatMessage({ id: 'clothes.images.alt' }, { n: index + 1 })}
                aria-describedby={gone ? goneId : undefined}
                draggable={false}
                className={gone ? 'aspect-[5/8] w-full object-cover opacity-40' : 'aspect-[5/8] w-full object-cover'}
              />
              <FieldError id={goneId} error={gone ? intl.formatMessage({ id: 'clothes.images.notStored' }) : undefined} />
            </>
          );
        }}
        actions={(_, index) => (
          <button
            type="button"
            className="tap-target link-underline ml-auto text-xs uppercase tracking-wider"
            aria-label={intl.formatMessage({ id: 'clothes.images.remove' }, { n: index + 1 })}
            onClick={() => onChange(images.filter((__, at) => at !== index))}
          >
            {intl.formatMessage({ id: 'action.delete' })}
          </button>
        )}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
