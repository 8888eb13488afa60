import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { catalogueKeys } from './catalogueKeys';
import type { EditableKind } from './saveTerm';

export interface TermRemoval {
  kind: EditableKind;
  id: string;
}

/** DELETE /admin/taxonomy/:kind/:id; the server refuses (TERM_IN_USE) while clothes or categories use it. */
export async function removeTerm({ kind, id }: TermRemoval): Promise<void> {
  await api.delete(`admin/taxonomy/${kind}/${encodeURIComponent(id)}`);
}

export function useRemoveTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTerm,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.taxonomies() }),
  });
}
