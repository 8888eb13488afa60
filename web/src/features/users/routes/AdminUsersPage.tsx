import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { RoleType } from '@vitrina/domain/accounts/roles';
import { AdminList, AdminPage } from '../../../components/admin/AdminPage';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { Outcome } from '../../../components/admin/AdminPage';
import { Pagination } from '../../../components/Pagination';
import { useErrorText } from '../../../lib/errorText';
import { useChangeUserType } from '../api/changeUserType';
import { useUsers } from '../api/listUsers';
import type { AdminUser } from '../api/listUsers';
import { useEraseUser } from '../api/eraseUser';
import { useSetUserActive } from '../api/setUserActive';
import type { ActiveChange } from '../api/setUserActive';
import type { UserFilters } from '../api/userKeys';
import { ConfirmActiveDialog } from '../components/ConfirmActiveDialog';
import { UsersTable } from '../components/UsersTable';
import { UsersToolbar } from '../components/UsersToolbar';
import { isRoleType } from '../roleTypes';

export const USERS_PAGE_SIZE = 20;

/** The filters live in the address (?q=&type=&page=), so a list can be reloaded and shared as it is. */
function useUserFilters() {
  const [params, setParams] = useSearchParams();
  const type = params.get('type');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const filters: UserFilters = {
    q: params.get('q') ?? '',
    type: isRoleType(type) ? type : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: USERS_PAGE_SIZE,
  };
  const update = (next: Partial<UserFilters>) => {
    const merged = { ...filters, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.q) search.set('q', merged.q);
    if (merged.type) search.set('type', merged.type);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search, { replace: true });
  };
  return { filters, update };
}

/** Who is signed in, as the app's session knows it. */
export interface CurrentAdmin {
  user: string;
  userId?: string | undefined;
}

/** Admin → users and brands → users: every account, its type and whether it may log in. */
export function AdminUsersPage({ me }: { me: CurrentAdmin | null }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { filters, update } = useUserFilters();
  const users = useUsers(filters);
  const changeType = useChangeUserType();
  const setActive = useSetUserActive();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [confirming, setConfirming] = useState<ActiveChange | null>(null);
  const [retyping, setRetyping] = useState<{ user: AdminUser; type: RoleType } | null>(null);
  const erase = useEraseUser();
  const [erasing, setErasing] = useState<AdminUser | null>(null);

  function confirmErase(user: AdminUser) {
    setOutcome(null);
    erase.mutate(user, {
      onSettled: () => setErasing(null),
      onSuccess: () => setOutcome({ tone: 'success', text: intl.formatMessage({ id: 'users.erased' }) }),
      onError: (error) => setOutcome({ tone: 'error', text: errorText(error, {}, 'users.error.erase') }),
    });
  }

  const isSelf = (user: AdminUser) => !!me && (user.id === me.userId || user.username.toLocaleLowerCase() === me.user.toLocaleLowerCase());

  function onTypeChange(user: AdminUser, type: RoleType) {
    if (isSelf(user)) {
      setOutcome({ tone: 'error', text: intl.formatMessage({ id: 'users.error.ownType' }) });
      return;
    }
    if (type === user.type) return;
    // A type opens or closes parts of the site (Admin opens all of it), so the admin says yes first.
    setRetyping({ user, type });
  }

  function confirmType(user: AdminUser, type: RoleType) {
    setOutcome(null);
    changeType.mutate(
      { user, type },
      {
        onSettled: () => setRetyping(null),
        onSuccess: (saved) =>
          setOutcome({
            tone: 'success',
            text: intl.formatMessage({ id: 'users.typeChanged' }, { username: saved.username, type: intl.formatMessage({ id: `role.${saved.type}` }) }),
          }),
        onError: (error) =>
          setOutcome({
            tone: 'error',
            text: errorText(error, { CANNOT_CHANGE_OWN_TYPE: 'users.error.ownType' }, 'users.error.type'),
          }),
      },
    );
  }

  function confirmActive(change: ActiveChange) {
    setOutcome(null);
    setActive.mutate(change, {
      onSuccess: (saved) => {
        setConfirming(null);
        const id = saved.active ? 'users.reactivated' : 'users.deactivated';
        setOutcome({ tone: 'success', text: intl.formatMessage({ id }, { username: saved.username }) });
      },
      onError: (error) => {
        setConfirming(null);
        setOutcome({
          tone: 'error',
          text: errorText(error, { CANNOT_DEACTIVATE_SELF: 'users.error.deactivateSelf' }, 'users.error.active'),
        });
      },
    });
  }

  const toolbar = (
    <UsersToolbar
      key={`${filters.q}|${filters.type ?? ''}`}
      q={filters.q}
      type={filters.type}
      onSearch={(q) => update({ q })}
      onType={(type) => update({ type })}
    />
  );
  return (
    <AdminPage title={intl.formatMessage({ id: 'admin.users.users' })} tools={toolbar} outcome={outcome}>
      <AdminList query={users} errorId="users.error.load" emptyId="users.empty" isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <>
            <UsersTable
              users={data.items}
              isSelf={isSelf}
              onTypeChange={onTypeChange}
              onActiveChange={(user, active) => setConfirming({ user, active })}
              onErase={setErasing}
            />
            <Pagination page={filters.page} pages={Math.max(1, Math.ceil(data.total / data.pageSize))} onPage={(page) => update({ page })} />
          </>
        )}
      </AdminList>
      <ConfirmActiveDialog change={confirming} pending={setActive.isPending} onConfirm={confirmActive} onCancel={() => setConfirming(null)} />
      {retyping && (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'users.type.title' }, { username: retyping.user.username })}
          text={intl.formatMessage(
            { id: retyping.type === 'ADMIN' ? 'users.type.textAdmin' : 'users.type.text' },
            { username: retyping.user.username, type: intl.formatMessage({ id: `role.${retyping.type}` }) },
          )}
          confirmLabel={intl.formatMessage({ id: 'users.type.confirm' }, { type: intl.formatMessage({ id: `role.${retyping.type}` }) })}
          pending={changeType.isPending}
          onConfirm={() => confirmType(retyping.user, retyping.type)}
          onCancel={() => setRetyping(null)}
        />
      )}
      {erasing && (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'users.erase.title' }, { username: erasing.username })}
          text={intl.formatMessage({ id: 'users.erase.text' })}
          confirmLabel={intl.formatMessage({ id: 'users.erase.label' }, { username: erasing.username })}
          pending={erase.isPending}
          onConfirm={() => confirmErase(erasing)}
          onCancel={() => setErasing(null)}
        />
      )}
    </AdminPage>
  );
}
