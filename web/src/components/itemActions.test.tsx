import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadMessages } from '../i18n/messages';
import { renderWithProviders } from '../test/renderWithProviders';
import { ClothCard } from './ClothCard';
import { ClothDetail } from './ClothDetail';
import { ItemActionsProvider } from './itemActions';
import type { ItemActionProps } from './itemActions';

const CLOTH = { id: 'c1', name: 'Linen dress', brandName: 'Lino', price: 40, currency: 'EUR', discountedPrice: null, imageUrl: null };
const DETAIL = { ...CLOTH, imageUrls: [], url: null, facts: [] };

function Probe({ id, type, label }: ItemActionProps) {
  return <button type="button">{`${type} ${id}: ${label}`}</button>;
}

async function renderBare(element: ReactNode) {
  const messages = await loadMessages('en');
  return render(
    <IntlProvider locale="en" messages={messages}>
      <MemoryRouter>{element}</MemoryRouter>
    </IntlProvider>,
  );
}

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

describe('item actions', () => {
  it('are nothing where no one gives them: cards and details stand alone', async () => {
    await renderBare(
      <>
        <ClothCard cloth={CLOTH} href="/cloth/c1" />
        <ClothDetail cloth={DETAIL} headingLevel={1} />
      </>,
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('render what the provider gives with the item, where the item can be acted on', async () => {
    await renderBare(
      <ItemActionsProvider actions={Probe}>
        <ClothCard cloth={CLOTH} href="/cloth/c1" />
        <ClothCard cloth={{ ...CLOTH, id: 'p1', name: 'Preview' }} />
        <ClothDetail cloth={DETAIL} headingLevel={1} />
        <ClothDetail cloth={{ ...DETAIL, id: 'p2', name: 'Embedded' }} />
      </ItemActionsProvider>,
    );
    const [card, preview] = screen.getAllByRole('article', { name: /Linen dress|Preview/ });
    expect(within(card!).getByRole('button').textContent).toBe('cloth c1: Linen dress');
    expect(within(preview!).queryByRole('button')).toBeNull();
    expect(within(screen.getByRole('article', { name: 'Embedded' })).queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['cloth c1: Linen dress', 'cloth c1: Linen dress']);
  });

  it('are the favourite heart in the app', async () => {
    await renderWithProviders(<ClothCard cloth={CLOTH} href="/cloth/c1" />);
    expect(await screen.findByRole('link', { name: 'Log in to add Linen dress to your favourites' })).toBeDefined();
  });
});
