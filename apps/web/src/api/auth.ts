/** Sign-in and sign-out hooks; zod-free (authApi.ts), as the sign-in page uses them. */
import type { LoginRequest, SessionUser } from '@praxisdesk/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearDashboardStorage } from '../backoffice/dashboard/storageKeys';
import { hardNavigate } from '../routing/hardNavigate';
import { authApi, type LoginResult } from './authApi';
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

/** Password step: signs in, or (2FA on) answers `mfaRequired` and the code step follows. */
export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation<LoginResult, ApiRequestError, LoginRequest>({
    mutationFn: authApi.login,
    onSuccess: (result) => {
      if ('user' in result) signedIn(result.user);
    },
  });
}

/** Code step (issue 19): a TOTP code or a recovery code. */
export function useLoginMfa() {
  const signedIn = useSignedIn();
  return useMutation<SessionUser, ApiRequestError, { code: string }>({
    mutationFn: authApi.loginMfa,
    onSuccess: signedIn,
  });
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
