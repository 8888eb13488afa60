import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fakeApi';
import type { RecordedRequest } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { NOTIFICATIONS_REFRESH_MS } from '../api/getNotifications';
import { FROM_ANA, FROM_CASA_LUNA, feedItem, notificationsServer } from '../testing';

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const MEMBER = { stored: { user: 'ana', type: 'USER' as const } };
const reads = (requests: RecordedRequest[]) => requests.filter((request) => request.url.pathname === '/api/notifications');

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));
afterEach(() => vi.useRealTimers());

describe('notification bell', () => {
  it('shows a member how many are unread, lists them on opening, and opening reads them', async () => {
    const server = notificationsServer([
      { ...feedItem('c1', 'Linen dress', FROM_CASA_LUNA, ago(5)), read: false },
      { ...feedItem('c2', 'Wool coat', FROM_ANA, ago(60 * 26)), read: false },
      { ...feedItem('c3', 'Silk scarf', FROM_CASA_LUNA, ago(60 * 24 * 9)), read: true },
    ]);
    const { api, location } = await renderApp('/home', { ...MEMBER, routes: server.routes });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByTestId('notification-count').textContent).toBe('2');

    const user = userEvent.setup({ delay: null });
    await user.click(bell);
    const panel = await screen.findByRole('group', { name: 'Notifications' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Linen dressNew from Casa Luna5 minutes agoNew',
      'Wool coatRecommended by @anayesterdayNew',
      'Silk scarfNew from Casa Lunalast week',
    ]);
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/cloth/c1');
    expect(items[0]!.querySelector('img')?.getAttribute('src')).toBe('/images/c1-t.webp');

    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBe(bell));
    expect(within(bell).queryByTestId('notification-count')).toBeNull();
    expect(api.requests.filter((request) => request.method === 'POST').map((request) => request.url.pathname)).toEqual(['/api/notifications/read']);
    expect(server.state.items.every((item) => item.read)).toBe(true);

    await user.click(within(items[1]!).getByRole('link'));
    await waitFor(() => expect(location()).toBe('/cloth/c2'));
    expect(screen.queryByRole('group', { name: 'Notifications' })).toBeNull();
  });

  it('spells out at most 99, and says when there is nothing yet without marking anything read', async () => {
    const { api } = await renderApp('/home', {
      ...MEMBER,
      routes: { 'GET /api/notifications': () => json(200, { items: [], unread: 0 }) },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(/Nothing new yet/)).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('writes 99+ over a great many unread', async () => {
    await renderApp('/home', { ...MEMBER, routes: { 'GET /api/notifications': () => json(200, { items: [], unread: 120 }) } });
    const bell = await screen.findByRole('button', { name: 'Notifications, 120 unread' });
    expect(within(bell).getByTestId('notification-count').textContent).toBe('99+');
  });

  it('asks again every minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let unread = 0;
    const { api } = await renderApp('/home', { ...MEMBER, routes: { 'GET /api/notifications': () => json(200, { items: [], unread }) } });
    await screen.findByRole('button', { name: 'Notifications' });
    unread = 4;
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATIONS_REFRESH_MS));
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeTruthy();
    expect(reads(api.requests).length).toBeGreaterThanOrEqual(2);
  });

  it('is not there for a guest', async () => {
    const { api } = await renderApp('/home');
    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByTestId('notification-bell')).toBeNull();
    expect(reads(api.requests)).toEqual([]);
  });
});
