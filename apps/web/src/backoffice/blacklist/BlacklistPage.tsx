import { uiErrors, validateBlacklistIp } from '@praxisdesk/domain';
import { type FormEvent, useState } from 'react';
import { useAddToBlacklist, useAdminTenants, useBlacklist, useRemoveFromBlacklist } from '../../api/admin';
import { isApiError } from '../../api/client';
import { formatDate, formatDateTime } from '../../format';
import {
  type AdminColumn,
  AdminTable,
  Alert,
  Button,
  Card,
  Checkbox,
  PageHeader,
  QueryView,
  SelectField,
  TextField,
} from '../../ui';
import { blacklistTexts as t } from './texts';

type Entry = NonNullable<ReturnType<typeof useBlacklist>['data']>[number];
/** Only the hash is stored; the table shows its first 16 characters (spec §2). */
const short = (entry: Entry) => entry.ipHash.slice(0, 16);

const columns: AdminColumn<Entry>[] = [
  {
    id: 'hash',
    header: t.colHash,
    cell: (entry) => (
      <code className="font-mono text-xs" title={entry.ipHash}>
        {short(entry)}…
      </code>
    ),
  },
  {
    id: 'scope',
    header: t.colScope,
    cell: (entry) => (entry.tenantId ? (entry.tenantName ?? entry.tenantId) : <strong>{t.scopeGlobal}</strong>),
  },
  { id: 'added', header: t.colAdded, cell: (entry) => formatDateTime(entry.addedAt) },
  { id: 'reason', header: t.colReason, cell: (entry) => entry.reason },
  { id: 'expires', header: t.colExpires, cell: (entry) => (entry.expiresAt ? formatDate(entry.expiresAt) : t.never) },
];

/** IP blacklist (spec §2): info box, add form, refresh, table of hashed entries. Admins only. */
export function BlacklistPage() {
  const list = useBlacklist();
  const add = useAddToBlacklist();
  const remove = useRemoveFromBlacklist();
  const tenants = useAdminTenants();
  const [scope, setScope] = useState('');
  const [ip, setIp] = useState('');
  const [noteIp, setNoteIp] = useState(true);
  const [expires, setExpires] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const message = validateBlacklistIp(ip.trim());
    if (message) {
      setFormError(message);
      return;
    }
    setFormError(null);
    // The chosen day counts in full: the entry ends at the end of that day, local time.
    const expiresAt = expires ? new Date(`${expires}T23:59:59`).toISOString() : null;
    add.mutate(
      { ip: ip.trim(), noteIp, expiresAt, tenantId: scope || null },
      {
        onSuccess: () => {
          setNotice(t.added);
          setIp('');
          setExpires('');
        },
        onError: (error) =>
          setFormError(isApiError(error, 'VALIDATION_FAILED') ? error.message : uiErrors.blacklistAdd),
      },
    );
  };

  return (
    <>
      <PageHeader
        title={t.title}
        actions={
          <Button variant="secondary" busy={list.isFetching} onClick={() => void list.refetch()}>
            {t.refresh}
          </Button>
        }
      />
      <div className="space-y-6">
        <Alert tone="info" title={t.infoTitle}>
          {t.info} {t.scopeInfo}
        </Alert>

        <Card title={t.addTitle}>
          <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
            <TextField
              label={t.ipLabel}
              placeholder={t.ipPlaceholder}
              value={ip}
              onChange={(e) => setIp(e.target.value)}
              autoComplete="off"
              aria-invalid={formError ? true : undefined}
            />
            <SelectField label={t.scopeLabel} value={scope} onChange={(e) => setScope(e.target.value)}>
              <option value="">{t.scopeGlobal}</option>
              {(tenants.data ?? []).map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t.expiresLabel}
              type="date"
              value={expires}
              onChange={(e) => setExpires(e.target.value)}
            />
            <Button type="submit" busy={add.isPending}>
              {t.add}
            </Button>
            <Checkbox
              className="sm:col-span-4"
              label={t.noteIp}
              checked={noteIp}
              onChange={(e) => setNoteIp(e.target.checked)}
            />
          </form>
          {formError && <Alert className="mt-4">{formError}</Alert>}
          {notice && (
            <Alert tone="success" className="mt-4">
              {notice}
            </Alert>
          )}
        </Card>

        {remove.isError && <Alert>{uiErrors.blacklistRemove}</Alert>}
        <QueryView query={list} failed={uiErrors.blacklistLoad}>
          {(entries) => (
            <AdminTable
              caption={t.tableCaption}
              columns={columns}
              rows={entries}
              rowKey={(entry) => `${entry.tenantId ?? 'global'}:${entry.ipHash}`}
              empty={t.empty}
              actions={{
                label: t.colActions,
                items: [
                  {
                    id: 'remove',
                    label: t.remove,
                    variant: 'secondary',
                    ariaLabel: (entry) => t.removeLabel(short(entry)),
                    busy: (entry) =>
                      remove.isPending &&
                      remove.variables?.ipHash === entry.ipHash &&
                      remove.variables?.tenantId === entry.tenantId,
                    onClick: (entry) => remove.mutate({ ipHash: entry.ipHash, tenantId: entry.tenantId }),
                  },
                ],
              }}
            />
          )}
        </QueryView>
      </div>
    </>
  );
}
