/** Konto page (issue 19): 2FA, password, sessions; the admin's 2FA requirement. */
import { staffApi } from '@praxisdesk/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { sessionQueryKey } from './queryKeys';

const mfaKey = ['account', 'mfa'] as const;
const sessionsKey = ['account', 'sessions'] as const;
const securityKey = ['admin', 'security'] as const;

export const useMfaStatus = () =>
  useQuery({ queryKey: mfaKey, queryFn: ({ signal }) => api(staffApi.mfaStatus, { signal }) });

/** After 2FA changes the session user's flags change too (mfaEnabled, mfaSetupRequired). */
function useRefreshAccount() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: mfaKey });
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  };
}

export const useStartMfaSetup = () => useMutation({ mutationFn: () => api(staffApi.startMfaSetup) });

/** The session flags are refreshed when the user leaves the codes screen (MfaCard), not here. */
export const useConfirmMfaSetup = () =>
  useMutation({ mutationFn: (code: string) => api(staffApi.confirmMfaSetup, { body: { code } }) });

export function useDisableMfa() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (password: string) => api(staffApi.disableMfa, { body: { password } }),
    onSuccess: refresh,
  });
}

export function useRegenerateRecoveryCodes() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (password: string) => api(staffApi.regenerateRecoveryCodes, { body: { password } }),
    onSuccess: refresh,
  });
}

export { useRefreshAccount };

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => api(staffApi.changePassword, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export const useAccountSessions = () =>
  useQuery({
    queryKey: sessionsKey,
    queryFn: async ({ signal }) => (await api(staffApi.listSessions, { signal })).sessions,
  });

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(staffApi.endSession, { params: { id } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api(staffApi.endOtherSessions)).count,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export const useSecuritySettings = (enabled: boolean) =>
  useQuery({ queryKey: securityKey, enabled, queryFn: ({ signal }) => api(staffApi.securitySettings, { signal }) });

export function useUpdateSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { requireMfa: boolean; tenantIds: string[] }) => api(staffApi.updateSecuritySettings, { body }),
    onSuccess: (data) => {
      queryClient.setQueryData(securityKey, data);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: (email: string) => api(staffApi.requestPasswordReset, { body: { email } }) });

export const useCompletePasswordReset = () =>
  useMutation({
    mutationFn: (body: { token: string; password: string }) => api(staffApi.completePasswordReset, { body }),
  });

export const useInvitation = (token: string) =>
  useQuery({
    queryKey: ['invitation', token],
    enabled: token.length > 0,
    retry: false,
    queryFn: ({ signal }) => api(staffApi.invitation, { body: { token }, signal }),
  });

/** Admin: send the invitation again, or reset a user's 2FA; the user list refreshes. */
export function useUserAccountAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'resendInvitation' | 'resetMfa' }) =>
      action === 'resendInvitation'
        ? api(staffApi.resendInvitation, { params: { id } })
        : api(staffApi.resetUserMfa, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}
