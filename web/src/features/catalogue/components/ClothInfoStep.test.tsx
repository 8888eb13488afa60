import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { Taxonomy } from '../../../lib/taxonomy';
import { bodyOf, emptyDraft, type ClothDraft } from '../clothForm';
import { ClothInfoStep } from './ClothInfoStep';

const TAXONOMY: Taxonomy = { types: [], categories: [], events: [], genders: [], seasons: [], weather: [], colors: [], styles: [], materials: [] };
let latest: ClothDraft = emptyDraft();

function Step({ start }: { start: ClothDraft }) {
  const [draft, setDraft] = useState(start);
  latest = draft;
  return <ClothInfoStep draft={draft} taxonomy={TAXONOMY} brands={null} errors={{}} onChange={(change) => setDraft((before) => ({ ...before, ...change }))} />;
}

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

describe('stock in the cloth form', () => {
  it('offers the listed sizes to mark sold out, and the whole cloth', async () => {
    await renderWithProviders(<Step start={{ ...emptyDraft(), sizes: 'S, M, L' }} />);
    const user = userEvent.setup({ delay: null });
    const stock = screen.getByRole('group', { name: 'Stock' });
    const sizes = within(stock).getByRole('group', { name: 'Sold-out sizes' });
    expect(
      within(sizes)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['S', 'M', 'L']);
    await user.click(within(sizes).getByRole('checkbox', { name: 'M' }));
    expect(bodyOf(latest, 'en').stock).toEqual({ soldOut: false, soldOutSizes: ['M'] });
    await user.click(within(stock).getByRole('checkbox', { name: 'Sold out: it cannot be bought now' }));
    expect(bodyOf(latest, 'en').stock).toEqual({ soldOut: true, soldOutSizes: ['M'] });

    // A size taken out of the list takes its mark with it.
    const field = screen.getByRole('textbox', { name: /^Sizes/ });
    await user.clear(field);
    await user.type(field, 'S, L');
    expect(within(screen.getByRole('group', { name: 'Sold-out sizes' })).getAllByRole('checkbox')).toHaveLength(2);
    expect(bodyOf(latest, 'en').stock).toEqual({ soldOut: true, soldOutSizes: [] });
  });

  it('says to list sizes first when there are none', async () => {
    await renderWithProviders(<Step start={emptyDraft()} />);
    expect(screen.queryByRole('group', { name: 'Sold-out sizes' })).toBeNull();
    expect(screen.getByText('List the sizes above to mark one sold out.')).toBeTruthy();
  });
});
