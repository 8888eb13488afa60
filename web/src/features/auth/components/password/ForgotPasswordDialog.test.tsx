import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fakeApi';
import type { Handler } from '../../../../test/fakeApi';
import { descriptionOf, renderWithProviders } from '../../../../test/renderWithProviders';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

async function setup(answer: Handler) {
  const onClose = vi.fn();
  const view = await renderWithProviders(<ForgotPasswordDialog open onClose={onClose} />, {
    routes: { 'POST /api/auth/forgot-password': answer },
  });
  const sent = () => view.api.requests.filter((request) => request.url.pathname === '/api/auth/forgot-password');
  return { ...view, onClose, sent, user: userEvent.setup({ delay: null }) };
}

describe('forgot-password dialog', () => {
  it('sends nothing while the email is empty', async () => {
    const { user, sent } = await setup(() => json(200, {}));
    await user.type(screen.getByLabelText('Email'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(sent()).toEqual([]);
    expect(descriptionOf(screen.getByLabelText('Email'))).toBe('Please enter your email address');
  });

  it('sends the email and shows the same neutral answer whatever the account', async () => {
    const { user, sent, onClose } = await setup(() => json(200, { message: 'If the email exists, a reset link will be sent.' }));
    await user.type(screen.getByLabelText('Email'), ' ana@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    const dialog = screen.getByRole('dialog', { name: 'Forgot your password?' });
    expect((await within(dialog).findByRole('status')).textContent).toBe('If the email exists, a reset link will be sent.');
    expect(sent().map((request) => request.body)).toEqual([{ email: 'ana@example.com' }]);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says "Failed to send reset email." when the call fails', async () => {
    const { user } = await setup(() => json(429, { code: 'RATE_LIMITED', message: 'Too many requests' }));
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to send reset email.');
  });
});
