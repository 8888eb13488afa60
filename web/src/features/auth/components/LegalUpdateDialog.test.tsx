import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { COOKIE_NOTICE_VERSION } from '@vitrina/domain/accounts/legal';
import { signedInMe } from '../../../test/answers';
import { json } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

const texts = {
  tos: {
    es: '## 1. Quiénes somos\n\nTérminos nuevos.',
    en: '## 1. Who we are\n\nNew terms.',
    it: '## 1. Chi siamo\n\nNuovi termini.',
    fr: '## 1. Qui sommes-nous\n\nNouvelles conditions.',
  },
  privacy: {
    es: '## 1. Tus datos\n\nPolítica nueva.',
    en: '## 1. Your data\n\nNew policy.',
    it: '## 1. I tuoi dati\n\nNuova politica.',
    fr: '## 1. Vos données\n\nNouvelle politique.',
  },
};
const me = (mustAccept: boolean, cookies: string | null = COOKIE_NOTICE_VERSION) =>
  signedInMe({ user: 'lucia', legal: { ...signedInMe().legal, mustAccept, cookies } });

describe('new versions of the legal texts', () => {
  it('asks a member who accepted older ones to read and accept them, and records the acceptance', async () => {
    let accepted = false;
    const { api } = await renderApp('/home', {
      stored: { user: 'lucia', type: 'USER' },
      routes: {
        'GET /api/auth/me': () => json(200, me(!accepted)),
        'GET /api/resources/get-texts/': () => json(200, texts),
        'POST /api/profile/legal': () => {
          accepted = true;
          return new Response(null, { status: 204 });
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    const dialog = await screen.findByRole('dialog', { name: "We've updated our terms and privacy policy" });
    expect(await within(dialog).findByText('New terms.')).toBeTruthy();
    expect(within(dialog).getByText('New policy.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Accept and continue' }));
    expect(within(dialog).getByText('Accept them to go on, or log out.')).toBeTruthy();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('checkbox', { name: /I have read and accept the updated/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: "We've updated our terms and privacy policy" })).toBeNull());
    expect(accepted).toBe(true);
  });

  it('puts a member’s cookie consent on record once, when their browser had accepted the notice', async () => {
    const { api } = await renderApp('/home', {
      stored: { user: 'lucia', type: 'USER' },
      routes: { 'GET /api/auth/me': () => json(200, me(false, null)), 'POST /api/profile/cookies': () => new Response(null, { status: 204 }) },
    });
    await waitFor(() => expect(api.requests.filter((request) => request.url.pathname === '/api/profile/cookies')).toHaveLength(1));
    expect(api.requests.find((request) => request.url.pathname === '/api/profile/cookies')?.body).toEqual({ version: COOKIE_NOTICE_VERSION });
    expect(screen.queryByRole('dialog', { name: "We've updated our terms and privacy policy" })).toBeNull();
  });
});
