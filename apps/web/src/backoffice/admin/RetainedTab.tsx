/**
 * "Gelöscht (Aufbewahrungspflicht)" (issue 17): submissions staff deleted while a legal
 * retention duty runs. Who deleted them, when, why and until when they are kept; an
 * administrator can restore one to its inbox.
 */
import { formTypeLabels, type RetainedEntry, retentionDeleteTexts as t } from '@praxisdesk/domain';
import { useState } from 'react';
import { useAdminTenants } from '../../api/admin';
import { useRestoreRetained, useRetainedList } from '../../api/privacy';
import { formatDateTime } from '../../format';
import { type AdminColumn, AdminTable, Alert, Button, QueryView, SelectField } from '../../ui';

const LIMIT = 50;
const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' }) : '–';

export function RetainedTab() {
  const tenants = useAdminTenants();
  const [tenant, setTenant] = useState('');
  const [page, setPage] = useState(1);
  const list = useRetainedList({ ...(tenant ? { tenant } : {}), page, limit: LIMIT });
  const restore = useRestoreRetained();
  const [restored, setRestored] = useState<string | null>(null);
  const pages = Math.max(1, Math.ceil((list.data?.totalCount ?? 0) / LIMIT));

  const columns: AdminColumn<RetainedEntry>[] = [
    {
      id: 'name',
      header: t.columns.name,
      cell: (e) => (
        <>
          <span className="font-medium">{e.name}</span>
          <br />
          <span className="text-xs text-slate-600">
            {(formTypeLabels as Record<string, string>)[e.formType] ?? e.formType} · #{e.id.slice(0, 8)}
          </span>
        </>
      ),
    },
    { id: 'tenant', header: t.columns.tenant, cell: (e) => e.tenantName },
    { id: 'created', header: t.columns.createdAt, cell: (e) => formatDateTime(e.createdAt) },
    { id: 'hiddenAt', header: t.columns.hiddenAt, cell: (e) => formatDateTime(e.hiddenAt) },
    { id: 'hiddenBy', header: t.columns.hiddenBy, cell: (e) => e.hiddenBy ?? '–' },
    { id: 'reason', header: t.columns.reason, cell: (e) => e.reason },
    { id: 'until', header: t.columns.retainUntil, cell: (e) => day(e.retainUntil) },
    {
      id: 'actions',
      header: t.columns.actions,
      cell: (e) => (
        <Button
          size="sm"
          variant="secondary"
          busy={restore.isPending && restore.variables === e.id}
          onClick={() => restore.mutate(e.id, { onSuccess: () => setRestored(e.id) })}
        >
          {t.restore}
        </Button>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t.viewIntro}</p>
      <SelectField
        label={t.columns.tenant}
        value={tenant}
        onChange={(e) => {
          setTenant(e.target.value);
          setPage(1);
        }}
      >
        <option value="">Alle</option>
        {(tenants.data ?? []).map((x) => (
          <option key={x.id} value={x.id}>
            {x.name}
          </option>
        ))}
      </SelectField>
      {restored && <Alert tone="success">{t.restored}</Alert>}
      {restore.isError && <Alert>{String((restore.error as Error).message)}</Alert>}
      <QueryView query={list} failed="Die Liste konnte nicht geladen werden.">
        {(data) => (
          <>
            <AdminTable
              caption={t.viewTitle}
              columns={columns}
              rows={data.entries}
              rowKey={(e) => e.id}
              empty={t.empty}
            />
            <div className="flex items-center gap-3">
              <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Zurück
              </Button>
              <span className="text-sm text-slate-700">
                Seite {page} von {pages}
              </span>
              <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Weiter
              </Button>
            </div>
          </>
        )}
      </QueryView>
    </div>
  );
}
