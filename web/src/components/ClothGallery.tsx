import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useIntl } from 'react-intl';

export interface GalleryImage {
  url: string;
  thumbUrl: string;
}

interface Props {
  name: string;
  images: GalleryImage[];
}

/** The point the zoom enlarges around: the pointer's place over the frame, as a share of it (0–100 %). */
type Focus = { x: number; y: number };
const CENTRE: Focus = { x: 50, y: 50 };
const ZOOM = 2.5;

/**
 * A cloth's photos: one large (a strip that snaps, swiped on a phone; arrow keys step), thumbnails below to pick
 * one, and a zoom view of the full-size image that follows the pointer or a dragging finger. Every frame keeps the
 * photos' 5:8 shape, so nothing moves while they load.
 */
export function ClothGallery({ name, images }: Props) {
  const intl = useIntl();
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [focus, setFocus] = useState<Focus>(CENTRE);
  const alt = (index: number) => intl.formatMessage({ id: 'cloth.imageAlt' }, { name, n: index + 1 });

  const show = (index: number) => {
    const next = Math.max(0, Math.min(images.length - 1, index));
    setCurrent(next);
    const frame = strip.current;
    // jsdom has no layout and no scrollTo; a browser scrolls the strip to the photo.
    if (frame && typeof frame.scrollTo === 'function') frame.scrollTo({ left: next * frame.clientWidth, behavior: 'smooth' });
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') show(current + 1);
    else if (event.key === 'ArrowLeft') show(current - 1);
    else return;
    event.preventDefault();
  };
  // A swipe ends where the strip snapped: the photo in view is the current one.
  const onScroll = () => {
    const frame = strip.current;
    if (!frame || frame.clientWidth === 0) return;
    const index = Math.round(frame.scrollLeft / frame.clientWidth);
    if (index !== current && index >= 0 && index < images.length) setCurrent(index);
  };
  const follow = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setFocus({ x: Math.max(0, Math.min(100, x)), y: Math.max(0, Math.min(100, y)) });
  };

  if (images.length === 0) return <div className="aspect-[5/8] w-full bg-line/40" aria-hidden />;
  const image = images[current] ?? images[0]!;
  return (
    <div className="space-y-3">
      <div
        ref={strip}
        role="region"
        aria-roledescription={intl.formatMessage({ id: 'cloth.gallery.kind' })}
        aria-label={intl.formatMessage({ id: 'cloth.images' })}
        tabIndex={0}
        onKeyDown={onKey}
        onScroll={onScroll}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] focus-visible:outline focus-visible:outline-2 focus-visible:outline-ink"
      >
        {images.map((photo, index) => (
          <button
            key={photo.url}
            type="button"
            className="w-full shrink-0 snap-center cursor-zoom-in"
            aria-label={intl.formatMessage({ id: 'cloth.gallery.zoom' }, { n: index + 1, total: images.length })}
            aria-hidden={index === current ? undefined : true}
            tabIndex={index === current ? 0 : -1}
            onClick={() => {
              setCurrent(index);
              setFocus(CENTRE);
              setZoomed(true);
            }}
          >
            <img
              src={photo.url}
              alt={alt(index)}
              width={864}
              height={1376}
              loading={index === 0 ? 'eager' : 'lazy'}
              // On a phone at most half the screen tall, the whole photo shown, so the name and price under it are in the first screen.
              className="aspect-[5/8] max-h-[50svh] w-full bg-line/40 object-contain md:max-h-none md:object-cover"
            />
          </button>
        ))}
      </div>
      {images.length > 1 && (
        <ul aria-label={intl.formatMessage({ id: 'cloth.gallery.thumbs' })} className="flex gap-2 overflow-x-auto pb-1">
          {images.map((photo, index) => (
            <li key={photo.url} className="shrink-0">
              <button
                type="button"
                aria-label={intl.formatMessage({ id: 'cloth.gallery.show' }, { n: index + 1, total: images.length })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => show(index)}
                className={`block w-14 border-2 sm:w-16 ${index === current ? 'border-ink' : 'border-transparent opacity-70 hover:opacity-100'}`}
              >
                <img src={photo.thumbUrl} alt="" width={288} height={459} className="aspect-[5/8] w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={zoomed} onClose={() => setZoomed(false)} className="fixed inset-0 z-50">
        <div className="fixed inset-0 bg-ink" aria-hidden />
        <DialogPanel className="fixed inset-0 flex flex-col bg-ink">
          <div className="relative z-10 flex items-center justify-between gap-4 bg-ink px-4 py-2 text-paper">
            <DialogTitle className="truncate text-sm">{alt(current)}</DialogTitle>
            <button type="button" className="tap-target px-3 text-paper underline" onClick={() => setZoomed(false)}>
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
              src={image.url}
              alt={alt(current)}
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
    </div>
  );
}
