import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { SetURLSearchParams } from 'react-router-dom';
import type { Language } from '@vitrina/domain/core/languages';
import { searchKeys } from './api/searchClothes';
import type { SearchResult } from './api/searchClothes';
import { searchParamsOf } from './searchState';
import type { SearchState } from './searchState';

/**
 * When the words named another type than the address's ("zapatillas" from the header's default type 1), the answer
 * is already that type's: the address takes its type once, in place of the entry, and the answer is kept under the
 * new address's key, so the type selector follows without searching again.
 */
export function useAnswerType(state: SearchState, result: SearchResult | undefined, current: boolean, setParams: SetURLSearchParams) {
  const queryClient = useQueryClient();
  const language = useIntl().locale as Language;
  // Addresses already moved away from: a server naming types back and forth cannot make the page loop.
  const moved = useRef(new Set<string>());
  const type = Number(result?.type ?? Number.NaN);
  useEffect(() => {
    if (!result || !current || !Number.isInteger(type) || type <= 0 || type === state.type) return;
    const from = searchParamsOf(state).toString();
    if (moved.current.has(from)) return;
    moved.current.add(from);
    const next = { ...state, type };
    queryClient.setQueryData(searchKeys.result(next, language), result);
    setParams(searchParamsOf(next), { replace: true });
  });
}
