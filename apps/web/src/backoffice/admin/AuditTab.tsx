import { type AuditQuery, auditActionLabel, auditOutcomeLabels, staffApi } from '@praxisdesk/domain';
import { useState } from 'react';
import { useAdminTenants, useAdminUsers } from '../../api/admin';
import { apiUrl } from '../../api/client';
import { useAuditLog } from '../../api/privacy';
import { formatDateTime } from '../../format';
import { type AdminColumn, AdminTable, Button, DownloadLink, QueryView, SelectField, TextField } from '../../ui';
import { actorOf } from '../submission/privacy/AccessHistory';
import { privacyAdminTexts } from './privacyTexts';

const t = privacyAdminTexts.audit;
const LIMIT = 50;

type Entry = NonNullable<ReturnType<typeof useAuditLog>['data']>['entries'][number];

const columns = (tenantName: (id: string | null) => string): AdminColumn<Entry>[] => [
  { id: 'at', header: t.cols.at, className: 'whitespace-nowrap', cell: (e) => formatDateTime(e.at) },
  { id: 'who', header: t.cols.who, cell: (e) => actorOf(e) },
  { id: 'tenant', header: t.cols.tenant, cell: (e) => tenantName(e.tenantId) },
  { id: 'action', header: t.cols.action, cell: (e) => auditActionLabel(e.action) },
  {
    id: 'target',
    header: t.cols.target,
    cell: (e) =>
      e.targetType ? (
        <code className="font-mono text-xs">
          {e.targetType} {e.targetId?.slice(0, 8)}
        </code>
      ) : (
        '–'
      ),
  },
  { id: 'outcome', header: t.cols.outcome, cell: (e) => auditOutcomeLabels[e.outcome] },
];

/** Protokoll (issue 10): the audit trail for admins, filtered by user, action and date, as CSV. */
export function AuditTab() {
  const users = useAdminUsers();
  const tenants = useAdminTenants();
  const [userId, setUserId] = useState('');
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const filter: AuditQuery = {
    ...(userId ? { userId } : {}),
    ...(action ? { action } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  const log = useAuditLog({ ...filter, page, limit: LIMIT });
  const tenantName = (id: string | null) => (id ? (tenants.data?.find((x) => x.id === id)?.name ?? id) : '–');
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  const pages = Math.max(1, Math.ceil((log.data?.totalCount ?? 0) / LIMIT));

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t.intro}</p>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField label={t.user} value={userId} onChange={(e) => reset(setUserId)(e.target.value)}>
          <option value="">{t.all}</option>
          {(users.data ?? []).map((u) => (
            <option key={u.id} value={u.id}>
              {u.fullName} ({u.email})
            </option>
          ))}
        </SelectField>
        <SelectField label={t.action} value={action} onChange={(e) => reset(setAction)(e.target.value)}>
          <option value="">{t.all}</option>
          {(log.data?.actions ?? []).map((a) => (
            <option key={a} value={a}>
              {auditActionLabel(a)}
            </option>
          ))}
        </SelectField>
        <TextField label={t.from} type="date" value={from} onChange={(e) => reset(setFrom)(e.target.value)} />
        <TextField label={t.to} type="date" value={to} onChange={(e) => reset(setTo)(e.target.value)} />
        <DownloadLink href={apiUrl(staffApi.exportAuditCsv, { query: filter })}>{t.exportCsv}</DownloadLink>
      </div>
      <QueryView query={log} failed={t.load}>
        {(data) => (
          <>
            <p className="text-sm text-slate-700" aria-live="polite">
              {t.count(data.totalCount)}
            </p>
            <AdminTable
              caption={t.caption}
              columns={columns(tenantName)}
              rows={data.entries}
              rowKey={(e) => e.id}
              empty={t.empty}
            />
            <div className="flex items-center gap-3">
              <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t.prev}
              </Button>
              <span className="text-sm text-slate-700">{t.page(page, pages)}</span>
              <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t.next}
              </Button>
            </div>
          </>
        )}
      </QueryView>
    </div>
  );
}
