import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MagazineContentType } from '@vitrina/domain/magazine/content-types';
import { isPlanInactive, ToSubscription } from '../../../components/admin/PlanInactive';
import { FieldError } from '../../../components/form/fields';
import { FileDropZone } from '../../../components/form/FileDropZone';
import { useErrorText } from '../../../lib/errorText';
import { uploadImage } from '../../../lib/uploads';
import { useUploadVideo, VIDEO_TYPES } from '../api/uploadVideo';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

/** A stored upload: its name, which the entry is saved with, and where to show it. */
export interface Media {
  name: string;
  url: string;
}

interface Props {
  contentType: MagazineContentType;
  media: Media | null;
  error: string | undefined;
  onChange: (media: Media) => void;
}

/** Uploads the entry's picture through the catalogue's image upload or its video through POST /videos, and shows it. */
export function MediaField({ contentType, media, error, onChange }: Props) {
  const intl = useIntl();
  const errorText = useErrorText();
  const video = useUploadVideo();
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [inactive, setInactive] = useState(false);
  const id = useId();
  const isVideo = contentType === 'video';

  async function onFile([file]: File[]) {
    if (!file) return;
    setFailure(null);
    setInactive(false);
    setUploading(true);
    try {
      onChange(isVideo ? await video.mutateAsync(file) : await uploadImage(file));
    } catch (cause) {
      setInactive(isPlanInactive(cause));
      setFailure(
        errorText(cause, { SUBSCRIPTION_INACTIVE: 'admin.planInactive.images' }, isVideo ? 'magazine.media.error.video' : 'magazine.media.error.image'),
      );
    } finally {
      setUploading(false);
    }
  }

  const described = [`${id}-hint`, failure || error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-3">
      <label className="field-label" htmlFor={`${id}-file`}>
        {intl.formatMessage({ id: isVideo ? 'magazine.media.video' : 'magazine.media.image' })}
      </label>
      <FileDropZone
        id={`${id}-file`}
        accept={isVideo ? VIDEO_TYPES.join(',') : IMAGE_TYPES}
        describedBy={described}
        invalid={!!(failure || error)}
        disabled={uploading}
        onFiles={(files) => void onFile(files)}
      />
      <p id={`${id}-hint`} className="field-hint">
        {intl.formatMessage({ id: isVideo ? 'magazine.media.videoHint' : 'magazine.media.imageHint' })}
      </p>
      <FieldError id={`${id}-error`} error={failure ?? error} />
      {inactive && (
        <p className="text-sm">
          <ToSubscription />
        </p>
      )}
      <p role="status" className="text-sm text-muted">
        {uploading ? intl.formatMessage({ id: 'magazine.media.uploading' }) : ''}
      </p>
      {media &&
        (isVideo ? (
          <video
            src={media.url}
            controls
            playsInline
            muted
            preload="metadata"
            aria-label={intl.formatMessage({ id: 'magazine.media.chosenVideo' })}
            className="max-h-64 bg-ink"
          />
        ) : (
          <img src={media.url} alt={intl.formatMessage({ id: 'magazine.media.chosenImage' })} className="max-h-64 object-contain" />
        ))}
    </div>
  );
}
