import type { SessionUser } from '@praxisdesk/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { authApi } from './authApi';
import { ApiRequestError } from './http';
import { sessionQueryKey } from './queryKeys';

/** The signed-in user, or null when there is no session (a 401 is an answer, not an error). */
export async function fetchSessionUser(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    return await authApi.session(signal);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export function useSession() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => fetchSessionUser(signal),
    // The cookie lives for hours; refetching on focus is enough to notice an ended session.
    staleTime: 5 * 60_000,
  });
}
