import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInMe } from '../test/answers';
import { json } from '../test/fakeApi';
import type { RecordedRequest } from '../test/fakeApi';
import { followsServer } from '../test/followsApi';
import { renderWithProviders } from '../test/renderWithProviders';
import { FollowButton } from './FollowButton';
import { rememberFollow } from './PendingFollow';

const ANA = signedInMe();
const CASA_LUNA = { b1: { name: 'Casa Luna', followers: 12 } };
const writes = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method !== 'GET').map((request) => `${request.method} ${request.url.pathname}`);

function deferred() {
  let answer: (response: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => (answer = resolve));
  return { promise, answer };
}

// The brand as its page and a cloth of it would show it: two buttons over one cache.
const twoButtons = (
  <>
    <FollowButton kind="brand" id="b1" name="Casa Luna" />
    <FollowButton kind="brand" id="b1" name="Casa Luna" />
  </>
);

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));
afterEach(() => vi.restoreAllMocks());

describe('follow button', () => {
  it('follows at once on every button of the brand, with the count, then keeps what the server says; and stops following', async () => {
    const server = followsServer({ brands: CASA_LUNA });
    const put = deferred();
    const { api } = await renderWithProviders(twoButtons, {
      routes: { 'GET /api/auth/me': () => json(200, ANA), ...server.routes, 'PUT /api/follows/:kind/:id': () => put.promise },
    });
    const user = userEvent.setup({ delay: null });
    const [first] = await screen.findAllByRole('button', { name: 'Follow Casa Luna', pressed: false });
    await waitFor(() => expect(first).toHaveProperty('disabled', false));
    expect(screen.getAllByText('12 followers')).toHaveLength(2);

    await user.click(first!);
    // Before the server has answered, both say so.
    expect(screen.getAllByRole('button', { name: 'Following Casa Luna', pressed: true })).toHaveLength(2);
    expect(screen.getAllByText('13 followers')).toHaveLength(2);
    put.answer(json(200, { following: true, followers: 40 }));
    await waitFor(() => expect(screen.getAllByText('40 followers')).toHaveLength(2));

    await user.click(screen.getAllByRole('button', { name: 'Following Casa Luna' })[1]!);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Follow Casa Luna', pressed: false })).toHaveLength(2));
    expect(writes(api.requests)).toEqual(['PUT /api/follows/brand/b1', 'DELETE /api/follows/brand/b1']);
  });

  it('goes back and says why when the server refuses, in the reader’s words', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = followsServer({ brands: CASA_LUNA });
    await renderWithProviders(<FollowButton kind="brand" id="b1" name="Casa Luna" />, {
      routes: {
        'GET /api/auth/me': () => json(200, ANA),
        ...server.routes,
        'PUT /api/follows/:kind/:id': () => json(422, { code: 'FOLLOW_LIMIT', message: 'Too many follows' }),
      },
    });
    const user = userEvent.setup({ delay: null });
    const button = await screen.findByRole('button', { name: 'Follow Casa Luna' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await user.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You already follow 200 brands and influencers, the most there can be. Stop following one to follow another.',
    );
    expect(screen.getByRole('button', { name: 'Follow Casa Luna', pressed: false })).toBeTruthy();
    expect(screen.getByText('12 followers')).toBeTruthy();
  });

  it('leads a guest to log in and back, with the count, and follows once they are in', async () => {
    const server = followsServer({ brands: CASA_LUNA });
    const { api } = await renderWithProviders(<FollowButton kind="brand" id="b1" name="Casa Luna" />, { path: '/brand/b1?page=2', routes: server.routes });
    const link = await screen.findByRole('link', { name: 'Log in to follow Casa Luna' });
    expect(link.textContent).toBe('Follow');
    expect(link.getAttribute('href')).toBe('/login?next=%2Fbrand%2Fb1%3Fpage%3D2');
    expect(await screen.findByText('12 followers')).toBeTruthy();
    expect(writes(api.requests)).toEqual([]);
  });

  it('follows what a guest asked for once they have signed in, and says so', async () => {
    const server = followsServer({ brands: CASA_LUNA });
    rememberFollow('brand', 'b1', 'Casa Luna');
    await renderWithProviders(<FollowButton kind="brand" id="b1" name="Casa Luna" />, {
      routes: { 'GET /api/auth/me': () => json(200, ANA), ...server.routes },
    });
    expect(await screen.findByText('Done: you now follow Casa Luna, as you asked before signing in.')).toBeTruthy();
    expect(server.state.following).toEqual(['brand:b1']);
    expect(await screen.findByRole('button', { name: 'Following Casa Luna', pressed: true })).toBeTruthy();
  });

  it('tells a member whose email is not confirmed to confirm it, and sends the link again, without following', async () => {
    const server = followsServer({ influencers: { u1: { username: 'lola', name: 'Lola Paz', followers: 3 } } });
    const { api } = await renderWithProviders(<FollowButton kind="influencer" id="u1" name="Lola Paz" />, {
      routes: {
        'GET /api/auth/me': () => json(200, { ...ANA, emailVerified: false }),
        ...server.routes,
        'POST /api/auth/resend-verification': () => json(200, { message: 'ok' }),
      },
    });
    const user = userEvent.setup({ delay: null });
    const button = await screen.findByRole('button', { name: 'Follow Lola Paz' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('Confirm your email to follow brands and influencers.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We sent a new link to ana@example.com.')).toBeTruthy();
    expect(writes(api.requests)).toEqual(['POST /api/auth/resend-verification']);
  });

  it('shows the confirm-email prompt when the server refuses for an unconfirmed email', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let me = ANA;
    const server = followsServer({ brands: CASA_LUNA });
    const { api } = await renderWithProviders(<FollowButton kind="brand" id="b1" name="Casa Luna" />, {
      routes: {
        'GET /api/auth/me': () => json(200, me),
        ...server.routes,
        'PUT /api/follows/:kind/:id': () => {
          me = { ...me, emailVerified: false };
          return json(403, { code: 'EMAIL_NOT_VERIFIED', message: 'Confirm your email to do this.' });
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    const button = await screen.findByRole('button', { name: 'Follow Casa Luna' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await user.click(button);
    expect(await screen.findByText('Confirm your email to follow brands and influencers.')).toBeTruthy();
    expect(screen.getByText('12 followers')).toBeTruthy();
    // Who is signed in was asked again, so the button now opens the prompt rather than trying again.
    await waitFor(() => expect(api.requests.filter((request) => request.url.pathname === '/api/auth/me')).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing for a brand the api does not know', async () => {
    const server = followsServer();
    const { api } = await renderWithProviders(
      <>
        <p>page</p>
        <FollowButton kind="brand" id="gone" name="Gone" />
      </>,
      { routes: { 'GET /api/auth/me': () => json(200, ANA), ...server.routes } },
    );
    await waitFor(() => expect(api.requests.some((request) => request.url.pathname === '/api/follows/brand/gone')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
