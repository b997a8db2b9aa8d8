import { type AdminTenant, uiErrors } from '@praxisdesk/domain';
import { useState } from 'react';
import { useAdminTenants } from '../../api/admin';
import { formatDateTime } from '../../format';
import { type AdminColumn, AdminTable, Alert, Button, QueryView } from '../../ui';
import { ApiDetailsDialog } from './ApiDetailsDialog';
import { DeleteTenantDialog } from './DeleteTenantDialog';
import { ReceptionConfigDialog } from './ReceptionConfigDialog';
import { TenantDialog } from './TenantDialog';
import { TenantExportButton } from './TenantExportButton';
import { adminTexts } from './texts';

const t = adminTexts.tenants;
type Open = { kind: 'create' } | { kind: 'edit' | 'delete' | 'api' | 'reception'; tenant: AdminTenant } | null;

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
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const done = (text: string) => {
    setOpen(null);
    setNotice(text);
  };
  return (
    <QueryView query={tenants} failed={uiErrors.tenantLoad}>
      {(list) => (
        <div className="space-y-4">
          <div className="flex justify-end">
            <Button onClick={() => setOpen({ kind: 'create' })}>{t.add}</Button>
          </div>
          {notice && <Alert tone="success">{notice}</Alert>}
          <AdminTable
            caption={t.caption}
            columns={columns}
            rows={list}
            rowKey={(x) => x.id}
            empty={t.empty}
            actions={{
              label: t.cols.actions,
              render: (x) => (
                <>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t.apiLabel(x.name)}
                    onClick={() => setOpen({ kind: 'api', tenant: x })}
                  >
                    {t.api}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t.receptionLabel(x.name)}
                    onClick={() => setOpen({ kind: 'reception', tenant: x })}
                  >
                    {t.reception}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t.editLabel(x.name)}
                    onClick={() => setOpen({ kind: 'edit', tenant: x })}
                  >
                    {t.edit}
                  </Button>
                  <TenantExportButton tenant={x} />
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-800"
                    aria-label={t.deleteLabel(x.name)}
                    onClick={() => setOpen({ kind: 'delete', tenant: x })}
                  >
                    {t.delete}
                  </Button>
                </>
              ),
            }}
          />
          {open?.kind === 'create' && <TenantDialog tenant={null} onClose={() => setOpen(null)} onSaved={done} />}
          {open?.kind === 'edit' && <TenantDialog tenant={open.tenant} onClose={() => setOpen(null)} onSaved={done} />}
          {open?.kind === 'delete' && (
            <DeleteTenantDialog tenant={open.tenant} onClose={() => setOpen(null)} onDeleted={done} />
          )}
          {open?.kind === 'api' && (
            // The dialog reads the freshest copy (after a key rotation, for example).
            <ApiDetailsDialog
              tenant={list.find((x) => x.id === open.tenant.id) ?? open.tenant}
              onClose={() => setOpen(null)}
            />
          )}
          {open?.kind === 'reception' && (
            <ReceptionConfigDialog tenant={open.tenant} onClose={() => setOpen(null)} onSaved={done} />
          )}
        </div>
      )}
    </QueryView>
  );
}
