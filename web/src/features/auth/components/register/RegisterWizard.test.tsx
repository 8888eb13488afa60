import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { altchaChallenge } from '../../../../test/altchaChallenge';
import { json } from '../../../../test/fakeApi';
import type { Handler } from '../../../../test/fakeApi';
import { completePersonWizard, fill, fillAccount } from '../../../../test/registerSteps';
import { descriptionOf, renderWithProviders } from '../../../../test/renderWithProviders';
import { RegisterWizard } from './RegisterWizard';

const TEXTS = {
  tos: { en: '## Terms\n\nBe kind to the clothes.', es: 'Términos', it: 'Termini', fr: 'Conditions' },
  privacy: { en: 'We keep your data safe.', es: 'Privacidad', it: 'Riservatezza', fr: 'Confidentialité' },
};

async function setup(routes: Record<string, Handler> = {}) {
  const onClose = vi.fn();
  const onRegistered = vi.fn();
  const captcha = await altchaChallenge(1_234);
  const view = await renderWithProviders(<RegisterWizard onClose={onClose} onRegistered={onRegistered} />, {
    routes: {
      'GET /api/resources/get-texts/': () => json(200, TEXTS),
      'GET /api/auth/captcha': () => json(200, { provider: 'altcha', challenge: captcha }),
      'POST /api/auth/register': () =>
        json(201, { message: 'VERIFICATION_EMAIL_SENT', user: 'ana', type: 'USER', preferenceGender: null, emailVerified: false }),
      ...routes,
    },
  });
  return { ...view, onClose, onRegistered, user: userEvent.setup({ delay: null }) };
}

/** Once the wizard has told its caller of Ana's new account: what it sent to register, the captcha's token apart. */
async function registered({ api, onRegistered }: Awaited<ReturnType<typeof setup>>) {
  await waitFor(() =>
    expect(onRegistered).toHaveBeenCalledWith({
      email: 'ana@example.com',
      session: expect.objectContaining({ user: 'ana', email: 'ana@example.com' }),
      payLater: false,
    }),
  );
  const register = api.requests.find((request) => request.url.pathname === '/api/auth/register');
  const { token, ...body } = register?.body as { token: string };
  return { token, body };
}

const field = (label: string) => descriptionOf(screen.getByLabelText(label));
const stepHeading = (name: string) => screen.findByRole('heading', { level: 3, name });

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

