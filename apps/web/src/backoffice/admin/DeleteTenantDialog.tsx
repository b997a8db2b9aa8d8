import { type AdminTenant, uiErrors } from '@praxisdesk/domain';
import { useState } from 'react';
import { useDeleteTenant, useTenantImpact } from '../../api/admin';
import { Alert, LoadingState, TextField } from '../../ui';
import { FormDialog } from './FormDialog';
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
    <FormDialog
      title={t.deleteTitle}
      onClose={onClose}
      className="space-y-4 text-sm"
      submitLabel={t.confirmDelete}
      submitVariant="danger"
      submitDisabled={typed !== tenant.slug}
      failed={uiErrors.tenantDelete}
      busy={remove.isPending}
      onSubmit={(fail) => {
        remove.mutate({ id: tenant.id, confirm: typed }, { onSuccess: () => onDeleted(t.deleted), onError: fail });
        return null;
      }}
    >
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
    </FormDialog>
  );
}
