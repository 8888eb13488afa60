import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminTerm } from '@vitrina/contract/taxonomy';
import type { TermKind } from '@vitrina/domain/taxonomy/events';
import { api } from '../../../lib/api';
import { catalogueKeys } from './catalogueKeys';
import type { SynonymsTerm, TermSynonyms } from './listSynonyms';

export interface SynonymsSave {
  kind: TermKind;
  id: string;
  synonyms: TermSynonyms;
}

/**
 * PUT /admin/taxonomy/:kind/:id/synonyms with the languages that have words (the server keeps them trimmed and
 * without repeats); when none has any, DELETE takes them all away.
 */
export async function saveSynonyms({ kind, id, synonyms }: SynonymsSave): Promise<SynonymsTerm> {
  const path = `admin/taxonomy/${kind}/${encodeURIComponent(id)}/synonyms`;
  const filled = Object.fromEntries(Object.entries(synonyms).filter(([, words]) => words && words.length > 0));
  return AdminTerm.parse(Object.keys(filled).length > 0 ? await api.put(path, { synonyms: filled }) : await api.delete(path));
}

export function useSaveSynonyms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSynonyms,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.synonymLists() }),
  });
}
