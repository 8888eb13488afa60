import { useState } from 'react';
import type { Outcome } from './AdminPage';

/**
 * What an admin tab remembers between its actions: how the last one went, what is open in the editor (nothing
 * for a new item) and what waits for a yes before it is removed. Opening either one clears the last outcome.
 * `Edited` is what the editor opens on when that is not the listed item (a cloth is fetched afresh, with its ETag).
 */
export function useAdminTab<Item, Edited = Item>() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [editing, setEditing] = useState<{ item: Edited | null } | null>(null);
  const [removing, setRemoving] = useState<Item | null>(null);
  return {
    outcome,
    setOutcome,
    tell: (tone: 'error' | 'success', text: string) => setOutcome({ tone, text }),
    editing,
    edit: (item: Edited | null) => {
      setOutcome(null);
      setEditing({ item });
    },
    stopEditing: () => setEditing(null),
    removing,
    askToRemove: (item: Item) => {
      setOutcome(null);
      setRemoving(item);
    },
    stopRemoving: () => setRemoving(null),
  };
}
