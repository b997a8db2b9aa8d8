import type { AdminTenant } from '@praxisdesk/domain';
import { useTenantExport } from '../../api/privacy';
import { Button } from '../../ui';
import { privacyAdminTexts as t } from './privacyTexts';

/** A tenant leaving (issue 10): everything it holds as one ZIP (JSON + files), before deleting it. */
export function TenantExportButton({ tenant }: { tenant: AdminTenant }) {
  const exporter = useTenantExport();
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        busy={exporter.isPending}
        aria-label={t.tenantExportLabel(tenant.name)}
        onClick={() => exporter.mutate(tenant.id)}
      >
        {t.tenantExport}
      </Button>
      {exporter.isError && (
        <span role="alert" className="text-xs text-red-800">
          {t.tenantExportFailed}
        </span>
      )}
    </>
  );
}
