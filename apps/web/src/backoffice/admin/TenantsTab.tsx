import { type AdminTenant, uiErrors } from '@praxisdesk/domain';
import { useAdminTenants } from '../../api/admin';
import { formatDateTime } from '../../format';
import { type AdminColumn, AdminTable, Button, QueryView } from '../../ui';
import { ApiDetailsDialog } from './ApiDetailsDialog';
import { DeleteTenantDialog } from './DeleteTenantDialog';
import { ReceptionConfigDialog } from './ReceptionConfigDialog';
import { TenantDialog } from './TenantDialog';
import { TenantExportButton } from './TenantExportButton';
import { adminTexts } from './texts';
import { useTabDialogs } from './useTabDialogs';

const t = adminTexts.tenants;
type Open = { kind: 'create' } | { kind: 'edit' | 'delete' | 'api' | 'reception'; tenant: AdminTenant };

const columns: AdminColumn<AdminTenant>[] = [
  { id: 'name', header: t.cols.name, className: 'font-medium', cell: (x) => x.name },
  { id: 'id', header: t.cols.id, cell: (x) => <code className="font-mono text-xs">{x.slug}</code> },
  { id: 'recipients', header: t.cols.recipients, cell: (x) => x.emailRecipients.join(', ') || '–' },
  { id: 'users', header: t.cols.users, cell: (x) => x.userCount },
  { id: 'created', header: t.cols.created, className: 'whitespace-nowrap', cell: (x) => formatDateTime(x.createdAt) },
];

/** Tenants tab (spec §2): list with API details, reception configuration, edit, delete, create. */
export function TenantsTab() {
  const tenants = useAdminTenants();
  const { open, show, close, done, notice } = useTabDialogs<Open>();
  return (
    <QueryView query={tenants} failed={uiErrors.tenantLoad}>
      {(list) => (
        <div className="space-y-4">
          <div className="flex justify-end">
            <Button onClick={() => show({ kind: 'create' })}>{t.add}</Button>
          </div>
          {notice}
          <AdminTable
            caption={t.caption}
            columns={columns}
            rows={list}
            rowKey={(x) => x.id}
            empty={t.empty}
            actions={{
              label: t.cols.actions,
              items: [
                {
                  id: 'api',
                  label: t.api,
                  variant: 'secondary',
                  ariaLabel: (x) => t.apiLabel(x.name),
                  onClick: (x) => show({ kind: 'api', tenant: x }),
                },
                {
                  id: 'reception',
                  label: t.reception,
                  ariaLabel: (x) => t.receptionLabel(x.name),
                  onClick: (x) => show({ kind: 'reception', tenant: x }),
                },
                {
                  id: 'edit',
                  label: t.edit,
                  ariaLabel: (x) => t.editLabel(x.name),
                  onClick: (x) => show({ kind: 'edit', tenant: x }),
                },
                { id: 'export', render: (x) => <TenantExportButton tenant={x} /> },
                {
                  id: 'delete',
                  label: t.delete,
                  danger: true,
                  ariaLabel: (x) => t.deleteLabel(x.name),
                  onClick: (x) => show({ kind: 'delete', tenant: x }),
                },
              ],
            }}
          />
          {open?.kind === 'create' && <TenantDialog tenant={null} onClose={close} onSaved={done} />}
          {open?.kind === 'edit' && <TenantDialog tenant={open.tenant} onClose={close} onSaved={done} />}
          {open?.kind === 'delete' && <DeleteTenantDialog tenant={open.tenant} onClose={close} onDeleted={done} />}
          {open?.kind === 'api' && (
            // The dialog reads the freshest copy (after a key rotation, for example).
            <ApiDetailsDialog tenant={list.find((x) => x.id === open.tenant.id) ?? open.tenant} onClose={close} />
          )}
          {open?.kind === 'reception' && <ReceptionConfigDialog tenant={open.tenant} onClose={close} onSaved={done} />}
        </div>
      )}
    </QueryView>
  );
}
