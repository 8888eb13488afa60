import { Combobox, ComboboxInput } from '@headlessui/react';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { FormEvent, KeyboardEvent, RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { SUGGEST_FROM, useSuggestions } from '../../features/search/api/suggestSearches';
import { DEFAULT_SEARCH_TYPE, readSearchParams } from '../../features/search/searchParams';
import { addressOf, SearchSuggestions, suggestionCount, type Picked } from './SearchSuggestions';

// Only type 1 (clothes) is offered for now; the taxonomy call fills this list in a later issue.
/** The keys that move through the suggestions. */
const MOVES = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageDown', 'PageUp']);

const SEARCH_TYPES = [{ id: DEFAULT_SEARCH_TYPE, labelId: 'header.search.type.clothes' }] as const;

/** Below md (768 px) the box becomes a full-screen sheet while it is in use. */
const PHONE = '(max-width: 47.999rem)';
function usePhone(): boolean {
  return useSyncExternalStore(
    (changed) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(PHONE);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE).matches,
  );
}

/**
 * The header's search: a WAI-ARIA combobox (Headless UI's) that suggests from the second letter what the words
 * read as, categories, brands, popular searches and clothes (GET /search/suggest, never a counted search). Arrows
 * move through the suggestions, Enter opens the one picked or, with none, searches the words as typed; Escape
 * closes the list. On a phone the box, once focused, is a full-screen sheet with a close button.
 */
export function SearchBox() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const current = location.pathname === '/search' ? readSearchParams(new URLSearchParams(location.search)) : null;
  const [text, setText] = useState(current?.q ?? '');
  const [type, setType] = useState(String(current?.type ?? DEFAULT_SEARCH_TYPE));
  const [sheetOpen, setSheetOpen] = useState(false);
  const phone = usePhone();
  const sheet = phone && sheetOpen;
  // Whether the shopper moved to a suggestion with the arrows since typing: Headless UI marks the first one active
  // on its own, and Enter then must still search the words as typed.
  const [moved, setMoved] = useState(false);
  const firstActive = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const typeId = useId();
  const suggestions = useSuggestions(text);
  const shown = text.trim().length >= SUGGEST_FROM && suggestions.data && suggestionCount(suggestions.data) > 0 ? suggestions.data : null;

  // The page under the sheet does not scroll with it.
  useEffect(() => {
    if (!sheet) return;
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = before;
    };
  }, [sheet]);

  function go(to: string) {
    setSheetOpen(false);
    input.current?.blur();
    navigate(to);
  }

  function search(words: string) {
    go(`/search?${new URLSearchParams({ q: words.trim(), type }).toString()}`);
  }

  function pick(picked: Picked | null) {
    if (!picked) return;
    if (picked.kind === 'search') setText(picked.q);
    go(addressOf(picked, type));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    search(text);
  }

  // Enter with no suggestion picked searches the words as typed (Headless UI's own Enter would only close the list).
  function keys(event: KeyboardEvent<HTMLDivElement>) {
    escape(event);
    if (MOVES.has(event.key) && shown && !moved) {
      setMoved(true);
      // Onto the list: the first suggestion, which Headless UI marks active already, is the one arrived at.
      if (event.key === 'ArrowDown' && firstActive.current) {
        event.preventDefault();
        event.stopPropagation();
      }
    }
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || (moved && shown)) return;
    event.preventDefault();
    event.stopPropagation();
    search(text);
  }

  // Escape closes the list (Headless UI's) and, on a phone, the sheet with it.
  function escape(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && sheet) setSheetOpen(false);
  }

  return (
    <form
      role="search"
      aria-label={intl.formatMessage({ id: 'header.search.label' })}
      onSubmit={submit}
      className={`search-box flex min-w-0 flex-1 ${sheet ? 'search-box--sheet items-start' : 'items-stretch'}`}
    >
      <label htmlFor={typeId} className="sr-only">
        {intl.formatMessage({ id: 'header.search.category' })}
      </label>
      <select id={typeId} value={type} onChange={(event) => setType(event.target.value)} className="search-box__type">
        {SEARCH_TYPES.map((option) => (
          <option key={option.id} value={option.id}>
            {intl.formatMessage({ id: option.labelId })}
          </option>
        ))}
      </select>
      <Combobox<Picked | null> value={null} onChange={pick} immediate>
        {({ activeIndex }) => (
          <>
            <ActiveIndex index={activeIndex} into={firstActive} />
            <div className="search-box__field flex min-w-0 flex-1" onKeyDownCapture={keys}>
              <label htmlFor={inputId} className="sr-only">
                {intl.formatMessage({ id: 'header.search.input' })}
              </label>
              <ComboboxInput
                id={inputId}
                ref={input}
                type="search"
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  setMoved(false);
                }}
                onFocus={() => phone && setSheetOpen(true)}
                placeholder={intl.formatMessage({ id: 'header.search.placeholder' })}
                enterKeyHint="search"
                autoComplete="off"
                className="search-box__input"
              />
              {shown && <SearchSuggestions suggestions={shown} sheet={sheet} moved={moved} />}
            </div>
          </>
        )}
      </Combobox>
      <button type="submit" className="search-box__submit">
        <svg aria-hidden viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.6">
          <circle cx="8.5" cy="8.5" r="5.5" />
          <path d="m13 13 4 4" strokeLinecap="round" />
        </svg>
        <span className="sr-only">{intl.formatMessage({ id: 'header.search.submit' })}</span>
      </button>
      {sheet && (
        <button type="button" onClick={() => setSheetOpen(false)} className="search-box__close">
          {intl.formatMessage({ id: 'header.suggest.close' })}
        </button>
      )}
      <span role="status" className="sr-only">
        {shown ? intl.formatMessage({ id: 'header.suggest.status' }, { count: suggestionCount(shown) }) : ''}
      </span>
    </form>
  );
}

/** Keeps whether the first suggestion is the active one where the key handlers can read it. */
function ActiveIndex({ index, into }: { index: number | null; into: RefObject<boolean> }) {
  useEffect(() => {
    into.current = index === 0;
  }, [index, into]);
  return null;
}
