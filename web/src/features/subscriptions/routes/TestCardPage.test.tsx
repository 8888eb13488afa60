import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import type { TestSubscription } from '../api/getTestSubscription';

const ID = 'tsub_5b0c9f1e-0000-4000-8000-000000000004';
const API = `/api/payments/test/subscriptions/${ID}`;
const BRAND = { user: 'casa-luna', type: 'BRAND', userId: 'u3', email: 'hola@casaluna.com', emailVerified: true } as const;
const pastDue: TestSubscription = {
  id: ID,
  reference: 'b1',
  plan: { tier: 'PRO', billingCycle: 'MONTHLY', amount: 29, currency: 'USD' },
  card: 'fails_renewal',
  status: 'past_due',
  periodEnd: '2026-12-25T10:00:00.000Z',
};

async function openCard(after: TestSubscription['status']) {
  const app = await renderApp(`/checkout/test/card/${ID}`, {
    stored: { user: BRAND.user, type: BRAND.type },
    server: BRAND,
    routes: {
      [`GET ${API}`]: () => json(200, pastDue),
      [`POST ${API}/card`]: () => json(200, { ...pastDue, card: 'ok', status: after }),
    },
  });
  await screen.findByRole('heading', { level: 1, name: 'Your card' });
  return { ...app, user: userEvent.setup({ delay: null }) };
}

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

describe('the test card page', () => {
  it('pays a failed renewal with the card chosen, and says the plan is active again', async () => {
    const { user, api } = await openCard('active');
    await screen.findByRole('button', { name: /with this card$/ });
    expect(screen.getByText(/last renewal of your Pro plan .* failed/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Pay \$29 with this card$/ }));
    expect(await screen.findByText('Done: your plan is paid and active.')).toBeTruthy();
    await waitFor(() => expect(api.requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([{ card: 'ok' }]));
  });

  it('says so when the new card is declined too', async () => {
    const { user } = await openCard('past_due');
    await screen.findByRole('button', { name: /with this card$/ });
    await user.click(screen.getByRole('radio', { name: /Declined$/ }));
    await user.click(screen.getByRole('button', { name: /with this card$/ }));
    expect(await screen.findByText('Your card was declined. Try another card.')).toBeTruthy();
  });
});
