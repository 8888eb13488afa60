import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/fakeApi';
import type { RecordedRequest } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

const cloth = (id: string, name: string, discountedPrice: number | null = null) => ({
  id,
  name,
  brandName: 'Casa Luna',
  price: 10000,
  currency: 'ARS',
  discountedPrice,
  discountEnabled: discountedPrice !== null,
  images: [{ url: `/images/${id}.webp`, thumbUrl: `/images/${id}-t.webp` }],
});

function brand(request: RecordedRequest) {
  const page = Number(request.url.searchParams.get('page'));
  return {
    id: 'b1',
    name: 'Casa Luna',
    brand: 'Casa Luna S.A.',
    description: 'Linen and wool from Patagonia.',
    location: 'Bariloche',
    prestige: 40,
    offers: [cloth('c1', 'Linen dress', 7900)],
    clothes: { items: page === 1 ? [cloth('c1', 'Linen dress', 7900), cloth('c2', 'Wool coat')] : [cloth('c3', 'Scarf')], total: 30, page, pageSize: 24 },
  };
}

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

describe('brand page', () => {
  it('shows the brand, its offers and its clothes a page at a time', async () => {
    const { location } = await renderApp('/brand/b1', {
      stored: { user: 'ana', type: 'USER' },
      routes: { 'GET /api/brands/b1': (request) => json(200, brand(request)) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Casa Luna' })).toBeTruthy();
    expect(screen.getByText('Linen and wool from Patagonia.')).toBeTruthy();
    const offers = screen.getByRole('list', { name: 'Offers' });
    expect(within(offers).getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Linen dress']);
    expect(offers.textContent?.replace(/\s/g, ' ')).toContain('$ 7.900,00');
    const all = screen.getByRole('list', { name: 'All its clothes (30)' });
    expect(within(all).getByRole('link', { name: 'Wool coat' }).getAttribute('href')).toBe('/cloth/c2');

    await userEvent.setup({ delay: null }).click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/brand/b1?page=2'));
    expect(await screen.findByRole('link', { name: 'Scarf' })).toBeTruthy();
  });
});
