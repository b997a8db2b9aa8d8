import { currentMembership } from '@praxisdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import { currentMembershipQueryKey } from './queryKeys';

export function useCurrentMembership() {
  return useQuery({
    queryKey: currentMembershipQueryKey,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/membership/current', { schema: currentMembership, signal })).membership,
    staleTime: 5 * 60_000,
  });
}
