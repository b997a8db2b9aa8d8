import { type AdminTenant, splitList, uiErrors, validateCreateTenant, validateUpdateTenant } from '@praxisdesk/domain';
import { useState } from 'react';
import { useCreateTenant, useUpdateTenant } from '../../api/admin';
import { Checkbox, TextField } from '../../ui';
import { FormDialog } from './FormDialog';
import { adminTexts } from './texts';
import { WebhookSection } from './WebhookSection';

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

  return (
    <FormDialog
      title={tenant ? t.editTitle : t.createTitle}
      onClose={onClose}
      size="lg"
      failed={tenant ? uiErrors.tenantUpdate : uiErrors.tenantCreate}
      busy={create.isPending || update.isPending}
      after={tenant ? <WebhookSection tenant={tenant} /> : undefined}
      onSubmit={(fail) => {
        const body = {
          name: name.trim(),
          logoUrl: logoUrl.trim(),
          emailRecipients: splitList(recipients),
          allowedOrigins: splitList(origins),
        };
        if (tenant) {
          const invalid = validateUpdateTenant(body);
          if (invalid) return invalid;
          update.mutate(
            { id: tenant.id, body: { ...body, settings: { patientConfirmation } } },
            { onSuccess: () => onSaved(t.updated), onError: fail },
          );
        } else {
          const created = { ...body, tenantId: tenantId.trim() };
          const invalid = validateCreateTenant(created);
          if (invalid) return invalid;
          create.mutate(created, { onSuccess: () => onSaved(t.created), onError: fail });
        }
        return null;
      }}
    >
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
      <TextField label={t.origins} hint={t.originsHint} value={origins} onChange={(e) => setOrigins(e.target.value)} />
      {tenant && (
        <Checkbox
          label={t.patientConfirmation}
          checked={patientConfirmation}
          onChange={(e) => setPatientConfirmation(e.target.checked)}
        />
      )}
    </FormDialog>
  );
}
