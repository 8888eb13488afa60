import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/fakeApi';
import type { RecordedRequest } from '../../../test/fakeApi';
import { followsServer } from '../../../test/followsApi';
import { clothView } from '../../../test/answers';
import { magazineItem } from '../../../test/magazine';
import { renderApp } from '../../../test/renderApp';

const cloth = (id: string, name: string, discountedPrice: number | null = null) =>
  clothView({
    id,
    name,
    price: 10000,
    discountedPrice,
    discountEnabled: discountedPrice !== null,
    effectivePrice: discountedPrice ?? 10000,
    images: [
      {
        name: `${id}.webp`,
        middle: `${id}-m.webp`,
        thumb: `${id}-t.webp`,
        url: `/images/${id}.webp`,
        middleUrl: `/images/${id}-m.webp`,
        thumbUrl: `/images/${id}-t.webp`,
      },
    ],
  });

function brand(request: RecordedRequest) {
  const page = Number(request.url.searchParams.get('page'));
  return {
    id: 'b1',
    name: 'Casa Luna S.A.',
    brand: 'Casa Luna',
    description: 'Linen and wool from Patagonia.',
    location: 'Bariloche',
    prestige: 40,
    offers: [cloth('c1', 'Linen dress', 7900)],
    logo: { name: 'l.webp', thumb: 'l-t.webp', url: '/images/l.webp', thumbUrl: '/images/l-t.webp' },
    magazine: [
      magazineItem({
        description: 'Our winter in the south.',
        descriptions: { es: 'Nuestro invierno en el sur.', en: 'Our winter in the south.' },
        url: 'https://casaluna.example/invierno',
        publishedAt: '2026-10-01T10:00:00.000Z',
      }),
    ],
    clothes: { items: page === 1 ? [cloth('c1', 'Linen dress', 7900), cloth('c2', 'Wool coat')] : [cloth('c3', 'Scarf')], total: 30, page, pageSize: 24 },
  };
}

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

describe('brand page', () => {
  it('offers to follow the brand, with how many do', async () => {
    const follows = followsServer({ brands: { b1: { name: 'Casa Luna', followers: 1 } }, following: [] });
    await renderApp('/brand/b1', {
      stored: { user: 'ana', type: 'USER' },
      routes: { 'GET /api/brands/b1': (request) => json(200, brand(request)), ...follows.routes },
    });
    const follow = await screen.findByRole('button', { name: 'Follow Casa Luna', pressed: false });
    expect(follow.textContent).toBe('Follow');
    await waitFor(() => expect(follow).toHaveProperty('disabled', false));
    expect(screen.getByTestId('follow-count').textContent).toBe('1 follower');
    await userEvent.setup({ delay: null }).click(follow);
    expect((await screen.findByRole('button', { name: 'Following Casa Luna', pressed: true })).textContent).toBe('Following');
    await waitFor(() => expect(screen.getByTestId('follow-count').textContent).toBe('2 followers'));
  });

  it('is headed by the brand name (not the legal name) with its logo, and shows its magazine entries', async () => {
    await renderApp('/brand/b1', { stored: { user: 'ana', type: 'USER' }, routes: { 'GET /api/brands/b1': (request) => json(200, brand(request)) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Casa Luna' })).toBeTruthy();
    expect(screen.queryByText('Casa Luna S.A.')).toBeNull();
    expect(screen.getByRole('img', { name: 'Casa Luna logo' }).getAttribute('src')).toBe('/images/l.webp');
    expect(screen.getByText('Bariloche')).toBeTruthy();
    const magazine = screen.getByRole('complementary');
    expect(within(magazine).getByRole('heading', { name: 'In the magazine' })).toBeTruthy();
    expect(within(magazine).getByText('Our winter in the south.')).toBeTruthy();
    expect(
      within(magazine)
        .getByRole('link', { name: /Visit Casa Luna/ })
        .getAttribute('href'),
    ).toBe('https://casaluna.example/invierno');
  });

  it('shows the brand, its offers and its clothes a page at a time', async () => {
    const { location } = await renderApp('/brand/b1', {
      stored: { user: 'ana', type: 'USER' },
      routes: { 'GET /api/brands/b1': (request) => json(200, brand(request)) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Casa Luna' })).toBeTruthy();
    expect(screen.getByText('Linen and wool from Patagonia.')).toBeTruthy();
    const offers = screen.getByRole('list', { name: 'Offers' });
    expect(
      within(offers)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Linen dress']);
    expect(offers.textContent?.replace(/\s/g, ' ')).toContain('ARS 7,900');
    // Its three sizes, for a card two to a row between the page's 16 px margins on a phone.
    const photo = offers.querySelector('article img');
    expect(photo?.getAttribute('srcset')).toBe('/images/c1-t.webp 288w, /images/c1-m.webp 432w, /images/c1.webp 864w');
    expect(photo?.getAttribute('sizes')).toBe(
      '(min-width: 1280px) 296px, (min-width: 1024px) calc(25vw - 24px), (min-width: 640px) calc(33.3vw - 27px), calc(50vw - 22px)',
    );
    const all = screen.getByRole('list', { name: 'All its clothes (30)' });
    expect(within(all).getByRole('link', { name: 'Wool coat' }).getAttribute('href')).toBe('/cloth/c2');

    await userEvent.setup({ delay: null }).click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/brand/b1?page=2'));
    expect(await screen.findByRole('link', { name: 'Scarf' })).toBeTruthy();
  });
});
