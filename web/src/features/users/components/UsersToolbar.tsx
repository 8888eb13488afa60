import { useIntl } from 'react-intl';
import { AdminSearch } from '../../../components/admin/AdminSearch';
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
  return (
    <div className="flex flex-wrap items-end gap-4">
      <AdminSearch labelId="users.search" q={q} onSearch={onSearch} />
      <label className="flex flex-col">
        <span className="field-label">{intl.formatMessage({ id: 'users.filter.type' })}</span>
        <select className="field-input" value={type ?? ''} onChange={(event) => onType(isRoleType(event.target.value) ? event.target.value : null)}>
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
