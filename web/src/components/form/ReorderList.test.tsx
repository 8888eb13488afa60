import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ReorderList } from './ReorderList';

function Pictures() {
  const [items, setItems] = useState(['red', 'green', 'blue']);
  return (
    <ReorderList
      label="Pictures, in order"
      items={items}
      keyOf={(item) => item}
      render={(item) => <span data-testid="name">{item}</span>}
      earlierLabel={(n) => `Move picture ${n} earlier`}
      laterLabel={(n) => `Move picture ${n} later`}
      onMove={(from, to) =>
        setItems((current) => {
          const next = [...current];
          const [moved] = next.splice(from, 1);
          if (moved) next.splice(to, 0, moved);
          return next;
        })
      }
    />
  );
}

const order = () => screen.getAllByTestId('name').map((name) => name.textContent);

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

describe('ReorderList', () => {
  it('moves a picture with the keyboard, keeps the focus on it and announces where it went', async () => {
    await renderWithProviders(<Pictures />);
    const user = userEvent.setup({ delay: null });
    const list = screen.getByRole('list', { name: 'Pictures, in order' });
    expect(order()).toEqual(['red', 'green', 'blue']);

    within(list).getByRole('button', { name: 'Move picture 1 later' }).focus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['green', 'red', 'blue']);
    expect(list.nextElementSibling?.textContent).toBe('Image moved from position 1 to 2 of 3.');
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Move picture 2 later'));

    // Still on red: once more with Space, and it is last.
    await user.keyboard(' ');
    expect(order()).toEqual(['green', 'blue', 'red']);
    // At the end, Later is disabled: the focus moves to Earlier of the same picture.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Move picture 3 earlier'));
    expect((within(list).getByRole('button', { name: 'Move picture 3 later' }) as HTMLButtonElement).disabled).toBe(true);

    await user.keyboard('{Enter}');
    expect(order()).toEqual(['green', 'red', 'blue']);
    expect(list.nextElementSibling?.textContent).toBe('Image moved from position 3 to 2 of 3.');
  });

  it('offers no move beyond either end', async () => {
    await renderWithProviders(<Pictures />);
    expect((screen.getByRole('button', { name: 'Move picture 1 earlier' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move picture 3 later' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move picture 2 earlier' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
