/** Query hooks of the data-protection screens (issue 10): audit trail, retention, patient data. */
import { type AuditQuery, type RetentionSettingInput, staffApi } from '@praxisdesk/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiDownloadFrom, saveFile } from './client';

export const privacyKeys = {
  audit: (q: AuditQuery) => ['admin', 'audit', q] as const,
  retention: (tenantId: string) => ['admin', 'retention', tenantId] as const,
  accessLog: (id: string) => ['submissions', id, 'access-log'] as const,
  related: (id: string) => ['submissions', id, 'related'] as const,
};

export function useAuditLog(q: AuditQuery) {
  return useQuery({
    queryKey: privacyKeys.audit(q),
    queryFn: ({ signal }) => api(staffApi.listAudit, { query: q, signal }),
    placeholderData: (prev) => prev,
  });
}

export function useRetention(tenantId: string | undefined) {
  return useQuery({
    queryKey: privacyKeys.retention(tenantId ?? ''),
    enabled: !!tenantId,
    queryFn: async ({ signal }) =>
      (await api(staffApi.getRetention, { params: { id: tenantId ?? '' }, signal })).settings,
  });
}

export function useUpdateRetention(tenantId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: RetentionSettingInput) =>
      (await api(staffApi.updateRetention, { params: { id: tenantId }, body })).settings,
    onSuccess: (settings) => qc.setQueryData(privacyKeys.retention(tenantId), settings),
  });
}

export function useAccessLog(id: string) {
  return useQuery({
    queryKey: privacyKeys.accessLog(id),
    queryFn: async ({ signal }) => (await api(staffApi.accessLog, { params: { id }, signal })).entries,
  });
}

export function useRelatedSubmissions(id: string, enabled: boolean) {
  return useQuery({
    queryKey: privacyKeys.related(id),
    enabled,
    staleTime: 0,
    queryFn: async ({ signal }) => (await api(staffApi.relatedSubmissions, { params: { id }, signal })).matches,
  });
}

export function usePatientExport(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) =>
      saveFile(await apiDownloadFrom(staffApi.exportPatient, { params: { id }, body: { ids } })),
    onSettled: () => qc.invalidateQueries({ queryKey: privacyKeys.accessLog(id) }),
  });
}

export function useEraseSubmission() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(staffApi.eraseSubmission, { params: { id } }),
    onSuccess: (_r, id) => {
      qc.removeQueries({ queryKey: ['submissions', 'detail', id] });
      void qc.invalidateQueries({ queryKey: ['submissions', 'list'] });
      void qc.invalidateQueries({ queryKey: ['submissions', 'stats'] });
    },
  });
}

export function useTenantExport() {
  return useMutation({
    mutationFn: async (tenantId: string) =>
      saveFile(await apiDownloadFrom(staffApi.exportTenant, { params: { id: tenantId } })),
  });
}

/** "Gelöscht (Aufbewahrungspflicht)" (issue 17): hidden submissions and restoring one. */
export function useRetainedList(q: { tenant?: string; page: number; limit: number }) {
  return useQuery({
    queryKey: ['admin', 'retained', q] as const,
    queryFn: ({ signal }) => api(staffApi.listRetained, { query: q, signal }),
    placeholderData: (prev) => prev,
  });
}

export function useRestoreRetained() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(staffApi.restoreRetained, { params: { id } }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ['admin', 'retained'] }),
        qc.invalidateQueries({ queryKey: ['submissions'] }),
      ]),
  });
}
