import { createContext, useContext } from 'react';
import type { ComponentType, ReactNode } from 'react';

export type ItemType = 'cloth' | 'magazine';

export interface ItemActionProps {
  id: string;
  type: ItemType;
  /** The item's name, for the action's accessible name. */
  label: string;
}

const ItemActionsContext = createContext<ComponentType<ItemActionProps> | null>(null);

/**
 * What a card, a cloth's page or a magazine entry offers on its item (the favourite heart). Shared components
 * cannot know the feature behind it, so the app hands it in; with none given (previews, isolated tests) they
 * show nothing.
 */
export function ItemActionsProvider({ actions, children }: { actions: ComponentType<ItemActionProps>; children: ReactNode }) {
  return <ItemActionsContext.Provider value={actions}>{children}</ItemActionsContext.Provider>;
}

export function useItemActions(): ComponentType<ItemActionProps> | null {
  return useContext(ItemActionsContext);
}
