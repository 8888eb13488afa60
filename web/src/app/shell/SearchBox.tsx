import { useCombobox } from 'downshift';
import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useHref, useLocation, useNavigate } from 'react-router-dom';
import { SUGGEST_FROM, useSuggestions } from '../../features/search/api/suggestSearches';
import { DEFAULT_SEARCH_TYPE, readSearchParams } from '../../features/search/searchParams';
import { addressOf, pickables, SearchSuggestions, suggestionCount, type Picked } from './SearchSuggestions';

// Only type 1 (clothes) is offered for now; the taxonomy call fills this list in a later issue.
const SEARCH_TYPES = [{ id: DEFAULT_SEARCH_TYPE, labelId: 'header.search.type.clothes' }] as const;

/** Downshift leaves an event alone whose native event says so. */
type NativeWithDownshift = Event & { preventDownshiftDefault?: boolean };

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
    // The server's render and hydration are wide, as useMediaQuery's.
    () => false,
  );
}

/**
 * The header's search: a WAI-ARIA combobox (downshift's useCombobox, the APG's combobox with a listbox popup) that
 * suggests from the second letter what the words read as, categories, brands, popular searches and clothes
 * (GET /search/suggest, never a counted search). Arrows move through the suggestions, Enter opens the one moved to
 * or, with none, searches the words as typed; Escape closes the list. On a phone the box, once focused, is a
 * full-screen sheet with a close button. Downshift rather than Headless UI's Combobox, which would bring a list
 * virtualizer and ~48 KB compressed into every page's first view (e2e/tests/first-view.spec.ts).
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
  const input = useRef<HTMLInputElement>(null);
  const typeSelect = useRef<HTMLSelectElement>(null);
  // Before the app runs (a server-rendered page), the form searches as any form does: the same address.
  const action = useHref('/search');
  const inputId = useId();
  const typeId = useId();
  const suggestions = useSuggestions(text);
  const shown = text.trim().length >= SUGGEST_FROM && suggestions.data && suggestionCount(suggestions.data) > 0 ? suggestions.data : null;
  const items = shown ? pickables(shown) : [];

  const combobox = useCombobox<Picked>({
    items,
    inputId,
    inputValue: text,
    selectedItem: null,
    itemToString: (item) => (item?.kind === 'search' ? item.q : text),
    onInputValueChange: ({ inputValue, type: change }) => {
      if (change === useCombobox.stateChangeTypes.InputChange) setText(inputValue ?? '');
    },
    onSelectedItemChange: ({ selectedItem }) => pick(selectedItem ?? null),
  });
  const open = combobox.isOpen && shown !== null;

  // What the reader typed or chose in the server's page before the app took it over (SSR) is kept, not reset to the
  // address's words: the DOM holds it, the first render's state does not. A layout effect, so it runs in hydration's
  // commit, before any event can reach the handlers rendered with the empty words.
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== text) setText(typed);
    const chosen = typeSelect.current?.value;
    if (chosen !== undefined && chosen !== type) setType(chosen);
    // A box focused before the app ran missed its onFocus: on a phone it is the sheet all the same.
    if (input.current && document.activeElement === input.current) setSheetOpen(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the app takes the page over
  }, []);

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
    // The box's own value, which the state follows (and, as the app takes over, copies: see above).
    search(input.current?.value ?? text);
  }

  // Enter with no suggestion moved to submits the form (downshift's own Enter would only close the list); Escape
  // closes the list (the combobox's) and, on a phone, the sheet with it.
  function keys(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && combobox.highlightedIndex < 0) (event.nativeEvent as NativeWithDownshift).preventDownshiftDefault = true;
    if (event.key === 'Escape' && sheet) setSheetOpen(false);
  }

  return (
    <form
      role="search"
      aria-label={intl.formatMessage({ id: 'header.search.label' })}
      onSubmit={submit}
      action={action}
      className={`search-box flex min-w-0 flex-1 ${sheet ? 'search-box--sheet items-start' : 'items-stretch'}`}
    >
      <label htmlFor={typeId} className="sr-only">
        {intl.formatMessage({ id: 'header.search.category' })}
      </label>
      <select ref={typeSelect} id={typeId} value={type} onChange={(event) => setType(event.target.value)} className="search-box__type">
        {SEARCH_TYPES.map((option) => (
          <option key={option.id} value={option.id}>
            {intl.formatMessage({ id: option.labelId })}
          </option>
        ))}
      </select>
      <div className="search-box__field flex min-w-0 flex-1">
        <label {...combobox.getLabelProps({ htmlFor: inputId })} className="sr-only">
          {intl.formatMessage({ id: 'header.search.input' })}
        </label>
        <input
          {...combobox.getInputProps({
            ref: input,
            onKeyDown: keys,
            onFocus: () => phone && setSheetOpen(true),
            'aria-expanded': open,
          })}
          type="search"
          name="q"
          placeholder={intl.formatMessage({ id: 'header.search.placeholder' })}
          enterKeyHint="search"
          autoComplete="off"
          className="search-box__input"
        />
        {/* After the words, so a form sent before the app runs writes the address as the app does (`?q=…&type=…`). */}
        <input type="hidden" name="type" value={type} />
        <ul
          {...combobox.getMenuProps({ 'aria-label': intl.formatMessage({ id: 'header.suggest.label' }), 'aria-labelledby': undefined })}
          hidden={!open}
          className={`search-suggest ${sheet ? 'search-suggest--sheet' : ''}`}
        >
          {open && (
            <SearchSuggestions
              suggestions={shown}
              highlighted={combobox.highlightedIndex}
              optionProps={(index) => combobox.getItemProps({ item: items[index]!, index })}
            />
          )}
        </ul>
      </div>
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
