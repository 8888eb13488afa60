import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { DEFAULT_SEARCH_TYPE, readSearchParams } from '../../features/search/searchParams';

// Only type 1 (clothes) is offered for now; the taxonomy call fills this list in a later issue.
const SEARCH_TYPES = [{ id: DEFAULT_SEARCH_TYPE, labelId: 'header.search.type.clothes' }] as const;

export function SearchBox() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const current = location.pathname === '/search' ? readSearchParams(new URLSearchParams(location.search)) : null;
  const [text, setText] = useState(current?.q ?? '');
  const [type, setType] = useState(String(current?.type ?? DEFAULT_SEARCH_TYPE));
  const inputId = useId();
  const typeId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams({ q: text.trim(), type });
    navigate(`/search?${params.toString()}`);
  }

  return (
    <form
      role="search"
      aria-label={intl.formatMessage({ id: 'header.search.label' })}
      onSubmit={submit}
      className="search-box flex min-w-0 flex-1 items-stretch"
    >
      <label htmlFor={typeId} className="sr-only">
        {intl.formatMessage({ id: 'header.search.category' })}
      </label>
      <select
        id={typeId}
        value={type}
        onChange={(event) => setType(event.target.value)}
        className="search-box__type"
      >
        {SEARCH_TYPES.map((option) => (
          <option key={option.id} value={option.id}>
            {intl.formatMessage({ id: option.labelId })}
          </option>
        ))}
      </select>
      <label htmlFor={inputId} className="sr-only">
        {intl.formatMessage({ id: 'header.search.input' })}
      </label>
      <input
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={intl.formatMessage({ id: 'header.search.placeholder' })}
        enterKeyHint="search"
        className="search-box__input"
      />
      <button type="submit" className="search-box__submit">
        <svg aria-hidden viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.6">
          <circle cx="8.5" cy="8.5" r="5.5" />
          <path d="m13 13 4 4" strokeLinecap="round" />
        </svg>
        <span className="sr-only">{intl.formatMessage({ id: 'header.search.submit' })}</span>
      </button>
    </form>
  );
}
