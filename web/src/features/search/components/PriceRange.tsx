import { useEffect, useId, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { formatPrice } from '../../../lib/price';

interface Props {
  /** The cheapest and dearest price among the clothes the other filters find. */
  bounds: { min: number; max: number };
  value: { min: number | null; max: number | null };
  onChange: (value: { min: number | null; max: number | null }) => void;
}

/** Wait this long after the last move before searching, so a drag or held arrow key is one search, not fifty. */
export const PRICE_SETTLE_MS = 300;

/** Two thumbs on one track between the real lowest and highest price; at a bound, that side is not a filter at all. */
export function PriceRange({ bounds, value, onChange }: Props) {
  const intl = useIntl();
  const id = useId();
  const [low, setLow] = useState(value.min ?? bounds.min);
  const [high, setHigh] = useState(value.max ?? bounds.max);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    setLow(value.min ?? bounds.min);
    setHigh(value.max ?? bounds.max);
  }, [value.min, value.max, bounds.min, bounds.max]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const step = Math.max(1, Math.round((bounds.max - bounds.min) / 100));
  const settle = (nextLow: number, nextHigh: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => onChange({ min: nextLow > bounds.min ? nextLow : null, max: nextHigh < bounds.max ? nextHigh : null }),
      PRICE_SETTLE_MS,
    );
  };
  if (bounds.max <= bounds.min) return null;
  const at = (price: number) => ((price - bounds.min) / (bounds.max - bounds.min)) * 100;
  return (
    <fieldset className="border-b border-line pb-4">
      <legend className="kicker mb-2">{intl.formatMessage({ id: 'search.filters.price' })}</legend>
      <p className="mb-2 text-sm text-ink" aria-hidden>
        {formatPrice(low)} – {formatPrice(high)}
      </p>
      {/*
        Two native sliders on one track: each keeps its keyboard (arrows, Page Up/Down, Home/End), touch and
        screen-reader behaviour; only the thumbs take the pointer, so either can be dragged where they overlap.
      */}
      <div className="price-range" style={{ '--low': `${at(low)}%`, '--high': `${at(high)}%` } as CSSProperties}>
        <div className="price-range__track" aria-hidden />
        <Thumb
          id={`${id}-min`}
          label={intl.formatMessage({ id: 'search.filters.priceMin' })}
          bounds={bounds}
          step={step}
          value={low}
          // The lower thumb stays reachable when both sit at the top of the range.
          top={low >= bounds.max - step}
          onMove={(price) => {
            const next = Math.min(price, high);
            setLow(next);
            settle(next, high);
          }}
        />
        <Thumb
          id={`${id}-max`}
          label={intl.formatMessage({ id: 'search.filters.priceMax' })}
          bounds={bounds}
          step={step}
          value={high}
          onMove={(price) => {
            const next = Math.max(price, low);
            setHigh(next);
            settle(low, next);
          }}
        />
      </div>
    </fieldset>
  );
}

interface ThumbProps {
  id: string;
  label: string;
  bounds: Props['bounds'];
  step: number;
  value: number;
  /** Drawn over the other thumb. */
  top?: boolean;
  onMove: (price: number) => void;
}

/** One of the two sliders, named for screen readers, its value read as a price. */
function Thumb({ id, label, bounds, step, value, top, onMove }: ThumbProps) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="range"
        className="price-range__input"
        min={bounds.min}
        max={bounds.max}
        step={step}
        value={value}
        aria-valuetext={formatPrice(value)}
        data-top={top || undefined}
        onChange={(event) => onMove(Number(event.target.value))}
      />
    </>
  );
}
