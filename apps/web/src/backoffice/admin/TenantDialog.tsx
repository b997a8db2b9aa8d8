import { type AdminTenant, splitList, uiErrors, validateCreateTenant, validateUpdateTenant } from '@praxisdesk/domain';
import { type FormEvent, useState } from 'react';
import { useCreateTenant, useUpdateTenant } from '../../api/admin';
import { isApiError } from '../../api/client';
import { Alert, Button, Checkbox, Dialog, TextField } from '../../ui';
import { adminTexts } from './texts';

const t = adminTexts.tenants;

/** Create / edit tenant (spec §5): id rules and messages, recipients as a comma-separated list. */
export function TenantDialog({
  tenant,
  onClose,
  onSaved,
}: {
  tenant: AdminTenant | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const create = useCreateTenant();
  const update = useUpdateTenant();
  const [tenantId, setTenantId] = useState(tenant?.slug ?? '');
  const [name, setName] = useState(tenant?.name ?? '');
  const [logoUrl, setLogoUrl] = useState(tenant?.logoUrl ?? '');
  const [recipients, setRecipients] = useState(tenant?.emailRecipients.join(', ') ?? '');
  const [origins, setOrigins] = useState(tenant?.allowedOrigins.join(', ') ?? '');
  const [patientConfirmation, setPatientConfirmation] = useState(tenant?.settings.patientConfirmation ?? true);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name: name.trim(),
      logoUrl: logoUrl.trim(),
      emailRecipients: splitList(recipients),
      allowedOrigins: splitList(origins),
    };
    const message = tenant ? validateUpdateTenant(body) : validateCreateTenant({ ...body, tenantId: tenantId.trim() });
    if (message) {
      setError(message);
      return;
    }
    setError(null);
    const fail = (e: unknown) =>
      setError(
        isApiError(e) && e.status >= 400 && e.status < 500 && e.code !== 'FORBIDDEN'
          ? e.message
          : tenant
            ? uiErrors.tenantUpdate
            : uiErrors.tenantCreate,
      );
    if (tenant) {
      update.mutate(
        { id: tenant.id, body: { ...body, settings: { patientConfirmation } } },
        { onSuccess: () => onSaved(t.updated), onError: fail },
      );
    } else {
      create.mutate({ ...body, tenantId: tenantId.trim() }, { onSuccess: () => onSaved(t.created), onError: fail });
    }
  };

  return (
    <Dialog
      title={tenant ? t.editTitle : t.createTitle}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {adminTexts.cancel}
          </Button>
          <Button type="submit" form="tenant-form" busy={create.isPending || update.isPending}>
            {adminTexts.save}
          </Button>
        </>
      }
    >
      <form id="tenant-form" onSubmit={submit} noValidate className="grid gap-4">
        <TextField
          label={t.tenantId}
          hint={t.tenantIdHint}
          value={tenantId}
          onChange={(e) => setTenantId(e.target.value)}
          disabled={Boolean(tenant)}
          required
          pattern="[a-z0-9_\-]+"
        />
        <TextField label={t.name} value={name} onChange={(e) => setName(e.target.value)} required />
        <TextField label={t.logoUrl} type="url" value={logoUrl} onChange={(e) => setLogoUrl(e.target.value)} />
        <TextField
          label={t.recipients}
          hint={t.recipientsHint}
          value={recipients}
          onChange={(e) => setRecipients(e.target.value)}
        />
        <TextField
          label={t.origins}
          hint={t.originsHint}
          value={origins}
          onChange={(e) => setOrigins(e.target.value)}
        />
        {tenant && (
          <Checkbox
            label={t.patientConfirmation}
            checked={patientConfirmation}
            onChange={(e) => setPatientConfirmation(e.target.checked)}
          />
        )}
        {error && <Alert>{error}</Alert>}
      </form>
    </Dialog>
  );
}
