import { type AdminTenant, uiErrors } from '@praxisdesk/domain';
import { useState } from 'react';
import { useAdminTenants } from '../../api/admin';
import { formatDateTime } from '../../format';
import { Alert, Button, EmptyRow, LoadingState, RowActions, Table, Td, Th } from '../../ui';
import { ApiDetailsDialog } from './ApiDetailsDialog';
import { DeleteTenantDialog } from './DeleteTenantDialog';
import { LoadFailed } from './LoadFailed';
import { ReceptionConfigDialog } from './ReceptionConfigDialog';
import { TenantDialog } from './TenantDialog';
import { TenantExportButton } from './TenantExportButton';
import { adminTexts } from './texts';

const t = adminTexts.tenants;
type Open = { kind: 'create' } | { kind: 'edit' | 'delete' | 'api' | 'reception'; tenant: AdminTenant } | null;

/** Tenants tab (spec §2): list with API details, reception configuration, edit, delete, create. */
export function TenantsTab() {
  const tenants = useAdminTenants();
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const done = (text: string) => {
    setOpen(null);
    setNotice(text);
  };
  if (tenants.isPending) return <LoadingState />;
  if (tenants.isError) return <LoadFailed message={uiErrors.tenantLoad} onRetry={() => void tenants.refetch()} />;
  // Dialogs read the freshest copy (after a key rotation, for example).
  const current = (id: string) => tenants.data.find((x) => x.id === id);
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setOpen({ kind: 'create' })}>{t.add}</Button>
      </div>
      {notice && <Alert tone="success">{notice}</Alert>}
      <Table caption={t.caption}>
        <thead>
          <tr>
            <Th>{t.cols.name}</Th>
            <Th>{t.cols.id}</Th>
            <Th>{t.cols.recipients}</Th>
            <Th>{t.cols.users}</Th>
            <Th>{t.cols.created}</Th>
            <Th>
              <span className="sr-only">{t.cols.actions}</span>
            </Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {tenants.data.length === 0 && <EmptyRow colSpan={6}>{t.empty}</EmptyRow>}
          {tenants.data.map((x) => (
            <tr key={x.id}>
              <Td className="font-medium">{x.name}</Td>
              <Td>
                <code className="font-mono text-xs">{x.slug}</code>
              </Td>
              <Td>{x.emailRecipients.join(', ') || '–'}</Td>
              <Td>{x.userCount}</Td>
              <Td className="whitespace-nowrap">{formatDateTime(x.createdAt)}</Td>
              <Td>
                <RowActions>
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
                </RowActions>
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
      {open?.kind === 'create' && <TenantDialog tenant={null} onClose={() => setOpen(null)} onSaved={done} />}
      {open?.kind === 'edit' && <TenantDialog tenant={open.tenant} onClose={() => setOpen(null)} onSaved={done} />}
      {open?.kind === 'delete' && (
        <DeleteTenantDialog tenant={open.tenant} onClose={() => setOpen(null)} onDeleted={done} />
      )}
      {open?.kind === 'api' && (
        <ApiDetailsDialog tenant={current(open.tenant.id) ?? open.tenant} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'reception' && (
        <ReceptionConfigDialog tenant={open.tenant} onClose={() => setOpen(null)} onSaved={done} />
      )}
    </div>
  );
}
