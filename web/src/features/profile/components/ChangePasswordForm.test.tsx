import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/fakeApi';
import type { Handler } from '../../../test/fakeApi';
import { descriptionOf, renderWithProviders } from '../../../test/renderWithProviders';
import { ChangePasswordForm, validatePasswordChange } from './ChangePasswordForm';

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

async function setup(answer: Handler = () => new Response(null, { status: 204 })) {
  const view = await renderWithProviders(<ChangePasswordForm />, { path: '/profile', routes: { 'POST /api/profile/password': answer } });
  const sent = () => view.api.requests.filter((request) => request.url.pathname === '/api/profile/password');
  const user = userEvent.setup({ delay: null });
  const fill = async (current: string, password: string, confirmation = password) => {
    if (current) await user.type(screen.getByLabelText('Current password'), current);
    if (password) await user.type(screen.getByLabelText('New password'), password);
    if (confirmation) await user.type(screen.getByLabelText('Confirm password'), confirmation);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  };
  return { ...view, sent, user, fill };
}

describe('password change rules', () => {
  it('want the current password, a new one of 6 characters or more, and the same new one twice', () => {
    expect(validatePasswordChange({ current: '', password: '12345', confirmation: '12346' })).toEqual({
      current: 'validation.currentPasswordRequired',
      password: 'validation.passwordTooShort',
      confirmation: 'validation.passwordsDoNotMatch',
    });
    expect(validatePasswordChange({ current: 'old', password: '', confirmation: '' })).toMatchObject({ password: 'validation.passwordRequired' });
    expect(validatePasswordChange({ current: 'old', password: '123456', confirmation: '123456' })).toEqual({
      current: undefined,
      password: undefined,
      confirmation: undefined,
    });
  });
});

describe('the change-password form', () => {
  it('explains what is missing or wrong next to each field and sends nothing', async () => {
    const { fill, sent } = await setup();
    await fill('', '12345', '12344');
    expect(descriptionOf(screen.getByLabelText('Current password'))).toBe('Enter your current password');
    expect(descriptionOf(screen.getByLabelText('New password'))).toContain('Password must be at least 6 characters');
    expect(descriptionOf(screen.getByLabelText('Confirm password'))).toBe('Passwords do not match');
    expect(sent()).toEqual([]);
  });

  it('sends the current and the new password, says so, and empties the fields', async () => {
    const { fill, sent } = await setup();
    await fill('old-secret', 'new-secret');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Password changed. Your other devices have been signed out.'));
    expect(sent().map((request) => request.body)).toEqual([{ current_password: 'old-secret', new_password: 'new-secret' }]);
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
  });

  it('tells a wrong current password, a common new one and too many tries apart, else the server’s words', async () => {
    const cases: Array<[Handler, string]> = [
      [() => json(400, { code: 'WRONG_PASSWORD', message: 'The current password is incorrect.' }), 'The current password is incorrect.'],
      [() => json(400, { code: 'PASSWORD_TOO_COMMON', message: 'too common' }), 'This password is too common. Please choose another one.'],
      [() => json(429, { code: 'TOO_MANY_ATTEMPTS', message: 'slow down' }), 'Too many attempts. Please wait a few minutes and try again.'],
      [() => json(400, { code: 'PASSWORD_TOO_SHORT', message: 'Password must be at least 8 characters' }), 'Password must be at least 8 characters'],
      [() => new Response(null, { status: 500 }), 'We could not change your password.'],
    ];
    for (const [answer, text] of cases) {
      const view = await setup(answer);
      await view.fill('old-secret', 'new-secret');
      expect((await screen.findByRole('alert')).textContent).toBe(text);
      expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('new-secret');
      view.unmount();
    }
  });
});
