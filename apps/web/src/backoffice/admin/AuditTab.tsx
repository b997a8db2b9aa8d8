import { type AuditQuery, auditActionLabel, auditOutcomeLabels, staffApi } from '@praxisdesk/domain';
import { useState } from 'react';
import { useAdminTenants, useAdminUsers } from '../../api/admin';
import { apiUrl } from '../../api/client';
import { useAuditLog } from '../../api/privacy';
import { formatDateTime } from '../../format';
import { Alert, Button, EmptyRow, LoadingState, SelectField, Table, Td, TextField, Th } from '../../ui';
import { actorOf } from '../submission/privacy/AccessHistory';
import { privacyAdminTexts } from './privacyTexts';

const t = privacyAdminTexts.audit;
const LIMIT = 50;

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
        <a
          href={apiUrl(staffApi.exportAuditCsv, { query: filter })}
          download
          className="inline-flex items-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
        >
          {t.exportCsv}
        </a>
      </div>
      {log.isPending ? (
        <LoadingState />
      ) : log.isError ? (
        <Alert>{t.load}</Alert>
      ) : (
        <>
          <p className="text-sm text-slate-700" aria-live="polite">
            {t.count(log.data.totalCount)}
          </p>
          <Table caption={t.caption}>
            <thead>
              <tr>
                <Th>{t.cols.at}</Th>
                <Th>{t.cols.who}</Th>
                <Th>{t.cols.tenant}</Th>
                <Th>{t.cols.action}</Th>
                <Th>{t.cols.target}</Th>
                <Th>{t.cols.outcome}</Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {log.data.entries.length === 0 && <EmptyRow colSpan={6}>{t.empty}</EmptyRow>}
              {log.data.entries.map((e) => (
                <tr key={e.id}>
                  <Td className="whitespace-nowrap">{formatDateTime(e.at)}</Td>
                  <Td>{actorOf(e)}</Td>
                  <Td>{tenantName(e.tenantId)}</Td>
                  <Td>{auditActionLabel(e.action)}</Td>
                  <Td>
                    {e.targetType ? (
                      <code className="font-mono text-xs">
                        {e.targetType} {e.targetId?.slice(0, 8)}
                      </code>
                    ) : (
                      '–'
                    )}
                  </Td>
                  <Td>{auditOutcomeLabels[e.outcome]}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
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
    </div>
  );
}
