import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useBannerUrl } from '../../features/resources/api/getImages';

const PARALLAX_RATE = 0.4;

/** The editorial image under the header, drifting slower than the page as it scrolls. */
export function Banner() {
  const intl = useIntl();
  const layer = useRef<HTMLDivElement>(null);
  const imageUrl = useBannerUrl();

  useEffect(() => {
    const element = layer.current;
    if (!element || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    const move = () => {
      frame = 0;
      element.style.transform = `translate3d(0, ${window.scrollY * PARALLAX_RATE}px, 0)`;
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(move);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <section className="banner" aria-labelledby="banner-title">
      <div ref={layer} className="banner__image" style={imageUrl ? { backgroundImage: `url(${JSON.stringify(imageUrl)})` } : undefined} aria-hidden />
      <div className="banner__content">
        <p className="kicker hidden text-white/80 md:block">{intl.formatMessage({ id: 'banner.kicker' })}</p>
        <p id="banner-title" className="truncate font-display text-lg leading-tight md:whitespace-normal md:text-4xl lg:text-5xl">
          {intl.formatMessage({ id: 'banner.title' })}
        </p>
      </div>
    </section>
  );
}
