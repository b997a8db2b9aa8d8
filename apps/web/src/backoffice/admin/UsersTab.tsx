import {
  type AdminUser,
  filterUsers,
  type Role,
  roleLabels,
  roles,
  sortUsers,
  staffApi,
  type UserSortKey,
  uiErrors,
  userStats,
} from '@praxisdesk/domain';
import { useState } from 'react';
import { useAdminTenants, useAdminUsers, useDeleteUsers, useSetRoles } from '../../api/admin';
import { apiUrl } from '../../api/client';
import { formatDateTime } from '../../format';
import { useCurrentUser } from '../../routing/currentUser';
import {
  type AdminColumn,
  AdminTable,
  Badge,
  Button,
  DownloadLink,
  LoadFailed,
  LoadingState,
  nextSort,
  SelectField,
  StatCard,
  TextField,
} from '../../ui';
import { AccountBadges } from '../account/AccountBadges';
import { FormDialog } from './FormDialog';
import { MembershipDialog } from './MembershipDialog';
import { serverErrorText } from './serverError';
import { adminTexts } from './texts';
import { UserDialog } from './UserDialog';
import { useTabDialogs } from './useTabDialogs';

const t = adminTexts.users;

/** The user table's columns; `meId` marks the signed-in admin's own row. */
const columns = (meId: string): AdminColumn<AdminUser, UserSortKey>[] => [
  {
    id: 'name',
    header: t.cols.name,
    sortKey: 'full_name',
    className: 'font-medium',
    cell: (u) => (
      <>
        {u.fullName} {u.id === meId && <span className="text-slate-600">{t.you}</span>}
      </>
    ),
  },
  { id: 'email', header: t.cols.email, sortKey: 'email', cell: (u) => u.email },
  {
    id: 'role',
    header: t.cols.role,
    sortKey: 'role',
    cell: (u) => <Badge tone={u.role === 'admin' ? 'purple' : 'neutral'}>{roleLabels[u.role]}</Badge>,
  },
  {
    id: 'tenant',
    header: t.cols.tenant,
    sortKey: 'tenant',
    cell: (u) => u.tenants.map((x) => x.name).join(', ') || '–',
  },
  {
    id: 'created',
    header: t.cols.created,
    sortKey: 'created_at',
    className: 'whitespace-nowrap',
    cell: (u) => formatDateTime(u.createdAt),
  },
  {
    id: 'status',
    header: t.cols.status,
    cell: (u) => (
      <span className="inline-flex flex-wrap gap-1">
        <Badge tone={u.isActive ? 'green' : 'red'}>{u.isActive ? t.active : t.inactive}</Badge>
        <AccountBadges user={u} />
      </span>
    ),
  },
];

