import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { NewsSlide } from '../api/newsSlide';
import { ADVANCE_MS, NewsCarousel } from './NewsCarousel';

const slide = (id: string, clothId: string, name: string, order: number): NewsSlide => ({
  id,
  cloth: { id: clothId, name, brand: { id: 'b1', name: 'Casa Luna' }, price: 12500, currency: 'ARS', discountedPrice: null, image: null, inStock: true },
  image: { url: `/images/${id}.webp`, thumbUrl: `/images/${id}-t.webp` },
  visible: true,
  order,
});
// The api's order, which is not the order of the ids or the names.
const SLIDES = [slide('s3', 'c3', 'Silk scarf', 0), slide('s1', 'c1', 'Linen dress', 1), slide('s2', 'c2', 'Wool coat', 2)];

async function showCarousel(slides: NewsSlide[] = SLIDES) {
  const view = await renderWithProviders(<NewsCarousel />, { routes: { 'GET /api/news': () => json(200, { items: slides }) } });
  return { ...view, user: userEvent.setup({ delay: null }) };
}
/** The slide on show: the one group not hidden. */
const shown = () => screen.getByRole('group');
const dots = () => within(screen.getByRole('list', { name: 'Choose a slide' })).getAllByRole('button');
const advance = () => act(() => vi.advanceTimersByTime(ADVANCE_MS));

beforeEach(() => {
  window.localStorage.setItem('user-lang', 'en');
  // Only the carousel's interval is faked; the data layer keeps its real timers.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => vi.useRealTimers());

describe('news carousel', () => {
  it('shows the slides in the order the api gives, each leading to its cloth, with previous, next and dots', async () => {
    const { user } = await showCarousel();
    const carousel = await screen.findByRole('region', { name: 'News' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(dots().map((dot) => dot.getAttribute('aria-label'))).toEqual(['Show 1: Silk scarf', 'Show 2: Linen dress', 'Show 3: Wool coat']);
    expect(within(shown()).getByRole('link', { name: 'Silk scarf' }).getAttribute('href')).toBe('/cloth/c3');
    expect(shown().getAttribute('aria-label')).toBe('1 of 3');

    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(within(shown()).getByRole('link').textContent).toBe('Linen dress');
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(within(shown()).getByRole('link').textContent).toBe('Wool coat');
    await user.click(dots()[1] as HTMLElement);
    expect(within(shown()).getByRole('link').textContent).toBe('Linen dress');
    expect(dots().map((dot) => dot.getAttribute('aria-current'))).toEqual([null, 'true', null]);
  });

  it('moves on by itself every few seconds, but not while the pointer is on it', async () => {
    await showCarousel();
    const carousel = await screen.findByRole('region', { name: 'News' });
    advance();
    expect(within(shown()).getByRole('link').textContent).toBe('Linen dress');
    fireEvent.mouseEnter(carousel);
    advance();
    advance();
    expect(within(shown()).getByRole('link').textContent).toBe('Linen dress');
    fireEvent.mouseLeave(carousel);
    advance();
    expect(within(shown()).getByRole('link').textContent).toBe('Wool coat');
    advance();
    expect(within(shown()).getByRole('link').textContent).toBe('Silk scarf');
  });

  it('stays still while the focus is inside it, and once the reader pauses it', async () => {
    const { user } = await showCarousel();
    await screen.findByRole('region', { name: 'News' });
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    advance();
    expect(within(shown()).getByRole('link').textContent).toBe('Silk scarf');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => (document.activeElement as HTMLElement).blur());
    advance();
    expect(within(shown()).getByRole('link').textContent).toBe('Silk scarf');
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('never turns by itself when the reader prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    await showCarousel();
    await screen.findByRole('region', { name: 'News' });
    advance();
    advance();
    expect(within(shown()).getByRole('link').textContent).toBe('Silk scarf');
  });

  it('is not there at all when no slide is visible', async () => {
    const { api } = await showCarousel([]);
    await vi.waitFor(() => expect(api.requests.some((request) => request.url.pathname === '/api/news')).toBe(true));
    // Long enough for the answer to be read and rendered, had it held slides.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.body.textContent).toBe('');
  });
});
