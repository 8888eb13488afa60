import { useEffect, useState } from 'react';
import type { FocusEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../../lib/price';
import { useNewsSlides } from '../api/listNews';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

export const ADVANCE_MS = 6_000;
/** One height for every slide and for the room kept while they load. */
const SLIDE_HEIGHT = 'h-[22rem] sm:h-[26rem]';

/**
 * The home page's news: the visible slides in the admins' order, one at a time, each leading to its cloth. It
 * moves on by itself every few seconds, except while the pointer or the focus is on it, when the reader paused
 * it, or when they ask for reduced motion. Nothing shows when there are no slides.
 */
export function NewsCarousel() {
  const intl = useIntl();
  const news = useNewsSlides();
  const slides = news.data ?? [];
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = slides.length;
  const index = count ? current % count : 0;
  const rotating = count > 1 && !hovered && !focused && !paused && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setCurrent((at) => (at + 1) % count), ADVANCE_MS);
    return () => clearInterval(timer);
  }, [rotating, count]);

  // Its room is kept while the slides come, so the page below does not jump when they arrive.
  if (news.isPending) return <div className={`${SLIDE_HEIGHT} bg-ink`} aria-hidden />;
  if (count === 0) return null;
  const go = (to: number) => setCurrent((to + count) % count);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  return (
    <section
      aria-roledescription={intl.formatMessage({ id: 'news.carousel.role' })}
      aria-label={intl.formatMessage({ id: 'news.carousel.label' })}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      className="relative overflow-hidden bg-ink text-paper"
    >
      {/* Announced only when the reader moves it, never while it turns by itself. */}
      <div aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, at) => {
          const cloth = slide.cloth;
          if (!cloth) return null;
          const price = cloth.discountedPrice ?? cloth.price;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription={intl.formatMessage({ id: 'news.carousel.slide' })}
              aria-label={intl.formatMessage({ id: 'news.carousel.position' }, { n: at + 1, total: count })}
              hidden={at !== index}
              className={`grid ${SLIDE_HEIGHT} grid-cols-[2fr_3fr] overflow-hidden sm:grid-cols-[1fr_2fr]`}
            >
              <img
                src={slide.image.url}
                alt=""
                // The slide shown first is the page's largest image: asked first; the others wait their turn.
                fetchPriority={at === index ? 'high' : 'low'}
                className="h-full w-full object-cover"
              />
              <div className="flex flex-col justify-center gap-3 p-6 sm:p-12">
                <p className="kicker text-paper/70">{cloth.brand.name}</p>
                {/* Not a heading: the carousel sits above the page's title. */}
                <p className="font-display text-3xl leading-tight sm:text-5xl">
                  <Link to={`/cloth/${encodeURIComponent(cloth.id)}`} className="after:absolute after:inset-0 focus-visible:underline">
                    {cloth.name}
                  </Link>
                </p>
                <p className="text-lg">{formatPrice(price, cloth.currency)}</p>
              </div>
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className="absolute bottom-4 right-4 z-10 flex items-center gap-3 text-paper">
          <button type="button" className="rounded-full border border-paper/60 px-3 py-1 text-sm hover:bg-paper/10" onClick={() => setPaused(!paused)}>
            {intl.formatMessage({ id: paused ? 'news.carousel.play' : 'news.carousel.pause' })}
          </button>
          <button
            type="button"
            aria-label={intl.formatMessage({ id: 'news.carousel.previous' })}
            className="rounded-full border border-paper/60 px-3 py-1 hover:bg-paper/10"
            onClick={() => go(index - 1)}
          >
            ←
          </button>
          <ul aria-label={intl.formatMessage({ id: 'news.carousel.dots' })} className="flex gap-2">
            {slides.map((slide, at) => (
              <li key={slide.id}>
                <button
                  type="button"
                  aria-current={at === index ? 'true' : undefined}
                  aria-label={intl.formatMessage({ id: 'news.carousel.goTo' }, { name: slide.cloth?.name ?? '', n: at + 1 })}
                  className={`block h-2.5 w-2.5 rounded-full border border-paper ${at === index ? 'bg-paper' : 'bg-transparent'}`}
                  onClick={() => go(at)}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            aria-label={intl.formatMessage({ id: 'news.carousel.next' })}
            className="rounded-full border border-paper/60 px-3 py-1 hover:bg-paper/10"
            onClick={() => go(index + 1)}
          >
            →
          </button>
        </div>
      )}
    </section>
  );
}
