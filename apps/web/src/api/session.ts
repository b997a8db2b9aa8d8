import { useQuery } from '@tanstack/react-query';
import { authApi } from './authApi';
import { sessionQueryKey } from './queryKeys';

/** The signed-in user, or null when there is no session (a 401 is an answer, not an error). */
export function useSession() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => authApi.currentUser(signal),
    // The cookie lives for hours; refetching on focus is enough to notice an ended session.
    staleTime: 5 * 60_000,
  });
}
