import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import type { Cloth } from '../api/listClothes';

const COAT: Cloth = {
  id: 'c9',
  brandId: 'b1',
  brandName: 'Casa Luna',
  name: 'Wool coat',
  names: { es: 'Abrigo de lana', en: 'Wool coat' },
  typeId: '1',
  categoryId: 'abrigos',
  seasons: ['invierno'],
  eventIds: [],
  gender: 'mujer',
  sizes: ['M', 'L'],
  weather: [],
  tags: [],
  colors: ['camel'],
  colorTemperature: 'warm',
  style: 'clasico',
  description: null,
  url: 'https://casaluna.example/abrigo',
  currency: 'EUR',
  price: 320,
  discountedPrice: 249.9,
  discountEnabled: true,
  visible: true,
  images: [
    { name: 'a.webp', thumb: 'a-t.webp', url: '/images/a.webp', thumbUrl: '/images/a-t.webp' },
    { name: 'b.webp', thumb: 'b-t.webp', url: '/images/b.webp', thumbUrl: '/images/b-t.webp' },
  ],
  revision: 2,
};
const term = (id: string, name: string) => ({ id, name, names: { es: name } });
const TAXONOMY = {
  types: [term('1', 'Clothes')],
  categories: [{ ...term('abrigos', 'Coats'), typeId: '1' }],
  events: [],
  genders: [term('mujer', 'Women')],
  seasons: [term('invierno', 'Winter')],
  weather: [],
  colors: [term('camel', 'Camel brown')],
  styles: [term('clasico', 'Classic')],
};
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

describe('cloth page', () => {
  it('shows every image, the prices in its currency, its facts, a counted brand link and the way out to buy', async () => {
    const { api, location } = await renderApp('/cloth/c9', {
      routes: {
        'GET /api/clothes/c9': () => json(200, COAT),
        'GET /api/categories/data/': () => json(200, TAXONOMY),
        'POST /api/brands/b1/click': () => new Response(null, { status: 204 }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Wool coat' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Images' })).getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([
      '/images/a.webp',
      '/images/b.webp',
    ]);
    const article = screen.getByRole('article', { name: 'Wool coat' });
    expect(plain(article.textContent)).toContain('EUR 320,00');
    expect(plain(article.textContent)).toContain('EUR 249,90');
    await waitFor(() => expect(article.textContent).toContain('Coats'));
    expect(article.textContent).toContain('Winter');
    // Colours and style are term ids, shown by their names in the reader's language.
    expect(article.textContent).toContain('Camel brown');
    expect(article.textContent).toContain('Classic');
    const buy = screen.getByRole('link', { name: 'View at Casa Luna' });
    // Out through Vitrina, which counts it for the brand and redirects to the cloth's own URL.
    expect([buy.getAttribute('href'), buy.getAttribute('target'), buy.getAttribute('rel')]).toEqual([
      '/api/clothes/c9/out',
      '_blank',
      'noopener noreferrer',
    ]);

    await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'Casa Luna' }));
    await waitFor(() => expect(location()).toBe('/login?next=%2Fbrand%2Fb1'));
    expect(api.requests.some((request) => request.method === 'POST' && request.url.pathname === '/api/brands/b1/click')).toBe(true);
  });

  it('says a hidden or missing cloth is not available', async () => {
    await renderApp('/cloth/nope', { routes: { 'GET /api/clothes/nope': () => json(404, { code: 'CLOTH_NOT_FOUND', message: 'No such cloth' }) } });
    expect((await screen.findByRole('alert')).textContent).toBe('This cloth is not available.');
  });
});
