import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DialogActions } from './DialogActions';

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

describe('DialogActions', () => {
  it('in a form: Cancel closes, Save submits, and nothing is held back unless asked', async () => {
    const onCancel = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await renderWithProviders(
      <form onSubmit={onSubmit}>
        <DialogActions onCancel={onCancel} />
      </form>,
    );
    const user = userEvent.setup({ delay: null });
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Cancel', 'Save']);
    expect(buttons.map((button) => button.getAttribute('type'))).toEqual(['button', 'submit']);
    expect((buttons[1] as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).not.toBe(buttons[0]);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('without a form: its own labels, the way out focused, the primary a plain button that confirms', async () => {
    const onConfirm = vi.fn();
    await renderWithProviders(
      <DialogActions onCancel={vi.fn()} cancelLabel="Keep my plan" submitLabel="Cancel my plan" cancelAutoFocus onConfirm={onConfirm} />,
    );
    const user = userEvent.setup({ delay: null });
    const keep = screen.getByRole('button', { name: 'Keep my plan' });
    const confirm = screen.getByRole('button', { name: 'Cancel my plan' });
    expect(document.activeElement).toBe(keep);
    expect(confirm.getAttribute('type')).toBe('button');
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('holds the primary button back when disabled, and leaves the way out open', async () => {
    await renderWithProviders(<DialogActions onCancel={vi.fn()} submitLabel="Send" disabled />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Cancel' }).disabled).toBe(false);
  });
});
