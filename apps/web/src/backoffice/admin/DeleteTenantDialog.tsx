import { type AdminTenant, uiErrors } from '@praxisdesk/domain';
import { useState } from 'react';
import { useDeleteTenant, useTenantImpact } from '../../api/admin';
import { Alert, Button, Dialog, LoadingState, TextField } from '../../ui';
import { adminTexts } from './texts';

const t = adminTexts.tenants;

/** Deleting a tenant cascades: the dialog says exactly what goes, and wants the typed tenant id. */
export function DeleteTenantDialog({
  tenant,
  onClose,
  onDeleted,
}: {
  tenant: AdminTenant;
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  const impact = useTenantImpact(tenant.id);
  const remove = useDeleteTenant();
  const [typed, setTyped] = useState('');
  return (
    <Dialog
      title={t.deleteTitle}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {adminTexts.cancel}
          </Button>
          <Button
            variant="danger"
            disabled={typed !== tenant.slug}
            busy={remove.isPending}
            onClick={() => remove.mutate({ id: tenant.id, confirm: typed }, { onSuccess: () => onDeleted(t.deleted) })}
          >
            {t.confirmDelete}
          </Button>
        </>
      }
    >
      <div className="space-y-4 text-sm">
        <p>{t.deleteIntro(tenant.name)}</p>
        {impact.isPending ? (
          <LoadingState />
        ) : impact.isError ? (
          <Alert>{uiErrors.tenantLoad}</Alert>
        ) : (
          <ul className="list-inside list-disc space-y-1 text-slate-800" data-testid="tenant-impact">
            <li>{t.impactSubmissions(impact.data.submissions)}</li>
            <li>{t.impactAnamneses(impact.data.anamneses)}</li>
            <li>{t.impactKeys}</li>
            <li>{t.impactUsers(impact.data.assignedUsers, impact.data.usersLeftWithoutTenant)}</li>
          </ul>
        )}
        <TextField
          label={t.confirmLabel(tenant.slug)}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
        />
        {remove.isError && <Alert>{remove.error.status === 400 ? remove.error.message : uiErrors.tenantDelete}</Alert>}
      </div>
    </Dialog>
  );
}
