import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { altchaChallenge } from '../../../test/altchaChallenge';
import { json } from '../../../test/fakeApi';
import type { Handler, RecordedRequest } from '../../../test/fakeApi';
import { completeBrandWizard, completePersonWizard } from '../../../test/registerSteps';
import { renderApp } from '../../../test/renderApp';
import { descriptionOf } from '../../../test/renderWithProviders';

afterEach(() => {
  vi.useRealTimers();
});

/** GET /resources/get-texts/'s answer: each text in every language. */
const TEXTS = {
  tos: { es: 'Términos', en: 'Terms', it: 'Termini', fr: 'Conditions' },
  privacy: { es: 'Privacidad', en: 'Privacy', it: 'Riservatezza', fr: 'Confidentialité' },
};

const loginAs =
  (user: string, type = 'USER') =>
  () =>
    json(200, { user, type, preferenceGender: null, emailVerified: true });

async function logIn(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText('Correo electrónico'), email);
  if (password) await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  return user;
}

describe('login page parameters', () => {
  it('warns about the free search limit for five seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await renderApp('/login?next=%2Fsearch%3Fq%3Dbotas&reason=search_limit');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Alcanzaste el límite de búsquedas gratuitas. Inicia sesión o regístrate para seguir explorando.');

    act(() => vi.advanceTimersByTime(4900));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows no warning without the reason', async () => {
    await renderApp('/login?next=%2Fprofile');
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('switches to password-reset mode with reset_token and email, the email filled in', async () => {
    await renderApp('/login?reset_token=abc123&email=ana%40example.com');
    const dialog = await screen.findByRole('dialog', { name: 'Restablecer contraseña' });
    expect((within(dialog).getByLabelText('Correo electrónico') as HTMLInputElement).value).toBe('ana@example.com');
  });
});

