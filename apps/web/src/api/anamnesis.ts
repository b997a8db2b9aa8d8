/**
 * The anamnesis card's data: the anamnesis (answers, flags, latest summary, clinical text),
 * the generation status polled while processAnamnese runs, and the generate actions.
 */
import { type AnamnesisResponse, type AnamnesisStatus, type GenerationStatus, staffApi } from '@praxisdesk/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from './client';

export const anamnesisKeys = {
  detail: (id: string) => ['submissions', 'anamnesis', id] as const,
  status: (id: string) => ['anamnesis-status', id] as const,
};

const running = (s: GenerationStatus | null | undefined) => s === 'pending' || s === 'processing';
export const isGenerating = (s: AnamnesisStatus | undefined) =>
  !!s && (running(s.summaryStatus) || running(s.textStatus));

/** The anamnesis; while a generation runs, polls the cheap status route and reloads when done. */
export function useAnamnesis(submissionId: string) {
  const qc = useQueryClient();
  const detail = useQuery({
    queryKey: anamnesisKeys.detail(submissionId),
    queryFn: ({ signal }) => api(staffApi.getAnamnesis, { params: { id: submissionId }, signal }),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const current = detail.data?.anamnesis?.status;
  const status = useQuery({
    queryKey: anamnesisKeys.status(submissionId),
    queryFn: ({ signal }) => api(staffApi.anamnesisStatus, { params: { id: submissionId }, signal }),
    enabled: isGenerating(current),
    refetchInterval: 1500,
    retry: false,
  });
  const polled = status.data;
  useEffect(() => {
    if (!polled || !current || !isGenerating(current) || isGenerating(polled)) return;
    void qc.invalidateQueries({ queryKey: anamnesisKeys.detail(submissionId) });
  }, [polled, current, qc, submissionId]);
  return detail;
}

export type GenerateKind = 'summary' | 'clinical-text';
const generateRoutes = {
  summary: staffApi.generateAnamnesisSummary,
  'clinical-text': staffApi.generateClinicalText,
} as const;

export function useGenerateAnamnesis(submissionId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, regenerate }: { kind: GenerateKind; regenerate: boolean }) =>
      api(generateRoutes[kind], { params: { id: submissionId }, body: { regenerate } }),
    onSuccess: (status) => {
      // The card switches to its progress state at once; polling takes it from there.
      qc.setQueryData<AnamnesisResponse>(anamnesisKeys.detail(submissionId), (old) =>
        old?.anamnesis ? { ...old, anamnesis: { ...old.anamnesis, status } } : old,
      );
      qc.removeQueries({ queryKey: anamnesisKeys.status(submissionId) });
    },
  });
}
