/**
 * Inbox data: list, stats, detail and the staff actions on a submission. Query keys start with
 * 'submissions' so one invalidation refreshes every inbox view after a change.
 */
import {
  blockSenderResponse,
  bulkDeleteResponse,
  type FormType,
  submissionDetailResponse,
  submissionListResponse,
  submissionResponse,
  submissionStats,
} from '@praxisdesk/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiFetch } from './client';

export interface ListParams {
  tenant: string | undefined;
  page: number;
  limit: number;
  includeSpam: boolean;
  formType: FormType | undefined;
}

export const submissionKeys = {
  all: ['submissions'] as const,
  list: (p: ListParams) => ['submissions', 'list', p] as const,
  stats: (tenant: string | undefined) => ['submissions', 'stats', tenant ?? null] as const,
  detail: (id: string) => ['submissions', 'detail', id] as const,
};

export function listPath(p: ListParams): string {
  const q = new URLSearchParams({ page: String(p.page), limit: String(p.limit) });
  if (p.tenant) q.set('tenant', p.tenant);
  if (p.includeSpam) q.set('includeSpam', 'true');
  if (p.formType) q.set('formType', p.formType);
  return `/api/submissions?${q}`;
}

export function useSubmissionList(p: ListParams, enabled = true) {
  return useQuery({
    queryKey: submissionKeys.list(p),
    queryFn: ({ signal }) => apiFetch(listPath(p), { schema: submissionListResponse, signal }),
    placeholderData: keepPreviousData,
    enabled,
    // Refreshing is the dashboard's own polling (with the spec's backoff) plus live events.
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useSubmissionStats(tenant: string | undefined, enabled = true) {
  return useQuery({
    queryKey: submissionKeys.stats(tenant),
    queryFn: ({ signal }) =>
      apiFetch(`/api/submissions/stats${tenant ? `?tenant=${tenant}` : ''}`, { schema: submissionStats, signal }),
    enabled,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useSubmission(id: string) {
  return useQuery({
    queryKey: submissionKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await apiFetch(`/api/submissions/${id}`, { schema: submissionDetailResponse, signal })).submission,
    retry: (n, e) => !(e instanceof ApiRequestError && e.status >= 400 && e.status < 500) && n < 2,
  });
}

function useInboxMutation<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: submissionKeys.all }),
  });
}

export const useSetProcessed = () =>
  useInboxMutation(({ id, processed }: { id: string; processed: boolean }) =>
    apiFetch(`/api/submissions/${id}/processed`, { method: 'PATCH', body: { processed }, schema: submissionResponse }),
  );

export const useSetSpam = () =>
  useInboxMutation(({ id, isSpam }: { id: string; isSpam: boolean }) =>
    apiFetch(`/api/submissions/${id}/spam`, { method: 'PATCH', body: { isSpam }, schema: submissionResponse }),
  );

export const useDeleteSubmission = () =>
  useInboxMutation((id: string) => apiFetch(`/api/submissions/${id}`, { method: 'DELETE' }));

export const useBulkDelete = () =>
  useInboxMutation((ids: string[]) =>
    apiFetch('/api/submissions/bulk-delete', { method: 'POST', body: { ids }, schema: bulkDeleteResponse }),
  );

export const useResendNotification = () =>
  useMutation({
    mutationFn: (id: string) => apiFetch(`/api/submissions/${id}/notifications`, { method: 'POST' }),
  });

export const useBlockSender = () =>
  useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/api/submissions/${id}/block-sender`, { method: 'POST', schema: blockSenderResponse }),
  });

export const fileUrl = (id: string, inline = false) => `/api/submissions/${id}/file${inline ? '?inline=1' : ''}`;

/** Fetches the decrypted file with the session and hands it to the browser as a download. */
export async function downloadFile(id: string, fileName: string): Promise<void> {
  const res = await fetch(fileUrl(id), { credentials: 'same-origin' });
  if (!res.ok) throw new ApiRequestError('DOWNLOAD_FAILED', res.status, 'download failed');
  const url = URL.createObjectURL(await res.blob());
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