describe('register wizard, user path', () => {
  it('advances each of its 3 steps only once valid, then creates the account', async () => {
    const view = await setup();
    const { user, api } = view;
    expect(screen.getByRole('dialog', { name: 'Create an account' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(field('Username')).toBe('Username is required');
    expect(field('Email')).toBe('Please enter your email address');
    expect(field('Password')).toContain('Please enter your password');
    expect(field('First name')).toBe('First name is required');
    expect(field('Last name')).toBe('Last name is required');
    expect(descriptionOf(screen.getByRole('group', { name: 'Date of birth' }))).toBe('Day, month and year of birth are required');
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();

    await fillAccount(user, 'USER');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Terms and Conditions');
    expect(await screen.findByText('Be kind to the clothes.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(field('I have read and accept the Terms and Conditions')).toBe('You must accept the Terms and Conditions to create an account');

    await user.click(screen.getByRole('checkbox', { name: 'I have read and accept the Terms and Conditions' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Privacy and cookies');
    expect(screen.getByText('We keep your data safe.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(field('I have read and accept the privacy policy and the use of cookies')).toBe(
      'You must accept the privacy policy and cookies to create an account.',
    );
    expect(api.requests.some((request) => request.url.pathname === '/api/auth/register')).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'I have read and accept the privacy policy and the use of cookies' }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const { token, body } = await registered(view);
    expect(body).toEqual({
      type: 'USER',
      username: 'ana',
      email: 'ana@example.com',
      password: 'secret1',
      language: 'en',
      acceptedTerms: true,
      acceptedPrivacy: true,
      firstName: 'Ana',
      lastName: 'Pérez',
      dateOfBirth: '1990-07-03',
    });
    expect(JSON.parse(atob(token))).toMatchObject({ number: 1_234, signature: 'sig-123' });
  });

  it('offers the last 100 birth years, newest first', async () => {
    await setup();
    const year = screen.getByRole('combobox', { name: 'Year' }) as HTMLSelectElement;
    const years = Array.from(year.options, (option) => option.value)
      .filter(Boolean)
      .map(Number);
    const current = new Date().getFullYear();
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(current);
    expect(years.at(-1)).toBe(current - 99);
  });

  it('says when the terms cannot be loaded', async () => {
    const { user } = await setup({ 'GET /api/resources/get-texts/': () => json(404, { code: 'NOT_FOUND' }) });
    await fillAccount(user, 'USER');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Failed to load terms.')).toBeTruthy();
  });
});

describe('register wizard, brand path', () => {
  it('advances each of its 4 steps only once valid, then creates the user and the brand', async () => {
    const view = await setup();
    const { user } = view;
    await user.click(screen.getByRole('button', { name: 'Register a brand instead' }));
    expect(screen.getByRole('dialog', { name: 'Register your brand' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    expect(screen.queryByLabelText('First name')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(field('Username')).toBe('Username is required');
    await fillAccount(user, 'BRAND');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await stepHeading('Brand information');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(field('Legal name')).toBe('Legal name is required');
    expect(field('Brand name')).toBe('Brand name is required');
    await fill(user, 'Legal name', 'Luna SRL');
    await fill(user, 'Brand name', 'Casa Luna');
    await fill(user, 'Location', 'Rosario');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await stepHeading('Subscription');
    const plans = screen.getByRole('group', { name: 'Plan' });
    const pro = within(plans).getByRole('radio', { name: 'Pro' });
    expect(descriptionOf(pro)).toBe('Up to 100 garments$29 a month$290 a year');
    expect(descriptionOf(within(plans).getByRole('radio', { name: 'Basic' }))).toBe('Up to 10 garments$9 a month$90 a year');
    expect(descriptionOf(within(plans).getByRole('radio', { name: 'Ultimate' }))).toBe('Unlimited uploads$59 a month$590 a year');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select a subscription plan before continuing.');
    await user.click(pro);
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await stepHeading('Terms and Conditions');
    await user.click(screen.getByRole('button', { name: 'Create User and Brand' }));
    expect(field('I have read and accept the Terms and Conditions')).toBe('You must accept the Terms and Conditions to create an account');
    await user.click(screen.getByRole('checkbox', { name: 'I have read and accept the Terms and Conditions' }));
    await user.click(screen.getByRole('button', { name: 'Create User and Brand' }));

    const { body } = await registered(view);
    expect(body).toEqual({
      type: 'BRAND',
      username: 'ana',
      email: 'ana@example.com',
      password: 'secret1',
      language: 'en',
      acceptedTerms: true,
      brand: { name: 'Luna SRL', brand: 'Casa Luna', location: 'Rosario' },
      subscription: { tier: 'PRO', billingCycle: 'YEARLY' },
    });
  });
});

describe('register wizard navigation', () => {
  it('goes back a step, and on step 0 Back cancels the dialog', async () => {
    const { user, onClose } = await setup();
    await fillAccount(user, 'USER');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Terms and Conditions');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('User information');
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('ana');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('resets to step 0 when switching between person and brand', async () => {
    const { user } = await setup();
    await fillAccount(user, 'USER');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Terms and Conditions');
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Register a brand instead' }));
    await stepHeading('User information');
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Brand information');

    await user.click(screen.getByRole('button', { name: 'Register as a person instead' }));
    await stepHeading('User information');
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
  });
});

describe('register wizard errors', () => {
  async function submitPerson(routes: Record<string, Handler>) {
    const view = await setup(routes);
    await completePersonWizard(view.user);
    return view;
  }

  it('takes a taken username back to step 0, marked', async () => {
    const { onRegistered } = await submitPerson({
      'POST /api/auth/register': () => json(409, { code: 'USERNAME_EXISTS', message: 'Username already exists.' }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Username already exists.');
    await stepHeading('User information');
    expect(field('Username')).toBe('Username already exists.');
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('reports a refused captcha, and an unknown error by its message or else as "Error"', async () => {
    await submitPerson({
      'POST /api/auth/register': () => json(400, { code: 'CAPTCHA_FAILED', message: 'Captcha verification failed. Please try again.' }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Captcha verification failed. Please try again.');
  });

  it("shows the server's message for a code it does not know", async () => {
    await submitPerson({
      'POST /api/auth/register': () => json(400, { code: 'VALIDATION_FAILED', message: 'firstName: Too long' }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('firstName: Too long');
  });

  it('says "Error" when the server gives no message', async () => {
    await submitPerson({ 'POST /api/auth/register': () => new Response('', { status: 502 }) });
    expect((await screen.findByRole('alert')).textContent).toBe('Error');
  });

  it('counts a challenge with no solution as a failed captcha, and does not register', async () => {
    const unsolvable = { ...(await altchaChallenge(20, 10)) };
    const { api } = await submitPerson({
      'GET /api/auth/captcha': () => json(200, { provider: 'altcha', challenge: unsolvable }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Captcha verification failed. Please try again.');
    expect(api.requests.some((request) => request.url.pathname === '/api/auth/register')).toBe(false);
  });
});
