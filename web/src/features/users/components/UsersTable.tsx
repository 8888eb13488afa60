import { useIntl } from 'react-intl';
import { ROLE_TYPES } from '@vitrina/domain/accounts/roles';
import type { RoleType } from '@vitrina/domain/accounts/roles';
import { AdminTable } from '../../../components/admin/AdminTable';
import type { AdminUser } from '../api/listUsers';
import { isRoleType } from '../roleTypes';

interface Props {
  users: AdminUser[];
  /** The signed-in admin's own row: its type cannot be changed, nor the account deactivated. */
  isSelf: (user: AdminUser) => boolean;
  onTypeChange: (user: AdminUser, type: RoleType) => void;
  onActiveChange: (user: AdminUser, active: boolean) => void;
  /** Erasing an account on its owner's request (asked first by the page). */
  onErase: (user: AdminUser) => void;
}

export function UsersTable({ users, isSelf, onTypeChange, onActiveChange, onErase }: Props) {
  const intl = useIntl();
  const none = intl.formatMessage({ id: 'users.none' });
  const columns = [
    intl.formatMessage({ id: 'users.column.user' }),
    intl.formatMessage({ id: 'users.column.name' }),
    intl.formatMessage({ id: 'users.column.type' }),
    intl.formatMessage({ id: 'users.column.status' }),
    intl.formatMessage({ id: 'users.column.joined' }),
    intl.formatMessage({ id: 'users.column.subscription' }),
  ];
  return (
    <AdminTable caption={intl.formatMessage({ id: 'admin.users.users' })} columns={columns} minWidth="min-w-[56rem]">
      {users.map((user) => {
        const self = isSelf(user);
        const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
        const joined = new Date(user.joined);
        if (user.erased) {
          // Nothing of the person is left to show: the row says so, and nothing can be done with the account.
          return (
            <tr key={user.id}>
              <th scope="row" className="font-normal text-muted">
                {intl.formatMessage({ id: 'users.deleted' })}
              </th>
              <td colSpan={3} />
              <td>{Number.isNaN(joined.getTime()) ? none : intl.formatDate(joined, { dateStyle: 'medium' })}</td>
              <td>{none}</td>
            </tr>
          );
        }
        return (
          <tr key={user.id}>
            <th scope="row" className="font-normal">
              <span className="block font-semibold text-ink">{user.username}</span>
              <span className="block text-muted">{user.email}</span>
            </th>
            <td>{name || <span className="text-muted">{none}</span>}</td>
            <td>
              <select
                className="field-input py-1"
                aria-label={intl.formatMessage({ id: 'users.typeOf' }, { username: user.username })}
                value={user.type}
                // Not `disabled`: the admin may still try, and is told why it cannot be done.
                aria-disabled={self || undefined}
                onChange={(event) => {
                  if (isRoleType(event.target.value)) onTypeChange(user, event.target.value);
                }}
              >
                {ROLE_TYPES.map((role) => (
                  <option key={role} value={role}>
                    {intl.formatMessage({ id: `role.${role}` })}
                  </option>
                ))}
              </select>
            </td>
            <td>
              <span className="mr-3" data-active={user.active}>
                {intl.formatMessage({ id: user.active ? 'users.status.active' : 'users.status.inactive' })}
              </span>
              <button
                type="button"
                className="tap-target link-underline text-accent disabled:cursor-not-allowed disabled:opacity-40"
                disabled={self}
                aria-label={intl.formatMessage({ id: user.active ? 'users.deactivate.label' : 'users.reactivate.label' }, { username: user.username })}
                onClick={() => onActiveChange(user, !user.active)}
              >
                {intl.formatMessage({ id: user.active ? 'users.deactivate' : 'users.reactivate' })}
              </button>
              {!self && (
                <button
                  type="button"
                  className="tap-target link-underline ml-3 text-accent"
                  aria-label={intl.formatMessage({ id: 'users.erase.label' }, { username: user.username })}
                  onClick={() => onErase(user)}
                >
                  {intl.formatMessage({ id: 'users.erase' })}
                </button>
              )}
            </td>
            <td>{Number.isNaN(joined.getTime()) ? none : intl.formatDate(joined, { dateStyle: 'medium' })}</td>
            <td>
              {user.subscription
                ? `${intl.formatMessage({ id: `tier.${user.subscription.tier}` })} · ${intl.formatMessage({
                    id: `billing.${user.subscription.billingCycle}`,
                  })}`
                : none}
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
