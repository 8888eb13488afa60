import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../i18n/messages';
import type { ClothCardData } from '../lib/clothSummary';
import { ClothCard } from './ClothCard';
import { ClothGrid } from './ClothGrid';

const CLOTH: ClothCardData = {
  id: 'c1',
  name: 'Vestido de lino',
  brandName: 'Lino',
  price: 40,
  currency: 'EUR',
  discountedPrice: null,
  imageUrl: '/images/c1.webp',
  thumbUrl: '/images/c1-thumb.webp',
};

async function renderCards(element: ReactElement) {
  const messages = await loadMessages('es');
  const view = render(
    <IntlProvider locale="es" messages={messages}>
      <MemoryRouter>{element}</MemoryRouter>
    </IntlProvider>,
  );
  return [...view.container.querySelectorAll('img')];
}

async function renderCard(cloth: ClothCardData, language: 'es' | 'en' | 'it' | 'fr' = 'es') {
  const messages = await loadMessages(language);
  return render(
    <IntlProvider locale={language} messages={messages}>
      <MemoryRouter>
        <ClothCard cloth={cloth} href="/cloth/c1" />
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('a sold-out cloth’s card', () => {
  it.each([
    ['es', 'Agotado'],
    ['en', 'Sold out'],
    ['it', 'Esaurito'],
    ['fr', 'Épuisé'],
  ] as const)('stays listed, marked %s as "%s"', async (language, text) => {
    const view = await renderCard({ ...CLOTH, soldOut: true }, language);
    const card = view.getByRole('article', { name: 'Vestido de lino' });
    expect(card.textContent).toContain(text);
    expect(view.getByRole('link', { name: 'Vestido de lino' }).getAttribute('href')).toBe('/cloth/c1');
  });

  it('has no mark while something can be bought', async () => {
    const view = await renderCard(CLOTH);
    expect(view.queryByText('Agotado')).toBeNull();
    view.unmount();
    expect((await renderCard({ ...CLOTH, soldOut: false })).queryByText('Agotado')).toBeNull();
  });
});

describe('cloth card image', () => {
  it('offers the thumbnail, the middle size and the full size, with its size known before it loads', async () => {
    const [image] = await renderCards(<ClothCard cloth={{ ...CLOTH, middleUrl: '/images/c1-middle.webp' }} href="/cloth/c1" />);
    expect(image?.getAttribute('src')).toBe('/images/c1.webp');
    expect(image?.getAttribute('srcset')).toBe('/images/c1-thumb.webp 288w, /images/c1-middle.webp 432w, /images/c1.webp 864w');
    // The card's width in a grid across the page, margins and gaps taken off (Playwright checks which file loads).
    expect(image?.getAttribute('sizes')).toBe(
      '(min-width: 1280px) 296px, (min-width: 1024px) calc(25vw - 24px), (min-width: 640px) calc(33.3vw - 27px), calc(50vw - 30px)',
    );
    expect(image?.getAttribute('width')).toBe('864');
    expect(image?.getAttribute('height')).toBe('1376');
    expect(image?.getAttribute('loading')).toBe('lazy');
  });

  it('offers the two sizes of an image stored before middle sizes were made', async () => {
    for (const middleUrl of [undefined, null]) {
      const [image] = await renderCards(<ClothCard cloth={{ ...CLOTH, middleUrl }} href="/cloth/c1" />);
      expect(image?.getAttribute('srcset')).toBe('/images/c1-thumb.webp 288w, /images/c1.webp 864w');
      expect(image?.getAttribute('sizes')).toBe(
        '(min-width: 1280px) 296px, (min-width: 1024px) calc(25vw - 24px), (min-width: 640px) calc(33.3vw - 27px), calc(50vw - 30px)',
      );
    }
  });

  it('says a six-column grid’s card width (the profile’s lists), and takes a grid’s own where it is given', async () => {
    const [six] = await renderCards(<ClothGrid label="Ropa" clothes={[CLOTH]} columns={6} />);
    expect(six?.getAttribute('sizes')).toBe(
      '(min-width: 1280px) 192px, (min-width: 1024px) calc(16.7vw - 21px), (min-width: 640px) calc(33.3vw - 27px), calc(50vw - 30px)',
    );
    const [given] = await renderCards(<ClothGrid label="Ropa" clothes={[CLOTH]} sizes="100px" />);
    expect(given?.getAttribute('sizes')).toBe('100px');
  });

  it('has no srcset without a thumbnail', async () => {
    const [image] = await renderCards(<ClothCard cloth={{ ...CLOTH, thumbUrl: null }} />);
    expect(image?.getAttribute('srcset')).toBeNull();
    expect(image?.getAttribute('sizes')).toBeNull();
    expect(image?.getAttribute('width')).toBe('864');
  });

  it('loads the first row of a grid at once and the rest when scrolled near', async () => {
    const clothes = Array.from({ length: 6 }, (_, i) => ({ ...CLOTH, id: `c${i}` }));
    const images = await renderCards(<ClothGrid label="Ropa" clothes={clothes} />);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(images[4]?.getAttribute('fetchpriority')).toBeNull();
  });
});
