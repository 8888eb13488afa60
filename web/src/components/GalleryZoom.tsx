import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import type { PointerEvent } from 'react';
import { useIntl } from 'react-intl';

/** The point the zoom enlarges around: the pointer's place over the frame, as a share of it (0–100 %). */
type Focus = { x: number; y: number };
const CENTRE: Focus = { x: 50, y: 50 };
const ZOOM = 2.5;

interface Props {
  /** The photo's alternative text, the view's title. */
  title: string;
  /** The full-size image. */
  url: string;
  onClose: () => void;
}

/** A cloth's photo full screen, enlarged around the pointer or a dragging finger (ClothGallery opens it). */
export function GalleryZoom({ title, url, onClose }: Props) {
  const intl = useIntl();
  const [focus, setFocus] = useState<Focus>(CENTRE);
  const follow = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setFocus({ x: Math.max(0, Math.min(100, x)), y: Math.max(0, Math.min(100, y)) });
  };
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-ink" aria-hidden />
      <DialogPanel className="fixed inset-0 flex flex-col bg-ink">
        <div className="relative z-10 flex items-center justify-between gap-4 bg-ink px-4 py-2 text-paper">
          <DialogTitle className="truncate text-sm">{title}</DialogTitle>
          <button type="button" className="tap-target px-3 text-paper underline" onClick={onClose}>
            {intl.formatMessage({ id: 'cloth.gallery.close' })}
          </button>
        </div>
        <div
          data-testid="zoom-frame"
          className="relative min-h-0 flex-1 cursor-move touch-none overflow-hidden bg-paper"
          onPointerMove={follow}
          onPointerDown={follow}
        >
          <img
            src={url}
            alt={title}
            width={864}
            height={1376}
            draggable={false}
            className="h-full w-full select-none object-contain"
            // Enlarged around the point under the pointer (or finger): moving it pans the photo.
            style={{ transform: `scale(${ZOOM})`, transformOrigin: `${focus.x}% ${focus.y}%` }}
          />
        </div>
      </DialogPanel>
    </Dialog>
  );
}
