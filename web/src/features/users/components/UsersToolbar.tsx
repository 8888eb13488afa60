import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ROLE_TYPES } from '@vitrina/domain/accounts/roles';
import type { RoleType as Role } from '@vitrina/domain/accounts/roles';
import { isRoleType } from '../roleTypes';

interface Props {
  q: string;
  type: Role | null;
  onSearch: (q: string) => void;
  onType: (type: Role | null) => void;
}

/** Narrows the list: a search on username, email and names (on Enter), and a type filter (at once). */
export function UsersToolbar({ q, type, onSearch, onType }: Props) {
  const intl = useIntl();
  const [text, setText] = useState(q);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <div className="flex flex-wrap items-end gap-4">
      <form role="search" onSubmit={submit} className="flex min-w-[16rem] flex-1 items-end gap-2">
        <label className="flex flex-1 flex-col">
          <span className="field-label">{intl.formatMessage({ id: 'users.search' })}</span>
          <input type="search" className="field-input" value={text} onChange={(event) => setText(event.target.value)} />
        </label>
        <button type="submit" className="button-secondary">
          {intl.formatMessage({ id: 'header.search.submit' })}
        </button>
      </form>
      <label className="flex flex-col">
        <span className="field-label">{intl.formatMessage({ id: 'users.filter.type' })}</span>
        <select
          className="field-input"
          value={type ?? ''}
          onChange={(event) => onType(isRoleType(event.target.value) ? event.target.value : null)}
        >
          <option value="">{intl.formatMessage({ id: 'users.filter.allTypes' })}</option>
          {ROLE_TYPES.map((role) => (
            <option key={role} value={role}>
              {intl.formatMessage({ id: `role.${role}` })}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
