import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clothPage } from '../../../test/answers';
import { json } from '../../../test/fakeApi';
import { followsServer } from '../../../test/followsApi';
import { renderApp } from '../../../test/renderApp';
import type { PublicCloth } from '../api/getPublicCloth';

const COAT: PublicCloth = clothPage({
  id: 'c9',
  name: 'Wool coat',
  names: { es: 'Abrigo de lana', en: 'Wool coat' },
  categoryId: 'abrigos',
  // Its terms, then its price: in euros and discounted, as the page's price test expects.
  seasons: ['invierno'],
  sizes: ['M', 'L'],
  colors: ['camel'],
  colorTemperature: 'warm',
  style: 'clasico',
  materials: ['lana', 'cachemira'],
  currency: 'EUR',
  price: 320,
  discountedPrice: 249.9,
  discountEnabled: true,
  url: 'https://casaluna.example/abrigo',
  images: [
    { name: 'a.webp', thumb: 'a-t.webp', url: '/images/a.webp', thumbUrl: '/images/a-t.webp' },
    { name: 'b.webp', thumb: 'b-t.webp', url: '/images/b.webp', thumbUrl: '/images/b-t.webp' },
  ],
  revision: 2,
});
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
  materials: [term('lana', 'Wool'), term('cachemira', 'Cashmere')],
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
    const gallery = screen.getByRole('region', { name: 'Images' });
    expect(
      within(gallery)
        .getAllByRole('img', { hidden: true })
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/images/a.webp', '/images/b.webp']);
    const article = screen.getByRole('article', { name: 'Wool coat' });
    expect(plain(article.textContent)).toContain('€320');
    expect(plain(article.textContent)).toContain('€249.90');
    await waitFor(() => expect(article.textContent).toContain('Coats'));
    expect(article.textContent).toContain('Winter');
    // Colours, style and materials are term ids, shown by their names in the reader's language.
    expect(article.textContent).toContain('Camel brown');
    expect(article.textContent).toContain('Classic');
    expect(article.textContent).toContain('Wool, Cashmere');
    const buy = within(article).getByRole('link', { name: 'View at Casa Luna' });
    // Out through Vitrina, which counts it for the brand and redirects to the cloth's own URL.
    expect([buy.getAttribute('href'), buy.getAttribute('target'), buy.getAttribute('rel')]).toEqual(['/api/clothes/c9/out', '_blank', 'noopener noreferrer']);

    await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'Casa Luna' }));
    await waitFor(() => expect(location()).toBe('/login?next=%2Fbrand%2Fb1'));
    expect(api.requests.some((request) => request.method === 'POST' && request.url.pathname === '/api/brands/b1/click')).toBe(true);
  });

  it('shows its description in the reader’s language, its brand’s name and logo, more from the brand, similar clothes and reviews', async () => {
    const summary = (id: string, name: string, brand = { id: 'b1', name: 'Casa Luna' }) => ({
      id,
      name,
      brand,
      price: 100,
      currency: 'EUR',
      discountedPrice: null,
      image: { url: `/images/${id}.webp`, thumbUrl: `/images/${id}-t.webp` },
      inStock: true,
    });
    const logo = { name: 'l.webp', thumb: 'l-t.webp', url: '/images/l.webp', thumbUrl: '/images/l-t.webp' };
    await renderApp('/cloth/c9', {
      routes: {
        'GET /api/clothes/c9': () =>
          json(200, {
            ...COAT,
            brandName: 'Casa Luna',
            description: { es: 'Abrigo cálido de lana.', en: 'A warm wool coat.' },
            brand: { id: 'b1', name: 'Casa Luna', logo },
          }),
        'GET /api/categories/data/': () => json(200, TAXONOMY),
        'GET /api/clothes/c9/more-from-brand': () => json(200, { items: [summary('c1', 'Linen dress')] }),
        'GET /api/clothes/c9/similar': () => json(200, { items: [summary('c5', 'Camel coat', { id: 'b2', name: 'Sur' })] }),
        'GET /api/recommendations': (request) =>
          request.url.searchParams.get('clothId') === 'c9'
            ? json(200, {
                items: [
                  {
                    cloth: summary('c9', 'Wool coat'),
                    influencer: { id: 'u1', username: 'martina', name: 'Martina Paz' },
                    review: 'My winter favourite.',
                    recommendedAt: '2026-11-01T10:00:00.000Z',
                  },
                ],
              })
            : json(200, { items: [] }),
      },
    });
    expect(await screen.findByText('A warm wool coat.')).toBeTruthy();
    const brandLink = screen.getByRole('link', { name: 'Casa Luna logo Casa Luna' });
    expect(brandLink.getAttribute('href')).toBe('/brand/b1');
    expect(within(brandLink).getByRole('img').getAttribute('src')).toBe('/images/l-t.webp');
    const more = await screen.findByRole('list', { name: 'More from Casa Luna' });
    expect(within(more).getByRole('link', { name: 'Linen dress' }).getAttribute('href')).toBe('/cloth/c1');
    const similar = await screen.findByRole('list', { name: 'Similar clothes' });
    expect(within(similar).getByRole('link', { name: 'Camel coat' }).getAttribute('href')).toBe('/cloth/c5');
    const reviews = await screen.findByRole('list', { name: 'What influencers say' });
    expect(reviews.textContent).toContain('“My winter favourite.”');
    expect(reviews.textContent).toContain('Martina Paz (@martina)');
  });

  it('marks a sold-out cloth and strikes through its sold-out sizes, saying so to screen readers', async () => {
    const routes = (cloth: Partial<PublicCloth>) => ({
      'GET /api/clothes/c9': () => json(200, { ...COAT, sizes: ['S', 'M', 'L'], ...cloth }),
      'GET /api/categories/data/': () => json(200, TAXONOMY),
      'GET /api/clothes/c9/more-from-brand': () => json(200, { items: [] }),
      'GET /api/clothes/c9/similar': () => json(200, { items: [] }),
      'GET /api/recommendations': () => json(200, { items: [] }),
    });
    const view = await renderApp('/cloth/c9', { routes: routes({ stock: { soldOut: false, soldOutSizes: ['M'] }, inStock: true }) });
    await screen.findByRole('heading', { level: 1, name: 'Wool coat' });
    const sizes = screen.getByRole('list', { name: 'Choose your size' });
    expect(
      within(sizes)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Size S (US 4)', 'Size M (US 6), sold out: notify me when it is back', 'Size L (US 8)']);
    expect(within(sizes).getByText('M').tagName).toBe('S');
    expect(screen.getByText(/^Struck-through sizes are sold out/)).toBeTruthy();
    expect(screen.queryByText('Sold out')).toBeNull();
    view.unmount();

    await renderApp('/cloth/c9', { routes: routes({ stock: { soldOut: true, soldOutSizes: [] }, inStock: false }) });
    await screen.findByRole('heading', { level: 1, name: 'Wool coat' });
    expect(screen.getByText('Sold out')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Choose your size' }))
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Size S (US 4), sold out: notify me when it is back',
      'Size M (US 6), sold out: notify me when it is back',
      'Size L (US 8), sold out: notify me when it is back',
    ]);
    // A guest is asked to sign in for "notify me" on the sold-out cloth.
    expect(screen.getByText('This piece is sold out.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?next=%2Fcloth%2Fc9');
    // Still the way to the brand's shop.
    expect(screen.getAllByRole('link', { name: 'View at Casa Luna' }).length).toBeGreaterThan(0);
  });

  it('converts its sizes to the reader’s system by the brand’s chart, picks one, and opens the chart as the size guide', async () => {
    window.localStorage.removeItem('vitrina.sizeSystem');
    const chart = {
      kind: 'women-clothing',
      system: 'AR',
      rows: [
        { size: '38', measures: { bust: 88, waist: 68 }, equivalents: { US: '4' } },
        { size: '40', measures: { bust: 92, waist: 72 }, equivalents: { US: '6' } },
        { size: '42', measures: { bust: 96, waist: 76 }, equivalents: {} },
      ],
    };
    await renderApp('/cloth/c9', {
      routes: {
        'GET /api/clothes/c9': () =>
          json(200, { ...COAT, sizes: ['38', '40', '42'], stock: { soldOut: false, soldOutSizes: ['42'] }, inStock: true, sizeChart: chart }),
        'GET /api/categories/data/': () => json(200, TAXONOMY),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Wool coat' });
    const user = userEvent.setup({ delay: null });
    // English reads US sizes by default: the brand's own equivalents, then the standard table's (AR 42 is US 8).
    const system = screen.getByRole('combobox', { name: 'Sizes in' });
    expect((system as HTMLSelectElement).value).toBe('US');
    const sizes = screen.getByRole('list', { name: 'Choose your size' });
    expect(
      within(sizes)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Size 4 (the brand calls it 38)', 'Size 6 (the brand calls it 40)', 'Size 8 (the brand calls it 42), sold out: notify me when it is back']);
    await user.click(within(sizes).getByRole('button', { name: 'Size 6 (the brand calls it 40)' }));
    expect(within(sizes).getByRole('button', { name: 'Size 6 (the brand calls it 40)' }).getAttribute('aria-pressed')).toBe('true');
    expect(plain(screen.getByText(/^Size chosen: 6/).textContent)).toBe('Size chosen: 6 · Bust 92 cm · Waist 72 cm');
    // Another system, remembered.
    await user.selectOptions(system, 'IT');
    expect(within(sizes).getAllByRole('button')[0]!.getAttribute('aria-label')).toBe('Size 42 (the brand calls it 38)');
    expect(window.localStorage.getItem('vitrina.sizeSystem')).toBe('IT');

    await user.click(screen.getByRole('button', { name: 'Size guide' }));
    const guide = await screen.findByRole('dialog', { name: 'Size guide · Casa Luna' });
    expect(guide.textContent).toContain('Casa Luna’s sizes for Coats');
    const rows = within(guide)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    // Bust, waist, then EU, US, UK, IT, FR, letters.
    expect(rows.slice(1)).toEqual([
      ['88', '68', '36', '4', '8', '42', '38', 'S'],
      ['92', '72', '38', '6', '10', '44', '40', 'M'],
      ['96', '76', '40', '8', '12', '46', '42', 'L'],
    ]);
    await user.click(within(guide).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lets a signed-in shopper ask to be notified of a sold-out size, and cancel it', async () => {
    const alerts: Array<{ clothId: string; size: string | null }> = [];
    const { api } = await renderApp('/cloth/c9', {
      stored: { user: 'ana', type: 'USER', emailVerified: true, email: 'ana@example.com' },
      routes: {
        'GET /api/clothes/c9': () => json(200, { ...COAT, sizes: ['M', 'L'], stock: { soldOut: false, soldOutSizes: ['L'] }, inStock: true }),
        'GET /api/categories/data/': () => json(200, TAXONOMY),
        'GET /api/stock-alerts': () => json(200, { items: alerts.map((alert) => ({ ...alert, requestedAt: '2026-12-01T10:00:00.000Z' })) }),
        'POST /api/stock-alerts': (request) => {
          alerts.push(request.body as { clothId: string; size: string | null });
          return json(200, { ...alerts[0], requestedAt: '2026-12-01T10:00:00.000Z' });
        },
        'DELETE /api/stock-alerts': () => {
          alerts.splice(0);
          return new Response(null, { status: 204 });
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Wool coat' });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Size L (US 8), sold out: notify me when it is back' }));
    expect(screen.getByText('Size L is sold out.')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Notify me when it is back' }));
    expect(await screen.findByText('We will email you when size L is back.')).toBeTruthy();
    expect(alerts).toEqual([{ clothId: 'c9', size: 'L' }]);
    await user.click(screen.getByRole('button', { name: 'Cancel the alert' }));
    expect(await screen.findByRole('button', { name: 'Notify me when it is back' })).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'DELETE').map((request) => request.url.pathname)).toEqual(['/api/stock-alerts']);
  });

  it('falls back to the Spanish description, and shows no rows or reviews where there are none', async () => {
    await renderApp('/cloth/c9', {
      routes: {
        'GET /api/clothes/c9': () => json(200, { ...COAT, description: { es: 'Abrigo cálido de lana.' } }),
        'GET /api/categories/data/': () => json(200, TAXONOMY),
        'GET /api/clothes/c9/more-from-brand': () => json(200, { items: [] }),
        'GET /api/clothes/c9/similar': () => json(200, { items: [] }),
        'GET /api/recommendations': () => json(200, { items: [] }),
      },
    });
    expect(await screen.findByText('Abrigo cálido de lana.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Similar clothes' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'What influencers say' })).toBeNull();
  });

  it('steps through the photos with the thumbnails and arrow keys, and zooms one until Escape', async () => {
    await renderApp('/cloth/c9', { routes: { 'GET /api/clothes/c9': () => json(200, COAT), 'GET /api/categories/data/': () => json(200, TAXONOMY) } });
    const user = userEvent.setup({ delay: null });
    const gallery = await screen.findByRole('region', { name: 'Images' });
    const thumb = (n: number) => screen.getByRole('button', { name: `Show image ${n} of 2` });
    expect(thumb(1).getAttribute('aria-current')).toBe('true');
    await user.click(thumb(2));
    expect(thumb(2).getAttribute('aria-current')).toBe('true');
    gallery.focus();
    await user.keyboard('{ArrowLeft}');
    expect(thumb(1).getAttribute('aria-current')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(thumb(2).getAttribute('aria-current')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Zoom into image 2 of 2' }));
    const zoom = await screen.findByRole('dialog', { name: 'Wool coat, image 2' });
    expect(within(zoom).getByRole('img').getAttribute('src')).toBe('/images/b.webp');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers to follow the brand beside its name', async () => {
    const follows = followsServer({ brands: { b1: { name: 'Casa Luna', followers: 41 } } });
    await renderApp('/cloth/c9', {
      stored: { user: 'ana', type: 'USER' },
      routes: { 'GET /api/clothes/c9': () => json(200, COAT), 'GET /api/categories/data/': () => json(200, TAXONOMY), ...follows.routes },
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Wool coat' });
    const header = heading.closest('header')!;
    const follow = await within(header).findByRole('button', { name: 'Follow Casa Luna', pressed: false });
    expect(within(header).getByText('41 followers')).toBeTruthy();
    await waitFor(() => expect(follow).toHaveProperty('disabled', false));
    await userEvent.setup({ delay: null }).click(follow);
    await within(header).findByRole('button', { name: 'Following Casa Luna', pressed: true });
    expect(follows.state.following).toEqual(['brand:b1']);
  });

  it('says a hidden or missing cloth is no longer available, with the ways on', async () => {
    await renderApp('/cloth/nope', { routes: { 'GET /api/clothes/nope': () => json(404, { code: 'CLOTH_NOT_FOUND', message: 'No such cloth' }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'This item is no longer available' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search clothes' }).getAttribute('href')).toBe('/search');
  });
});
