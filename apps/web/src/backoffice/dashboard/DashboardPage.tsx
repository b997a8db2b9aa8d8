/**
 * /dashboard (spec §2 Dashboard): stats, filters, the paged list with selection and bulk
 * delete, the spam-scan dialog; refreshed by polling (spec backoff) and by live server events.
 */
import {
  DASHBOARD_PAGE_SIZE,
  type FormType,
  formTypeLabels,
  formTypes,
  inboxTexts,
  prescriptionTexts,
  staffApi,
  uiErrors,
} from '@praxisdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { apiUrl, isApiError } from '../../api/client';
import {
  submissionKeys,
  useBulkDelete,
  useSetProcessed,
  useSubmissionList,
  useSubmissionStats,
} from '../../api/submissions';
import { useCurrentUser } from '../../routing/currentUser';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DownloadLink } from '../../ui/DownloadLink';
import { Checkbox, Select } from '../../ui/FormControls';
import { PageHeader } from '../../ui/PageHeader';
import { LoadingState } from '../../ui/Spinner';
import { BulkDeleteDialog } from './BulkDeleteDialog';
import { ScanDialog } from './ScanDialog';
import { StatsPanel } from './StatsPanel';
import { SubmissionCard } from './SubmissionCard';
import { useDashboardFilters } from './useDashboardFilters';
import { useInboxEvents } from './useInboxEvents';
import { type PollOutcome, usePolling } from './usePolling';

const t = inboxTexts;

function errorText(error: unknown): string {
  if (isApiError(error, 'NETWORK')) return uiErrors.network;
  return uiErrors.loadFailed(error instanceof Error ? error.message : String(error));
}

