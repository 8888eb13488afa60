import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { Session } from '../api/sessions';
import { SessionsSection } from './SessionsSection';

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

const LAPTOP: Session = {
  handle: 'a'.repeat(32),
  browser: 'Firefox',
  os: 'Linux',
  deviceType: 'desktop',
  place: { kind: 'local-network', network: null },
  signedInAt: '2026-11-30T09:00:00.000Z',
  lastSeenAt: new Date().toISOString(),
  current: true,
};
const PHONE: Session = {
  handle: 'b'.repeat(32),
  browser: 'Chrome',
  os: 'Android',
  deviceType: 'mobile',
  place: { kind: 'internet', network: '181.45.x.x' },
  signedInAt: '2026-11-20T09:00:00.000Z',
  lastSeenAt: '2026-11-28T21:15:00.000Z',
  current: false,
};
const TABLET: Session = {
  ...PHONE,
  handle: 'c'.repeat(32),
  browser: null,
  os: null,
  deviceType: 'tablet',
  place: { kind: 'shared-network', network: '100.64.x.x' },
};

async function setup(sessions: Session[]) {
  let listed = sessions;
  const view = await renderWithProviders(<SessionsSection />, {
    path: '/profile',
    routes: {
      'GET /api/profile/sessions': () => json(200, { sessions: listed }),
      'DELETE /api/profile/sessions/:handle': (request) => {
        listed = listed.filter((session) => !request.url.pathname.endsWith(session.handle));
        return new Response(null, { status: 204 });
      },
      'DELETE /api/profile/sessions': () => {
        const ended = listed.filter((session) => !session.current).length;
        listed = listed.filter((session) => session.current);
        return json(200, { ended });
      },
    },
  });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

describe('where you are signed in', () => {
  it('lists each browser by device, place and last use, this one marked and not offered to end', async () => {
    await setup([LAPTOP, PHONE, TABLET]);
    const list = await screen.findByRole('list', { name: "Where you're signed in" });
    const [laptop, phone, tablet] = within(list).getAllByRole('listitem');
    expect(laptop!.textContent).toContain('Firefox on Linux');
    expect(laptop!.textContent).toContain('This device');
    expect(laptop!.textContent).toContain('Computer · Local network · Active now');
    expect(within(laptop!).queryByRole('button')).toBeNull();
    expect(phone!.textContent).toContain('Chrome on Android');
    expect(phone!.textContent).toMatch(/Phone · Internet \(181\.45\.x\.x\) · Last used Nov 28, 2026/);
    expect(tablet!.textContent).toContain('Unknown browser');
    expect(tablet!.textContent).toContain("Tablet · Carrier's shared network (100.64.x.x)");
  });

  it('ends one session, then all the others, and says so', async () => {
    const { user, api } = await setup([LAPTOP, PHONE, TABLET]);
    await user.click(await screen.findByRole('button', { name: 'Sign out Chrome on Android' }));
    expect(await screen.findByText('Chrome on Android is signed out.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('1 other session is signed out.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText("You're signed in on this device only.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
    expect(api.requests.filter((request) => request.method === 'DELETE').map((request) => request.url.pathname)).toEqual([
      `/api/profile/sessions/${PHONE.handle}`,
      '/api/profile/sessions',
    ]);
  });
});
