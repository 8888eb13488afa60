import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInMe } from '../../../test/answers';
import { json } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { clothFavourite } from '../testing';
import { FavouriteButton } from './FavouriteButton';

const ANA = signedInMe();
const signedIn = () => json(200, ANA);
const never = () => new Promise<Response>(() => {});

function deferred() {
  let answer: (response: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => (answer = resolve));
  return { promise, answer };
}

// The same cloth as a card and as its page would show it: two hearts over one cache.
const twoHearts = (
  <>
    <FavouriteButton id="c1" type="cloth" label="Linen dress" />
    <FavouriteButton id="c1" type="cloth" label="Linen dress" />
  </>
);

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));
afterEach(() => vi.restoreAllMocks());

describe('favourite button', () => {
  it('flips at once on every heart of the cloth, then keeps what the server confirms', async () => {
    const post = deferred();
    let list = [clothFavourite('c9', 'Wool coat')];
    const { api } = await renderWithProviders(twoHearts, {
      routes: { 'GET /api/auth/me': signedIn, 'GET /api/favorites': () => json(200, list), 'POST /api/favorites': () => post.promise },
    });
    const user = userEvent.setup({ delay: null });
    const [first] = await screen.findAllByRole('button', { name: 'Add Linen dress to favourites', pressed: false });
    await waitFor(() => expect(first).toHaveProperty('disabled', false));

    await user.click(first!);
    // Before the server has answered, both hearts say it is saved.
    expect(screen.getAllByRole('button', { name: 'Remove Linen dress from favourites', pressed: true })).toHaveLength(2);
    expect(api.requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([{ id: 'c1', type: 'cloth' }]);

    list = [clothFavourite('c1', 'Linen dress'), ...list];
    post.answer(json(200, list[0]));
    await waitFor(() => expect(api.requests.filter((request) => request.method === 'GET' && request.url.pathname === '/api/favorites')).toHaveLength(2));
    expect(screen.getAllByRole('button', { name: 'Remove Linen dress from favourites', pressed: true })).toHaveLength(2);
  });

  it('rolls back when the server refuses, and only logs the error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const post = deferred();
    let reads = 0;
    await renderWithProviders(twoHearts, {
      routes: {
        'GET /api/auth/me': signedIn,
        // After the failure the list is asked for again and never comes: what the hearts show is the rollback.
        'GET /api/favorites': () => (++reads === 1 ? json(200, []) : never()),
        'POST /api/favorites': () => post.promise,
      },
    });
    const user = userEvent.setup({ delay: null });
    const [first] = await screen.findAllByRole('button', { name: 'Add Linen dress to favourites' });
    await waitFor(() => expect(first).toHaveProperty('disabled', false));
    await user.click(first!);
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(2);

    post.answer(json(500, { code: 'INTERNAL', message: 'Something failed' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Add Linen dress to favourites', pressed: false })).toHaveLength(2));
    expect(errors).toHaveBeenCalledWith('Could not change the favourite', { id: 'c1', type: 'cloth' }, expect.objectContaining({ status: 500 }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts a removed favourite back in its place when the server refuses', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let reads = 0;
    const list = [clothFavourite('c9', 'Wool coat'), clothFavourite('c1', 'Linen dress'), clothFavourite('c8', 'Silk scarf')];
    const { api } = await renderWithProviders(
      <>
        <FavouriteButton id="c1" type="cloth" label="Linen dress" />
        <FavouriteButton id="c8" type="cloth" label="Silk scarf" />
      </>,
      {
        routes: {
          'GET /api/auth/me': signedIn,
          'GET /api/favorites': () => (++reads === 1 ? json(200, list) : never()),
          'DELETE /api/favorites': () => json(503, { code: 'UNAVAILABLE', message: 'Try later' }),
        },
      },
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Remove Linen dress from favourites', pressed: true }));
    await screen.findByRole('button', { name: 'Remove Linen dress from favourites', pressed: true });
    expect(api.requests.find((request) => request.method === 'DELETE')?.body).toEqual({ id: 'c1', type: 'cloth' });
    expect(errors).toHaveBeenCalledTimes(1);
    // The other heart was not touched by the rollback.
    expect(screen.getByRole('button', { name: 'Remove Silk scarf from favourites' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('leads a guest to log in and come back here', async () => {
    const { api } = await renderWithProviders(<FavouriteButton id="c1" type="cloth" label="Linen dress" />, { path: '/cloth/c1?from=search' });
    const link = await screen.findByRole('link', { name: 'Log in to add Linen dress to your favourites' });
    expect(link.getAttribute('href')).toBe('/login?next=%2Fcloth%2Fc1%3Ffrom%3Dsearch');
    expect(api.requests.some((request) => request.url.pathname === '/api/favorites')).toBe(false);
  });

  it('tells a member whose email is not confirmed, beside the heart, to confirm it, and sends the link again', async () => {
    const { api } = await renderWithProviders(<FavouriteButton id="c1" type="cloth" label="Linen dress" />, {
      routes: {
        'GET /api/auth/me': () => json(200, { ...ANA, emailVerified: false }),
        'GET /api/favorites': () => json(200, []),
        'POST /api/auth/resend-verification': () => json(200, { message: 'ok' }),
      },
    });
    const user = userEvent.setup({ delay: null });
    const heart = await screen.findByRole('button', { name: 'Add Linen dress to favourites' });
    await user.click(heart);
    expect(heart.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('Confirm your email to save favourites.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    const panel = screen.getByText('Confirm your email to save favourites.').parentElement!;
    expect((await within(panel).findByRole('status')).textContent).toBe('We sent a new link to ana@example.com.');
    expect(api.requests.filter((request) => request.method === 'POST').map((request) => [request.url.pathname, request.body])).toEqual([
      ['/api/auth/resend-verification', { email: 'ana@example.com' }],
    ]);
  });

  it('lets a member whose email is not confirmed remove a favourite they already have', async () => {
    let list = [clothFavourite('c1', 'Linen dress')];
    const { api } = await renderWithProviders(<FavouriteButton id="c1" type="cloth" label="Linen dress" />, {
      routes: {
        'GET /api/auth/me': () => json(200, { ...ANA, emailVerified: false }),
        'GET /api/favorites': () => json(200, list),
        'DELETE /api/favorites': () => ((list = []), new Response(null, { status: 204 })),
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Remove Linen dress from favourites', pressed: true }));
    expect(api.requests.find((request) => request.method === 'DELETE')?.body).toEqual({ id: 'c1', type: 'cloth' });
    // Now not a favourite, the heart asks for the confirmation instead of adding.
    await user.click(await screen.findByRole('button', { name: 'Add Linen dress to favourites' }));
    expect(await screen.findByText('Confirm your email to save favourites.')).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('asks who is signed in again when the server refuses for an unconfirmed email, then shows the prompt', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let me = ANA;
    await renderWithProviders(<FavouriteButton id="c1" type="cloth" label="Linen dress" />, {
      routes: {
        'GET /api/auth/me': () => json(200, me),
        'GET /api/favorites': () => json(200, []),
        'POST /api/favorites': () => {
          me = { ...me, emailVerified: false };
          return json(403, { code: 'EMAIL_NOT_VERIFIED', message: 'Confirm your email to do this: open the link we sent you, or ask for a new one.' });
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    const heart = await screen.findByRole('button', { name: 'Add Linen dress to favourites' });
    await waitFor(() => expect(heart).toHaveProperty('disabled', false));
    await user.click(heart);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Linen dress to favourites' }).hasAttribute('aria-pressed')).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Add Linen dress to favourites' }));
    expect(await screen.findByText('Confirm your email to save favourites.')).toBeTruthy();
  });
});