export function DashboardPage() {
  const user = useCurrentUser();
  const qc = useQueryClient();
  const { filters, update, canonicalSearch } = useDashboardFilters(user);
  const params = { ...filters, limit: DASHBOARD_PAGE_SIZE };
  const list = useSubmissionList(params);
  const stats = useSubmissionStats(filters.tenant);
  const setProcessed = useSetProcessed();
  const bulkDelete = useBulkDelete();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkOpen, setBulkOpen] = useState(false);
  const [scanOpen, setScanOpen] = useState(false);

  // A new page or filter starts with nothing selected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on these changes only
  useEffect(
    () => setSelected(new Set()),
    [filters.page, filters.tenant, filters.formType, filters.includeSpam, filters.sort],
  );

  const poll = useCallback(async (): Promise<PollOutcome> => {
    const [l] = await Promise.all([list.refetch(), stats.refetch()]);
    if (!l.error) return 'ok';
    return isApiError(l.error, 'NETWORK') ? 'network-error' : 'error';
  }, [list.refetch, stats.refetch]);
  const polling = usePolling(poll);

  useInboxEvents(filters.tenant, () => void qc.invalidateQueries({ queryKey: submissionKeys.all }));

  const refresh = () => {
    void list.refetch();
    void stats.refetch();
    polling.restart();
  };

  const totalPages = list.data?.pagination.totalPages ?? 1;
  const submissions = list.data?.submissions ?? [];
  const multiTenant = user.tenants.length > 1;

  // Aliases (includeSpam, formType), stored values and defaults: settle the URL first.
  if (canonicalSearch !== null)
    return <Navigate replace to={{ search: canonicalSearch ? `?${canonicalSearch}` : '' }} />;

  return (
    <>
      <PageHeader
        title="Dashboard"
        actions={
          <>
            <Button variant="secondary" onClick={refresh} busy={list.isFetching && !list.isPending}>
              {t.refresh}
            </Button>
            <DownloadLink
              href={apiUrl(staffApi.exportSubmissionsCsv, {
                query: {
                  tenant: filters.tenant,
                  includeSpam: filters.includeSpam ? 'true' : 'false',
                  formType: filters.formType,
                },
              })}
            >
              {t.exportCsv}
            </DownloadLink>
            <Button onClick={() => setScanOpen(true)}>{t.startScan}</Button>
          </>
        }
      />

      <StatsPanel stats={stats.data} />

      <section aria-label="Filter" className="mb-4 flex flex-wrap items-end gap-4">
        {multiTenant && (
          <Select label={t.tenant} value={filters.tenant ?? ''} onChange={(e) => update({ tenant: e.target.value })}>
            {user.tenants.map((tn) => (
              <option key={tn.id} value={tn.id}>
                {tn.name}
              </option>
            ))}
          </Select>
        )}
        <Select
          label={t.formType}
          value={filters.formType ?? ''}
          onChange={(e) => update({ formType: (e.target.value || undefined) as FormType | undefined })}
        >
          <option value="">{t.allTypes}</option>
          {formTypes.map((ft) => (
            <option key={ft} value={ft}>
              {formTypeLabels[ft]}
            </option>
          ))}
        </Select>
        <Select
          label={prescriptionTexts.sortLabel}
          value={filters.sort}
          onChange={(e) => update({ sort: e.target.value === 'deadline' ? 'deadline' : 'newest' })}
        >
          <option value="newest">{prescriptionTexts.sortNewest}</option>
          <option value="deadline">{prescriptionTexts.sortDeadline}</option>
        </Select>
        <Checkbox
          label={t.showSpam}
          checked={filters.includeSpam}
          onChange={(e) => update({ includeSpam: e.target.checked })}
          className="pb-2"
        />
        <Button variant="danger" className="ml-auto" disabled={selected.size === 0} onClick={() => setBulkOpen(true)}>
          {t.deleteSelected(selected.size)}
        </Button>
      </section>

      {polling.stopped && (
        <Alert tone="warning" className="mb-4">
          {t.pollingStopped}
        </Alert>
      )}

      {list.isError && (
        <div className="mb-4 flex flex-col items-start gap-2">
          <Alert className="w-full">{errorText(list.error)}</Alert>
          <Button variant="secondary" onClick={refresh}>
            {t.retry}
          </Button>
        </div>
      )}

      {list.isPending ? (
        <LoadingState />
      ) : submissions.length === 0 && !list.isError ? (
        <div className="rounded-lg border border-dashed border-slate-300 p-10 text-center">
          <p className="font-medium text-slate-900">{t.empty}</p>
          <p className="text-slate-600">{t.emptyHint}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Formular-Einreichungen">
          {submissions.map((s) => (
            <SubmissionCard
              key={s.id}
              submission={s}
              selected={selected.has(s.id)}
              onSelect={(on) =>
                setSelected((prev) => {
                  const next = new Set(prev);
                  if (on) next.add(s.id);
                  else next.delete(s.id);
                  return next;
                })
              }
              toggling={setProcessed.isPending && setProcessed.variables?.id === s.id}
              onToggleProcessed={(processed) => setProcessed.mutate({ id: s.id, processed })}
            />
          ))}
        </ul>
      )}
      {setProcessed.isError && <Alert className="mt-4">{uiErrors.statusUpdate}</Alert>}

      <nav aria-label="Seiten" className="mt-6 flex items-center justify-between gap-4">
        <Button
          variant="secondary"
          disabled={filters.page <= 1}
          onClick={() => update({ page: Math.max(1, filters.page - 1) })}
        >
          {t.prev}
        </Button>
        <span className="text-sm text-slate-700" aria-live="polite">
          {t.pageOf(filters.page, totalPages)}
        </span>
        <Button
          variant="secondary"
          disabled={!list.data?.pagination.hasNextPage}
          onClick={() => update({ page: filters.page + 1 })}
        >
          {t.next}
        </Button>
      </nav>

      <BulkDeleteDialog
        open={bulkOpen}
        count={selected.size}
        ids={[...selected]}
        busy={bulkDelete.isPending}
        failed={bulkDelete.isError}
        onClose={() => {
          bulkDelete.reset();
          setBulkOpen(false);
        }}
        onConfirm={() =>
          bulkDelete.mutate([...selected], {
            onSuccess: () => {
              setSelected(new Set());
              setBulkOpen(false);
            },
          })
        }
      />
      <ScanDialog open={scanOpen} tenant={filters.tenant} onClose={() => setScanOpen(false)} />
    </>
  );
}
