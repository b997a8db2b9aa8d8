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
import { apiUrl, isApiError } from '../../api/client';
import { formatDateTime } from '../../format';
import { useCurrentUser } from '../../routing/currentUser';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Dialog,
  EmptyRow,
  LoadingState,
  RowActions,
  SelectField,
  SortableTh,
  StatCard,
  Table,
  Td,
  TextField,
  Th,
} from '../../ui';
import { LoadFailed } from './LoadFailed';
import { MembershipDialog } from './MembershipDialog';
import { adminTexts } from './texts';
import { UserDialog } from './UserDialog';

const t = adminTexts.users;
const errorText = (error: unknown, fallback: string) =>
  isApiError(error) && error.status >= 400 && error.status < 500 && error.code !== 'FORBIDDEN'
    ? error.message
    : fallback;

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
  const [dialog, setDialog] = useState<
    | { kind: 'create' }
    | { kind: 'edit'; user: AdminUser }
    | { kind: 'delete'; ids: string[] }
    | { kind: 'membership'; user: AdminUser }
    | null
  >(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const filter = { search: search || undefined, role: role || undefined, tenant: tenant || undefined };
  const visible = sortUsers(filterUsers(users.data ?? [], filter), sort.key, sort.dir);
  const stats = userStats(users.data ?? []);
  const selectedIds = [...selected].filter((id) => visible.some((u) => u.id === id));

  if (users.isPending) return <LoadingState />;
  if (users.isError) return <LoadFailed message={uiErrors.adminLoad} onRetry={() => void users.refetch()} />;

  const sortBy = (key: UserSortKey) =>
    setSort((s) => ({ key, dir: s.key === key && s.dir === 'asc' ? 'desc' : 'asc' }));
  const dirOf = (key: UserSortKey) => (sort.key === key ? sort.dir : null);
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allSelected = visible.length > 0 && visible.every((u) => selected.has(u.id));

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
        <a
          href={apiUrl(staffApi.exportUsersCsv, { query: filter })}
          download
          className="inline-flex items-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
        >
          {t.exportCsv}
        </a>
        <Button onClick={() => setDialog({ kind: 'create' })}>{t.add}</Button>
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
                  setMessage({ tone: 'success', text: t.rolesChanged(n) });
                  setSelected(new Set());
                },
                onError: (e) => setMessage({ tone: 'error', text: errorText(e, uiErrors.rolesChange) }),
              },
            )
          }
        >
          {t.applyRole}
        </Button>
        <Button
          variant="danger"
          disabled={selectedIds.length === 0}
          onClick={() => setDialog({ kind: 'delete', ids: selectedIds })}
        >
          {t.bulkDelete(selectedIds.length)}
        </Button>
      </div>

      {message && <Alert tone={message.tone === 'success' ? 'success' : 'error'}>{message.text}</Alert>}

      <Table caption={t.caption}>
        <thead>
          <tr>
            <Th>
              <Checkbox
                label={<span className="sr-only">{t.selectAll}</span>}
                checked={allSelected}
                onChange={() => setSelected(allSelected ? new Set() : new Set(visible.map((u) => u.id)))}
              />
            </Th>
            <SortableTh label={t.cols.name} direction={dirOf('full_name')} onSort={() => sortBy('full_name')} />
            <SortableTh label={t.cols.email} direction={dirOf('email')} onSort={() => sortBy('email')} />
            <SortableTh label={t.cols.role} direction={dirOf('role')} onSort={() => sortBy('role')} />
            <SortableTh label={t.cols.tenant} direction={dirOf('tenant')} onSort={() => sortBy('tenant')} />
            <SortableTh label={t.cols.created} direction={dirOf('created_at')} onSort={() => sortBy('created_at')} />
            <Th>{t.cols.status}</Th>
            <Th>
              <span className="sr-only">{t.cols.actions}</span>
            </Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {visible.length === 0 && <EmptyRow colSpan={8}>{t.empty}</EmptyRow>}
          {visible.map((u) => (
            <tr key={u.id}>
              <Td>
                <Checkbox
                  label={<span className="sr-only">{t.select(u.fullName)}</span>}
                  checked={selected.has(u.id)}
                  onChange={() => toggle(u.id)}
                />
              </Td>
              <Td className="font-medium">
                {u.fullName} {u.id === me.id && <span className="text-slate-600">{t.you}</span>}
              </Td>
              <Td>{u.email}</Td>
              <Td>
                <Badge tone={u.role === 'admin' ? 'purple' : 'neutral'}>{roleLabels[u.role]}</Badge>
              </Td>
              <Td>{u.tenants.map((x) => x.name).join(', ') || '–'}</Td>
              <Td className="whitespace-nowrap">{formatDateTime(u.createdAt)}</Td>
              <Td>
                <Badge tone={u.isActive ? 'green' : 'red'}>{u.isActive ? t.active : t.inactive}</Badge>
              </Td>
              <Td>
                <RowActions>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t.membershipLabel(u.fullName)}
                    onClick={() => setDialog({ kind: 'membership', user: u })}
                  >
                    {t.membership}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t.editLabel(u.fullName)}
                    onClick={() => setDialog({ kind: 'edit', user: u })}
                  >
                    {t.edit}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-800"
                    aria-label={t.deleteLabel(u.fullName)}
                    disabled={u.id === me.id}
                    onClick={() => setDialog({ kind: 'delete', ids: [u.id] })}
                  >
                    {t.delete}
                  </Button>
                </RowActions>
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>

      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <UserDialog
          user={dialog.kind === 'edit' ? dialog.user : null}
          tenants={tenants.data ?? []}
          isSelf={dialog.kind === 'edit' && dialog.user.id === me.id}
          onClose={() => setDialog(null)}
          onSaved={(text) => {
            setDialog(null);
            setMessage({ tone: 'success', text });
          }}
        />
      )}
      {dialog?.kind === 'membership' && (
        <MembershipDialog
          userId={dialog.user.id}
          userName={dialog.user.fullName}
          onClose={() => setDialog(null)}
          onSaved={(text) => {
            setDialog(null);
            setMessage({ tone: 'success', text });
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <Dialog
          title={t.deleteTitle(dialog.ids.length)}
          description={t.deleteBody}
          onClose={() => setDialog(null)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setDialog(null)}>
                {adminTexts.cancel}
              </Button>
              <Button
                variant="danger"
                busy={deleteUsers.isPending}
                onClick={() =>
                  deleteUsers.mutate(dialog.ids, {
                    onSuccess: (n) => {
                      setDialog(null);
                      setSelected(new Set());
                      setMessage({ tone: 'success', text: t.deleted(n) });
                    },
                    onError: (e) => {
                      setDialog(null);
                      setMessage({ tone: 'error', text: errorText(e, uiErrors.usersDelete) });
                    },
                  })
                }
              >
                {t.delete}
              </Button>
            </>
          }
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
        </Dialog>
      )}
    </div>
  );
}
