import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { PRICE_SETTLE_MS, PriceRange } from './PriceRange';

type Range = { min: number | null; max: number | null };

function Filter({ seen }: { seen: Range[] }) {
  const [value, setValue] = useState<Range>({ min: null, max: null });
  return (
    <PriceRange
      bounds={{ min: 1000, max: 11000 }}
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

const slider = (name: string) => screen.getByRole('slider', { name }) as HTMLInputElement;

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

describe('PriceRange', () => {
  it('is two keyboard sliders on one track, each saying its price, filtering once settled', async () => {
    const seen: Range[] = [];
    await renderWithProviders(<Filter seen={seen} />);
    const min = slider('Minimum price');
    const max = slider('Maximum price');
    expect([min.min, min.max, min.step, min.value]).toEqual(['1000', '11000', '100', '1000']);
    expect(max.value).toBe('11000');

    // What the browser does for an arrow key on a slider: one step, then a change.
    min.focus();
    fireEvent.change(min, { target: { value: String(Number(min.value) + Number(min.step)) } });
    fireEvent.change(min, { target: { value: String(Number(min.value) + Number(min.step)) } });
    expect(min.value).toBe('1200');
    expect(min.getAttribute('aria-valuetext')).toContain('1,200');

    await waitFor(() => expect(seen).toEqual([{ min: 1200, max: null }]), { timeout: PRICE_SETTLE_MS * 5 });
    // The chosen stretch is drawn from 2 % to 100 % of the track.
    const track = min.closest('.price-range') as HTMLElement;
    expect(track.style.getPropertyValue('--low')).toBe('2%');
    expect(track.style.getPropertyValue('--high')).toBe('100%');
  });

  it('never lets the thumbs cross: End on the lower one stops at the upper one', async () => {
    const seen: Range[] = [];
    await renderWithProviders(<Filter seen={seen} />);
    const min = slider('Minimum price');
    const max = slider('Maximum price');
    fireEvent.change(max, { target: { value: '5000' } });
    fireEvent.change(min, { target: { value: '11000' } });
    expect(min.value).toBe('5000');
    expect(max.value).toBe('5000');
    await waitFor(() => expect(seen.at(-1)).toEqual({ min: 5000, max: 5000 }), { timeout: PRICE_SETTLE_MS * 5 });
  });
});
