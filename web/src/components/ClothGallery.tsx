import { lazy, Suspense, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';

export interface GalleryImage {
  url: string;
  thumbUrl: string;
}

interface Props {
  name: string;
  images: GalleryImage[];
}

// The zoom view (Headless UI's Dialog) loads when a photo is first opened, not with the page (issue 47).
const GalleryZoom = lazy(async () => ({ default: (await import('./GalleryZoom')).GalleryZoom }));

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
              setZoomed(true);
            }}
          >
            <img
              src={photo.url}
              alt={alt(index)}
              width={864}
              height={1376}
              loading={index === 0 ? 'eager' : 'lazy'}
              // The first photo is the page's largest paint: fetched first, and preloaded so (React hoists its preload).
              fetchPriority={index === 0 ? 'high' : undefined}
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
      {zoomed && (
        <Suspense fallback={null}>
          <GalleryZoom title={alt(current)} url={image.url} onClose={() => setZoomed(false)} />
        </Suspense>
      )}
    </div>
  );
}