describe('logging in', () => {
  it('asks for an email address and a password before calling the api', async () => {
    const app = await renderApp('/login');
    await logIn('ana@', '');
    expect(descriptionOf(screen.getByLabelText('Correo electrónico'))).toBe('Introduce un correo electrónico válido');
    expect(descriptionOf(screen.getByLabelText('Contraseña'))).toBe('Introduce tu contraseña');
    expect(app.api.requests.some((request) => request.url.pathname === '/api/auth/login')).toBe(false);
  });

  it('shows "Username or password is incorrect" under the title "Login error" when refused', async () => {
    window.localStorage.setItem('user-lang', 'en');
    await renderApp('/login', {
      routes: {
        'POST /api/auth/login': () => json(401, { code: 'INVALID_CREDENTIALS', message: 'Username or password is incorrect' }),
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const alert = await screen.findByRole('alert', { name: 'Login error' });
    expect(alert.textContent).toBe('Login errorUsername or password is incorrect');
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
  });

  it('goes to next after a login, signed in', async () => {
    const app = await renderApp('/login?next=%2Fprofile%3Ftab%3Dfavourites', {
      routes: { 'POST /api/auth/login': loginAs('ana') },
    });
    await logIn('ana@example.com', 'secret1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tu perfil' })).toBeTruthy();
    expect(app.location()).toBe('/profile?tab=favourites');
    expect(screen.getByRole('link', { name: 'Perfil de ana' })).toBeTruthy();
    expect(window.localStorage.getItem('user')).toBe('ana');
    const login = app.api.requests.find((request) => request.url.pathname === '/api/auth/login');
    expect(login?.body).toEqual({ email: 'ana@example.com', password: 'secret1' });
  });

  it('solves the captcha by itself when the server asks for it, says why, and logs in (issue 42)', async () => {
    const challenge = await altchaChallenge(11, 50);
    const attempts: RecordedRequest[] = [];
    let answered!: () => void;
    const solvedAnswer = new Promise<void>((resolve) => (answered = resolve));
    const app = await renderApp('/login?next=%2Fprofile', {
      routes: {
        'GET /api/auth/captcha': () => json(200, { provider: 'altcha', challenge }),
        'POST /api/auth/login': async (request) => {
          attempts.push(request);
          if (attempts.length === 1) return json(401, { code: 'CAPTCHA_REQUIRED', message: 'Please confirm you are a person to log in.' });
          await solvedAnswer;
          return loginAs('ana')();
        },
      },
    });
    await logIn('ana@example.com', 'secret1');
    expect(await screen.findByText(/tu navegador hace una verificación automática/)).toBeTruthy();
    answered();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu perfil' })).toBeTruthy();
    expect(app.location()).toBe('/profile');
    expect(attempts.map((request) => Object.keys(request.body as object).sort())).toEqual([
      ['email', 'password'],
      ['captcha', 'email', 'password'],
    ]);
  });

  it('says how long to wait when the address must wait before its next try', async () => {
    await renderApp('/login', {
      routes: {
        'POST /api/auth/login': () =>
          json(429, { code: 'TOO_MANY_ATTEMPTS', message: 'Too many login attempts. Please try again later.' }, { 'Retry-After': '8' }),
      },
    });
    await logIn('ana@example.com', 'secret1');
    const alert = await screen.findByRole('alert', { name: 'Error al iniciar sesión' });
    expect(alert.textContent).toContain('Vuelve a intentarlo en 8 segundos.');
  });

  it('goes to / after a login without next, and never to another site', async () => {
    const app = await renderApp('/login?next=%2F%2Fevil.example%2Fx', { routes: { 'POST /api/auth/login': loginAs('ana') } });
    await logIn('ana@example.com', 'secret1');
    await screen.findByRole('heading', { level: 1, name: 'Historias de las marcas' });
    expect(app.location()).toBe('/magazine');
  });
});

describe('the ways out of the login form', () => {
  it('opens the forgot-password dialog', async () => {
    const user = userEvent.setup({ delay: null });
    const app = await renderApp('/login?next=%2Fprofile');
    await user.click(await screen.findByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    expect(await screen.findByRole('dialog', { name: '¿Olvidaste tu contraseña?' })).toBeTruthy();
    expect(app.location()).toBe('/login?next=%2Fprofile&dialog=forgot');

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.location()).toBe('/login?next=%2Fprofile');
  });

  it('opens the register wizard, whose Back on step 0 closes it', async () => {
    const user = userEvent.setup({ delay: null });
    const app = await renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Crear una cuenta' }));
    expect(await screen.findByRole('dialog', { name: 'Crear una cuenta' })).toBeTruthy();
    expect(app.location()).toBe('/login?dialog=register');
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.location()).toBe('/login');
  });

  describe('a shopper who registers', () => {
    const registration = async () => {
      window.localStorage.setItem('user-lang', 'en');
      const user = userEvent.setup({ delay: null });
      const challenge = await altchaChallenge(7, 20);
      const app = await renderApp('/login?dialog=register&next=%2Fprofile', {
        routes: {
          'GET /api/resources/get-texts/': () => json(200, TEXTS),
          'GET /api/auth/captcha': () => json(200, { provider: 'altcha', challenge }),
          'POST /api/auth/register': () =>
            json(201, { message: 'VERIFICATION_EMAIL_SENT', user: 'ana', type: 'USER', preferenceGender: null, emailVerified: false }),
        },
      });
      await completePersonWizard(user, within(await screen.findByRole('dialog', { name: 'Create an account' })));
      return app;
    };

    it('is signed in by the registration, taken where she was going, and told to confirm her email', async () => {
      const app = await registration();
      await waitFor(() => expect(app.location()).toBe('/profile'));
      expect(window.localStorage.getItem('user')).toBe('ana');
      expect(
        await screen.findByText('Account created: you are signed in. To save favourites, confirm your email with the link we sent to ana@example.com.'),
      ).toBeTruthy();
      expect(app.api.requests.some((request) => request.url.pathname === '/api/auth/login')).toBe(false);
    });

    it('is told the heart she tapped as a guest is saved once her email is confirmed', async () => {
      window.localStorage.setItem('pending-favourite', JSON.stringify({ id: 'c1', type: 'cloth', at: Date.now() }));
      await registration();
      expect(
        await screen.findByText(
          'Account created: you are signed in. Confirm your email with the link we sent to ana@example.com and we will save what you hearted to your favourites.',
        ),
      ).toBeTruthy();
      // Unconfirmed, the heart waits: it is saved at the first visit signed in with a confirmed email.
      expect(window.localStorage.getItem('pending-favourite')).toContain('c1');
    });
  });

  describe('a brand that registers', () => {
    const CHECKOUT = 'tco_0b4d7c1e-2f3a-4b5c-8d9e-0123456789ab';
    const registration = async (routes: Record<string, Handler>) => {
      window.localStorage.setItem('user-lang', 'en');
      const user = userEvent.setup({ delay: null });
      const challenge = await altchaChallenge(7, 20);
      const app = await renderApp('/login?dialog=register', {
        routes: {
          'GET /api/resources/get-texts/': () => json(200, TEXTS),
          'GET /api/auth/captcha': () => json(200, { provider: 'altcha', challenge }),
          'POST /api/auth/register': () =>
            json(201, { message: 'VERIFICATION_EMAIL_SENT', user: 'ana', type: 'BRAND', preferenceGender: null, emailVerified: false }),
          ...routes,
        },
      });
      await completeBrandWizard(user, within(await screen.findByRole('dialog', { name: 'Create an account' })));
      return app;
    };
    const calls = (requests: RecordedRequest[]) =>
      requests
        .filter((request) => request.method === 'POST' && request.url.pathname !== '/api/auth/register')
        .map((request) => [request.url.pathname, request.body]);

    it('is signed in by its registration and ends at the checkout of its plan', async () => {
      const app = await registration({
        'POST /api/subscription/checkout': () => json(201, { url: `${window.location.origin}/checkout/test/${CHECKOUT}` }),
        [`GET /api/payments/test/checkouts/${CHECKOUT}`]: () =>
          json(200, {
            id: CHECKOUT,
            reference: 'b1',
            plan: { tier: 'PRO', billingCycle: 'YEARLY', amount: 290, currency: 'USD' },
            customerEmail: 'ana@example.com',
            status: 'open',
            successUrl: `${window.location.origin}/admin/dashboard?checkout=done`,
            cancelUrl: `${window.location.origin}/admin/dashboard?checkout=left`,
          }),
      });
      await waitFor(() => expect(app.location()).toBe(`/checkout/test/${CHECKOUT}`));
      expect(await screen.findByRole('heading', { level: 1, name: 'Test checkout' })).toBeTruthy();
      expect(calls(app.api.requests)).toEqual([['/api/subscription/checkout', { tier: 'PRO', billingCycle: 'YEARLY' }]]);
      expect(window.localStorage.getItem('user')).toBe('ana');
    });

    it('says it can pay from its dashboard when the checkout cannot start', async () => {
      const app = await registration({
        'POST /api/subscription/checkout': () => json(502, { code: 'PAYMENTS_UNAVAILABLE', message: 'The payment provider could not be reached.' }),
      });
      const done = await screen.findByRole('status', { name: 'Account created' });
      expect(done.textContent).toContain('We have sent a verification email to ana@example.com.');
      expect(done.textContent).toContain('Once you log in, you can pay for your plan from your dashboard.');
      expect(app.location()).toBe('/login');
      // The session opened for the checkout is closed again, as the message says.
      expect(calls(app.api.requests).map(([path]) => path)).toEqual(['/api/subscription/checkout', '/api/auth/logout']);
      expect(window.localStorage.getItem('user')).toBeNull();
    });
  });
});
