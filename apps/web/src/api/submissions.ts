/**
 * Inbox data: list, stats, detail and the staff actions on a submission. Query keys start with
 * 'submissions' so one invalidation refreshes every inbox view after a change.
 */
import { type FormType, type PrescriptionData, staffApi } from '@praxisdesk/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, api, apiUrl, saveFile } from './client';

export interface ListParams {
  tenant: string | undefined;
  page: number;
  limit: number;
  includeSpam: boolean;
  formType: FormType | undefined;
  sort?: 'newest' | 'deadline';
}

export const submissionKeys = {
  all: ['submissions'] as const,
  list: (p: ListParams) => ['submissions', 'list', p] as const,
  stats: (tenant: string | undefined) => ['submissions', 'stats', tenant ?? null] as const,
  detail: (id: string) => ['submissions', 'detail', id] as const,
};

/** The list's query as the server reads it (includeSpam only when on). */
export const listQuery = (p: ListParams) => ({
  page: p.page,
  limit: p.limit,
  tenant: p.tenant,
  includeSpam: p.includeSpam ? ('true' as const) : undefined,
  formType: p.formType,
  sort: p.sort === 'deadline' ? ('deadline' as const) : undefined,
});

export function useSubmissionList(p: ListParams, enabled = true) {
  return useQuery({
    queryKey: submissionKeys.list(p),
    queryFn: ({ signal }) => api(staffApi.listSubmissions, { query: listQuery(p), signal }),
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
    queryFn: ({ signal }) => api(staffApi.submissionStats, { query: { tenant }, signal }),
    enabled,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useSubmission(id: string) {
  return useQuery({
    queryKey: submissionKeys.detail(id),
    queryFn: async ({ signal }) => (await api(staffApi.getSubmission, { params: { id }, signal })).submission,
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
    api(staffApi.setProcessed, { params: { id }, body: { processed } }),
  );

export const useSetSpam = () =>
  useInboxMutation(({ id, isSpam }: { id: string; isSpam: boolean }) =>
    api(staffApi.setSpam, { params: { id }, body: { isSpam } }),
  );

/** What "Löschen" will do to these ids (delete at once, or hide under a retention duty). */
export function useDeletionPreview(ids: string[], enabled: boolean) {
  return useQuery({
    queryKey: ['submissions', 'deletion-preview', [...ids].sort()],
    queryFn: async ({ signal }) => (await api(staffApi.deletionPreview, { body: { ids }, signal })).items,
    enabled: enabled && ids.length > 0,
    retry: false,
    staleTime: 0,
  });
}

export const useDeleteSubmission = () =>
  useInboxMutation((id: string) => api(staffApi.deleteSubmission, { params: { id } }));

export const useBulkDelete = () =>
  useInboxMutation((ids: string[]) => api(staffApi.bulkDeleteSubmissions, { body: { ids } }));

export const useResendNotification = () =>
  useMutation({
    mutationFn: (id: string) => api(staffApi.resendNotifications, { params: { id } }),
  });

export const useBlockSender = () =>
  useMutation({
    mutationFn: (id: string) => api(staffApi.blockSender, { params: { id } }),
  });

/** Staff key a prescription's Muster 13 fields (issue 20). */
export const useSavePrescriptionData = () =>
  useInboxMutation(({ id, data }: { id: string; data: PrescriptionData }) =>
    api(staffApi.savePrescriptionData, { params: { id }, body: data }),
  );

export const pdfUrl = (id: string) => apiUrl(staffApi.submissionPdf, { params: { id } });
export const fhirUrl = (id: string) => apiUrl(staffApi.anamnesisFhir, { params: { id } });

export const fileUrl = (id: string, inline = false) =>
  apiUrl(staffApi.submissionFile, { params: { id }, query: { inline: inline ? '1' : undefined } });

/** Fetches the decrypted file with the session and hands it to the browser as a download. */
export async function downloadFile(id: string, fileName: string): Promise<void> {
  const res = await fetch(fileUrl(id), { credentials: 'same-origin' });
  if (!res.ok) throw new ApiRequestError('DOWNLOAD_FAILED', res.status, 'download failed');
  saveFile({ blob: await res.blob(), fileName });
}
