import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Handler } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { PROFILE, savedPreferences } from '../testing';
import { EmailPreferencesForm } from './EmailPreferencesForm';

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

async function setup(answer: Handler = (request) => savedPreferences(request)) {
  const view = await renderWithProviders(<EmailPreferencesForm profile={PROFILE} />, {
    path: '/profile',
    routes: { 'PUT /api/profile/email-preferences': answer },
  });
  const sent = () => view.api.requests.filter((request) => request.url.pathname === '/api/profile/email-preferences').map((request) => request.body);
  return { ...view, sent, user: userEvent.setup({ delay: null }) };
}

const checked = (name: string) => screen.getByRole('switch', { name }).getAttribute('aria-checked');

describe('the email preferences', () => {
  it('show the digest frequency and each kind as labelled choices, as the profile holds them', async () => {
    await setup();
    expect(screen.getAllByRole('switch').map((element) => element.getAttribute('aria-checked'))).toEqual(['true', 'true', 'false', 'false']);
    expect(screen.getByRole('radio', { name: 'Weekly' }).getAttribute('aria-checked')).toBe('true');
    expect(checked('Special offers')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Special offers' }).getAttribute('aria-describedby')).toBeTruthy();
  });

  it('save the digest frequency as soon as it is chosen', async () => {
    const { user, sent } = await setup();
    await user.click(screen.getByRole('radio', { name: 'Daily' }));
    await waitFor(() => expect(sent()).toEqual([{ promotions: false, news: false, specialOffers: true, digest: 'daily', backInStock: true }]));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Daily' }).getAttribute('aria-checked')).toBe('true'));
  });

  it('save all of them as soon as one is flipped, and say so', async () => {
    const { user, sent } = await setup();
    await user.click(screen.getByRole('switch', { name: 'Promotions' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Email preferences saved.'));
    expect(sent()).toEqual([{ promotions: true, news: false, specialOffers: true, digest: 'weekly', backInStock: true }]);
    expect(checked('Promotions')).toBe('true');
  });

  it('go back to what the server holds when the save fails, and tell why', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user, sent } = await setup(() => new Promise<Response>((resolve) => (answer = resolve)));
    await user.click(screen.getByRole('switch', { name: 'Special offers' }));
    // Shown as asked while the call is on its way.
    expect(checked('Special offers')).toBe('false');
    answer(new Response(null, { status: 500 }));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not save your email preferences.');
    expect(checked('Special offers')).toBe('true');
    expect(sent()).toEqual([{ promotions: false, news: false, specialOffers: false, digest: 'weekly', backInStock: true }]);
  });
});