/** Users tab (spec §2): stats, search, filters, sortable table, bulk actions, CSV, dialogs. */
export function UsersTab() {
  const me = useCurrentUser();
  const users = useAdminUsers();
  const tenants = useAdminTenants();
  const setRoles = useSetRoles();
  const deleteUsers = useDeleteUsers();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [tenant, setTenant] = useState('');
  const [sort, setSort] = useState<{ key: UserSortKey; dir: 'asc' | 'desc' }>({ key: 'full_name', dir: 'asc' });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkRole, setBulkRole] = useState<Role>('user');
  const dialogs = useTabDialogs<
    | { kind: 'create' }
    | { kind: 'edit'; user: AdminUser }
    | { kind: 'delete'; ids: string[] }
    | { kind: 'membership'; user: AdminUser }
  >();
  const dialog = dialogs.open;

  const filter = { search: search || undefined, role: role || undefined, tenant: tenant || undefined };
  const visible = sortUsers(filterUsers(users.data ?? [], filter), sort.key, sort.dir);
  const stats = userStats(users.data ?? []);
  const selectedIds = [...selected].filter((id) => visible.some((u) => u.id === id));

  if (users.isPending) return <LoadingState />;
  if (users.isError) return <LoadFailed message={uiErrors.adminLoad} onRetry={() => void users.refetch()} />;

  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <StatCard label={t.stats.total} value={stats.total} />
        <StatCard label={t.stats.admins} value={stats.admins} />
        <StatCard label={t.stats.users} value={stats.users} />
        <StatCard label={t.stats.active} value={stats.active} />
        <StatCard label={t.stats.inactive} value={stats.inactive} />
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <TextField
          className="min-w-56 flex-1"
          label={t.search}
          type="search"
          placeholder={t.searchPlaceholder}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <SelectField label={t.roleFilter} value={role} onChange={(e) => setRole(e.target.value as Role | '')}>
          <option value="">{t.all}</option>
          {roles.map((r) => (
            <option key={r} value={r}>
              {roleLabels[r]}
            </option>
          ))}
        </SelectField>
        <SelectField label={t.tenantFilter} value={tenant} onChange={(e) => setTenant(e.target.value)}>
          <option value="">{t.all}</option>
          {(tenants.data ?? []).map((x) => (
            <option key={x.id} value={x.id}>
              {x.name}
            </option>
          ))}
        </SelectField>
        <DownloadLink href={apiUrl(staffApi.exportUsersCsv, { query: filter })}>{t.exportCsv}</DownloadLink>
        <Button onClick={() => dialogs.show({ kind: 'create' })}>{t.add}</Button>
      </div>

      <div className="flex flex-wrap items-end gap-3 rounded-md bg-slate-100 px-3 py-2">
        <span className="self-center text-sm text-slate-700" aria-live="polite">
          {t.selected(selectedIds.length)}
        </span>
        <SelectField label={t.bulkRole} value={bulkRole} onChange={(e) => setBulkRole(e.target.value as Role)}>
          {roles.map((r) => (
            <option key={r} value={r}>
              {roleLabels[r]}
            </option>
          ))}
        </SelectField>
        <Button
          variant="secondary"
          disabled={selectedIds.length === 0}
          busy={setRoles.isPending}
          onClick={() =>
            setRoles.mutate(
              { ids: selectedIds, role: bulkRole },
              {
                onSuccess: (n) => {
                  dialogs.done(t.rolesChanged(n));
                  setSelected(new Set());
                },
                onError: (e) => dialogs.failed(serverErrorText(e, uiErrors.rolesChange)),
              },
            )
          }
        >
          {t.applyRole}
        </Button>
        <Button
          variant="danger"
          disabled={selectedIds.length === 0}
          onClick={() => dialogs.show({ kind: 'delete', ids: selectedIds })}
        >
          {t.bulkDelete(selectedIds.length)}
        </Button>
      </div>

      {dialogs.notice}

      <AdminTable
        caption={t.caption}
        columns={columns(me.id)}
        rows={visible}
        rowKey={(u) => u.id}
        empty={t.empty}
        sort={{ ...sort, onSort: (key) => setSort((s) => nextSort(s, key)) }}
        selection={{
          selected,
          onChange: setSelected,
          rowLabel: (u) => t.select(u.fullName),
          selectAllLabel: t.selectAll,
        }}
        actions={{
          label: t.cols.actions,
          items: [
            {
              id: 'membership',
              label: t.membership,
              ariaLabel: (u) => t.membershipLabel(u.fullName),
              onClick: (u) => dialogs.show({ kind: 'membership', user: u }),
            },
            {
              id: 'edit',
              label: t.edit,
              variant: 'secondary',
              ariaLabel: (u) => t.editLabel(u.fullName),
              onClick: (u) => dialogs.show({ kind: 'edit', user: u }),
            },
            {
              id: 'delete',
              label: t.delete,
              danger: true,
              ariaLabel: (u) => t.deleteLabel(u.fullName),
              disabled: (u) => u.id === me.id,
              onClick: (u) => dialogs.show({ kind: 'delete', ids: [u.id] }),
            },
          ],
        }}
      />

      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <UserDialog
          user={dialog.kind === 'edit' ? dialog.user : null}
          tenants={tenants.data ?? []}
          isSelf={dialog.kind === 'edit' && dialog.user.id === me.id}
          onClose={dialogs.close}
          onSaved={dialogs.done}
        />
      )}
      {dialog?.kind === 'membership' && (
        <MembershipDialog
          userId={dialog.user.id}
          userName={dialog.user.fullName}
          onClose={dialogs.close}
          onSaved={dialogs.done}
        />
      )}
      {dialog?.kind === 'delete' && (
        <FormDialog
          title={t.deleteTitle(dialog.ids.length)}
          description={t.deleteBody}
          onClose={dialogs.close}
          submitLabel={t.delete}
          submitVariant="danger"
          failed={uiErrors.usersDelete}
          busy={deleteUsers.isPending}
          onSubmit={() => {
            // A failed delete closes the dialog and reports in the tab, beside the bulk actions.
            deleteUsers.mutate(dialog.ids, {
              onSuccess: (n) => {
                setSelected(new Set());
                dialogs.done(t.deleted(n));
              },
              onError: (e) => dialogs.failed(serverErrorText(e, uiErrors.usersDelete)),
            });
            return null;
          }}
        >
          <ul className="list-inside list-disc text-sm text-slate-800">
            {(users.data ?? [])
              .filter((u) => dialog.ids.includes(u.id))
              .map((u) => (
                <li key={u.id}>
                  {u.fullName} ({u.email})
                </li>
              ))}
          </ul>
        </FormDialog>
      )}
    </div>
  );
}
