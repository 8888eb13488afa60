import { useState } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';

interface Props {
  /** The file input's id, which the label outside names. */
  id: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  describedBy?: string | undefined;
  invalid?: boolean;
  onFiles: (files: File[]) => void;
  /** What was chosen so far (previews), shown under the zone. */
  children?: ReactNode;
}

/**
 * A file picker in the site's style: a framed zone that takes a click, a tap, Enter or Space (the real file input
 * fills it, invisible, so the browser's own picker and its accessibility stay) and files dropped onto it.
 */
export function FileDropZone({ id, accept, multiple = false, disabled, describedBy, invalid, onFiles, children }: Props) {
  const intl = useIntl();
  const [over, setOver] = useState(false);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setOver(false);
    if (files.length > 0) onFiles(files);
  };
  return (
    <div className="space-y-3">
      <div className="drop-zone" data-over={over || undefined} data-disabled={disabled || undefined} data-invalid={invalid || undefined}>
        <svg aria-hidden viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="1.4">
          <path d="M12 15V4m0 0-4 4m4-4 4 4M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <p aria-hidden className="text-sm">
          {intl.formatMessage({ id: multiple ? 'upload.drop.many' : 'upload.drop.one' })}
        </p>
        {/* Dropped files land on the input itself, which fires its change as a choice would. */}
        <input
          id={id}
          type="file"
          className="drop-zone__input"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={onChange}
          onDragEnter={() => setOver(true)}
          onDragLeave={() => setOver(false)}
          onDrop={() => setOver(false)}
        />
      </div>
      {children}
    </div>
  );
}
