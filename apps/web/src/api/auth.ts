import { type LoginRequest, type SessionUser, staffApi } from '@praxisdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearDashboardStorage } from '../backoffice/dashboard/storageKeys';
import { hardNavigate } from '../routing/hardNavigate';
import { ApiRequestError, api } from './client';
import { sessionQueryKey } from './queryKeys';

const isSessionQuery = (query: { queryKey: readonly unknown[] }) => query.queryKey[0] === sessionQueryKey[0];

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation<SessionUser, ApiRequestError, LoginRequest>({
    mutationFn: async (credentials) => (await api(staffApi.login, { body: credentials })).user,
    onSuccess: (user) => {
      // A shared practice computer: nothing cached for a previous user may survive a sign-in.
      queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query) });
      queryClient.setQueryData(sessionQueryKey, user);
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError>({
    mutationFn: async () => {
      try {
        await api(staffApi.logout);
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
