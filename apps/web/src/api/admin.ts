/** Query hooks of the administration screens (admin only on the server). */
import {
  type AddBlacklistRequest,
  type CreateTenantRequest,
  type CreateUserRequest,
  type ReceptionConfig,
  type Role,
  staffApi,
  type UpdateMembershipRequest,
  type UpdateTenantRequest,
  type UpdateUserRequest,
} from '@praxisdesk/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiRequestError, api } from './client';
import { currentMembershipQueryKey } from './queryKeys';

export const adminKeys = {
  users: ['admin', 'users'] as const,
  tenants: ['admin', 'tenants'] as const,
  memberships: ['admin', 'memberships'] as const,
  blacklist: ['admin', 'blacklist'] as const,
  impact: (id: string) => ['admin', 'tenants', id, 'impact'] as const,
};
export const membershipOverviewKey = ['membership', 'overview'] as const;

export function useAdminUsers() {
  return useQuery({
    queryKey: adminKeys.users,
    queryFn: async ({ signal }) => (await api(staffApi.listUsers, { signal })).users,
  });
}

export function useAdminTenants() {
  return useQuery({
    queryKey: adminKeys.tenants,
    queryFn: async ({ signal }) => (await api(staffApi.listTenants, { signal })).tenants,
  });
}

export function useTenantImpact(id: string) {
  return useQuery({
    queryKey: adminKeys.impact(id),
    queryFn: ({ signal }) => api(staffApi.tenantImpact, { params: { id }, signal }),
  });
}

export function useAdminMemberships() {
  return useQuery({
    queryKey: adminKeys.memberships,
    queryFn: ({ signal }) => api(staffApi.adminMemberships, { signal }),
  });
}

export function useMembershipOverview() {
  return useQuery({
    queryKey: membershipOverviewKey,
    queryFn: ({ signal }) => api(staffApi.membershipOverview, { signal }),
  });
}

export function useBlacklist() {
  return useQuery({
    queryKey: adminKeys.blacklist,
    queryFn: async ({ signal }) => (await api(staffApi.listBlacklist, { signal })).entries,
  });
}

/** A mutation that refreshes the given admin lists (and the own session/membership) afterwards. */
function useAdminMutation<TVars, TResult>(
  fn: (vars: TVars) => Promise<TResult>,
  invalidate: readonly (readonly string[])[],
) {
  const queryClient = useQueryClient();
  return useMutation<TResult, ApiRequestError, TVars>({
    mutationFn: fn,
    onSettled: async () => {
      await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

const userLists = [adminKeys.users, adminKeys.memberships, adminKeys.tenants] as const;

export const useCreateUser = () =>
  useAdminMutation(async (body: CreateUserRequest) => (await api(staffApi.createUser, { body })).user, userLists);

export const useUpdateUser = () =>
  useAdminMutation(
    async ({ id, body }: { id: string; body: UpdateUserRequest }) =>
      (await api(staffApi.updateUser, { params: { id }, body })).user,
    [...userLists, ['auth']],
  );

export const useDeleteUsers = () =>
  useAdminMutation(async (ids: string[]) => (await api(staffApi.deleteUsers, { body: { ids } })).count, userLists);

export const useSetRoles = () =>
  useAdminMutation(
    async ({ ids, role }: { ids: string[]; role: Role }) =>
      (await api(staffApi.setUserRoles, { body: { ids, role } })).count,
    userLists,
  );

const tenantLists = [adminKeys.tenants, adminKeys.users, ['auth']] as const;

export const useCreateTenant = () =>
  useAdminMutation(
    async (body: CreateTenantRequest) => (await api(staffApi.createTenant, { body })).tenant,
    tenantLists,
  );

export const useUpdateTenant = () =>
  useAdminMutation(
    async ({ id, body }: { id: string; body: UpdateTenantRequest }) =>
      (await api(staffApi.updateTenant, { params: { id }, body })).tenant,
    tenantLists,
  );

export const useSaveReceptionConfig = () =>
  useAdminMutation(
    async ({ id, receptionConfig }: { id: string; receptionConfig: ReceptionConfig }) =>
      (await api(staffApi.setReceptionConfig, { params: { id }, body: { receptionConfig } })).tenant,
    [adminKeys.tenants],
  );

export const useRotateKey = () =>
  useAdminMutation(
    async (id: string) => (await api(staffApi.rotateTenantKey, { params: { id } })).tenant,
    [adminKeys.tenants],
  );

export const useDeleteTenant = () =>
  useAdminMutation(
    ({ id, confirm }: { id: string; confirm: string }) =>
      api(staffApi.deleteTenant, { params: { id }, body: { confirm } }),
    tenantLists,
  );

export const useUpdateMembership = () =>
  useAdminMutation(
    ({ userId, body }: { userId: string; body: UpdateMembershipRequest }) =>
      api(staffApi.updateMembership, { params: { userId }, body }),
    [adminKeys.memberships, currentMembershipQueryKey, membershipOverviewKey],
  );

export const useAddToBlacklist = () =>
  useAdminMutation((body: AddBlacklistRequest) => api(staffApi.addBlacklist, { body }), [adminKeys.blacklist]);

/** Removes the entry of one scope: the practice's (`tenantId`) or the global one (null). */
export const useRemoveFromBlacklist = () =>
  useAdminMutation(
    ({ ipHash, tenantId }: { ipHash: string; tenantId: string | null }) =>
      api(staffApi.removeBlacklist, { params: { ipHash }, query: tenantId ? { tenant: tenantId } : {} }),
    [adminKeys.blacklist],
  );

/** The practice's webhook and its delivery log (issue 18). */
export const webhookKey = (id: string) => ['admin', 'tenants', id, 'webhook'] as const;

export function useWebhook(id: string) {
  return useQuery({
    queryKey: webhookKey(id),
    queryFn: ({ signal }) => api(staffApi.getWebhook, { params: { id }, signal }),
  });
}

export const useSaveWebhook = (id: string) =>
  useAdminMutation(
    (body: { url: string; enabled: boolean }) => api(staffApi.putWebhook, { params: { id }, body }),
    [webhookKey(id)],
  );

export const useRotateWebhookSecret = (id: string) =>
  useAdminMutation(() => api(staffApi.rotateWebhookSecret, { params: { id } }), [webhookKey(id)]);

export const useDeleteWebhook = (id: string) =>
  useAdminMutation(() => api(staffApi.deleteWebhook, { params: { id } }), [webhookKey(id)]);

export const useTestWebhook = (id: string) =>
  useAdminMutation(() => api(staffApi.testWebhook, { params: { id } }), [webhookKey(id)]);
