import { staffApi } from '@praxisdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { currentMembershipQueryKey } from './queryKeys';

export function useCurrentMembership() {
  return useQuery({
    queryKey: currentMembershipQueryKey,
    queryFn: async ({ signal }) => (await api(staffApi.currentMembership, { signal })).membership,
    staleTime: 5 * 60_000,
  });
}
