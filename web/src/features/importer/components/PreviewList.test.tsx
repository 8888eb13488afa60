import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { Preview } from '../api/importer';
import { PreviewList } from './PreviewList';

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

const item = (name: string, price: number, salePrice: number | null) => ({
  key: `url:https://shop.example/${name}`,
  name,
  description: null,
  price,
  salePrice,
  currency: 'EUR',
  url: null,
  images: ['https://shop.example/a.jpg'],
  tags: [],
  sizes: [],
  colors: [],
  materials: [],
  sku: null,
});

describe('the preview', () => {
  it('shows a product on sale with its regular price struck through beside the sale’s, and one off sale with its price', async () => {
    const preview: Preview = {
      url: 'https://shop.example/',
      proposal: null,
      nextPage: null,
      limited: null,
      language: null,
      items: [
        { index: 0, item: item('Linen dress', 89, 66.75) },
        { index: 1, item: item('Scarf', 35, null) },
      ],
    };
    await renderWithProviders(<PreviewList preview={preview} />, { path: '/admin/importer' });
    const struck = await screen.findByText('€89.00');
    expect(struck.tagName).toBe('S');
    expect(screen.getByText('€66.75')).toBeTruthy();
    expect(screen.getByText('€35.00').tagName).toBe('P');
  });
});
