/** Query hooks of the data-protection screens (issue 10): audit trail, retention, patient data. */
import {
  type AuditQuery,
  accessLogResponse,
  auditListResponse,
  patientMatchesResponse,
  type RetentionSettingInput,
  retentionResponse,
} from '@praxisdesk/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiFetch, saveFile } from './client';

export const privacyKeys = {
  audit: (q: AuditQuery) => ['admin', 'audit', q] as const,
  retention: (tenantId: string) => ['admin', 'retention', tenantId] as const,
  accessLog: (id: string) => ['submissions', id, 'access-log'] as const,
  related: (id: string) => ['submissions', id, 'related'] as const,
};

export function auditSearch(q: AuditQuery): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') p.set(k, String(v));
  return p.toString();
}

export function useAuditLog(q: AuditQuery) {
  return useQuery({
    queryKey: privacyKeys.audit(q),
    queryFn: ({ signal }) => apiFetch(`/api/admin/audit?${auditSearch(q)}`, { schema: auditListResponse, signal }),
    placeholderData: (prev) => prev,
  });
}

export function useRetention(tenantId: string | undefined) {
  return useQuery({
    queryKey: privacyKeys.retention(tenantId ?? ''),
    enabled: !!tenantId,
    queryFn: async ({ signal }) =>
      (await apiFetch(`/api/admin/tenants/${tenantId}/retention`, { schema: retentionResponse, signal })).settings,
  });
}

export function useUpdateRetention(tenantId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: RetentionSettingInput) =>
      (await apiFetch(`/api/admin/tenants/${tenantId}/retention`, { method: 'PUT', body, schema: retentionResponse }))
        .settings,
    onSuccess: (settings) => qc.setQueryData(privacyKeys.retention(tenantId), settings),
  });
}

export function useAccessLog(id: string) {
  return useQuery({
    queryKey: privacyKeys.accessLog(id),
    queryFn: async ({ signal }) =>
      (await apiFetch(`/api/submissions/${id}/access-log`, { schema: accessLogResponse, signal })).entries,
  });
}

export function useRelatedSubmissions(id: string, enabled: boolean) {
  return useQuery({
    queryKey: privacyKeys.related(id),
    enabled,
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await apiFetch(`/api/submissions/${id}/related`, { schema: patientMatchesResponse, signal })).matches,
  });
}

export function usePatientExport(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) =>
      saveFile(await apiDownload(`/api/submissions/${id}/export`, { method: 'POST', body: { ids } })),
    onSettled: () => qc.invalidateQueries({ queryKey: privacyKeys.accessLog(id) }),
  });
}

export function useEraseSubmission() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/submissions/${id}/erasure`, { method: 'POST' }),
    onSuccess: (_r, id) => {
      qc.removeQueries({ queryKey: ['submissions', 'detail', id] });
      void qc.invalidateQueries({ queryKey: ['submissions', 'list'] });
      void qc.invalidateQueries({ queryKey: ['submissions', 'stats'] });
    },
  });
}

export function useTenantExport() {
  return useMutation({
    mutationFn: async (tenantId: string) => saveFile(await apiDownload(`/api/admin/tenants/${tenantId}/export`)),
  });
}
