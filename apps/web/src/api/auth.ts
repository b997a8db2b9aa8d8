/**
 * Invitation sign-in and sign-out through the query cache. The sign-in page itself works without
 * TanStack Query (backoffice/login/LoginPage.tsx, api/queryRoot.tsx).
 */
import type { SessionUser } from '@praxisdesk/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearDashboardStorage } from '../backoffice/dashboard/storageKeys';
import { hardNavigate } from '../routing/hardNavigate';
import { authApi } from './authApi';
import { ApiRequestError } from './http';
import { sessionQueryKey } from './queryKeys';

const isSessionQuery = (query: { queryKey: readonly unknown[] }) => query.queryKey[0] === sessionQueryKey[0];

/** Stores a freshly signed-in user (password, code, or invitation link). */
function useSignedIn() {
  const queryClient = useQueryClient();
  return (user: SessionUser) => {
    // A shared practice computer: nothing cached for a previous user may survive a sign-in.
    queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query) });
    queryClient.setQueryData(sessionQueryKey, user);
  };
}

/** Invitation link: sets the password and signs in. */
export function useAcceptInvitation() {
  const signedIn = useSignedIn();
  return useMutation<SessionUser, ApiRequestError, { token: string; password: string }>({
    mutationFn: authApi.acceptInvitation,
    onSuccess: signedIn,
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError>({
    mutationFn: async () => {
      try {
        await authApi.logout();
      } catch (error) {
        // Already signed out on the server (expired cookie): the goal is reached.
        if (error instanceof ApiRequestError && error.status === 401) return;
        throw error;
      }
    },
    onSuccess: () => {
      clearDashboardStorage();
      queryClient.clear();
      hardNavigate('/login');
    },
  });
}
