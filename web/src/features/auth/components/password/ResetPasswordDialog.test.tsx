import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fakeApi';
import type { Handler } from '../../../../test/fakeApi';
import { descriptionOf, renderWithProviders } from '../../../../test/renderWithProviders';
import { ResetPasswordDialog, validateReset } from './ResetPasswordDialog';

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

async function setup(answer: Handler = () => json(200, { message: 'Password reset successful.' })) {
  const onClose = vi.fn();
  const view = await renderWithProviders(<ResetPasswordDialog email="ana@example.com" token="tok-1" onClose={onClose} />, {
    path: '/login?reset_token=tok-1&email=ana%40example.com',
    routes: { 'POST /api/auth/reset-password': answer },
  });
  const sent = () => view.api.requests.filter((request) => request.url.pathname === '/api/auth/reset-password');
  return { ...view, onClose, sent, user: userEvent.setup({ delay: null }) };
}

describe('reset rules', () => {
  it('does nothing while a field is empty', () => {
    expect(validateReset({ email: '', password: 'secret1', confirmation: 'secret1' })).toBeNull();
    expect(validateReset({ email: 'ana@example.com', password: '', confirmation: 'secret1' })).toBeNull();
    expect(validateReset({ email: 'ana@example.com', password: 'secret1', confirmation: '' })).toBeNull();
  });

  it('wants a valid email, 6 characters or more, and the same password twice', () => {
    expect(validateReset({ email: 'ana', password: '12345', confirmation: '12346' })).toEqual({
      email: 'validation.emailInvalid',
      password: 'validation.passwordTooShort',
      confirmation: 'validation.passwordsDoNotMatch',
    });
    expect(validateReset({ email: 'ana@example.com', password: '123456', confirmation: '123456' })).toEqual({
      email: undefined,
      password: undefined,
      confirmation: undefined,
    });
  });
});

describe('reset-password dialog', () => {
  it('starts with the email of the link and sends nothing until every field is filled', async () => {
    const { user, sent } = await setup();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ana@example.com');
    await user.type(screen.getByLabelText('New password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(sent()).toEqual([]);
    expect(descriptionOf(screen.getByLabelText('Confirm password'))).toBe('');
  });

  it('explains a short password and a mismatch, and sends nothing', async () => {
    const { user, sent } = await setup();
    await user.type(screen.getByLabelText('New password'), '12345');
    await user.type(screen.getByLabelText('Confirm password'), '12344');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(descriptionOf(screen.getByLabelText('New password'))).toContain('Password must be at least 6 characters');
    expect(descriptionOf(screen.getByLabelText('Confirm password'))).toBe('Passwords do not match');
    expect(sent()).toEqual([]);
  });

  it('resets, says so and goes to /home', async () => {
    const { user, sent, location } = await setup();
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    await waitFor(() => expect(location()).toBe('/home'));
    expect(sent().map((request) => request.body)).toEqual([{ email: 'ana@example.com', token: 'tok-1', new_password: 'new-secret' }]);
    expect(screen.getByRole('status').textContent).toContain('Password reset successful.');
  });

  it('shows the server\'s message on failure, else "Failed to reset password."', async () => {
    const first = await setup(() => json(400, { code: 'PASSWORD_TOO_COMMON', message: 'too common' }));
    await first.user.type(screen.getByLabelText('New password'), 'password');
    await first.user.type(screen.getByLabelText('Confirm password'), 'password');
    await first.user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This password is too common. Please choose another one.');
    first.unmount();

    const second = await setup(() => json(400, { code: 'SOMETHING_NEW', message: 'The server explains.' }));
    await second.user.type(screen.getByLabelText('New password'), 'password');
    await second.user.type(screen.getByLabelText('Confirm password'), 'password');
    await second.user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The server explains.');
    second.unmount();

    const third = await setup(() => new Response(null, { status: 500 }));
    await third.user.type(screen.getByLabelText('New password'), 'password');
    await third.user.type(screen.getByLabelText('Confirm password'), 'password');
    await third.user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to reset password.');
  });
});
