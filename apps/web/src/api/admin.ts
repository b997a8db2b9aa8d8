/** Query hooks of the administration screens (admin only on the server). */
import {
  type AddBlacklistRequest,
  adminMembershipsResponse,
  adminTenantResponse,
  adminTenantsResponse,
  adminUserResponse,
  adminUsersResponse,
  blacklistEntry,
  blacklistResponse,
  bulkResult,
  type CreateTenantRequest,
  type CreateUserRequest,
  membershipOverview,
  type ReceptionConfig,
  type Role,
  tenantImpact,
  type UpdateMembershipRequest,
  type UpdateTenantRequest,
  type UpdateUserRequest,
  userMembership,
} from '@praxisdesk/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiRequestError, apiFetch } from './client';
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
    queryFn: async ({ signal }) => (await apiFetch('/api/admin/users', { schema: adminUsersResponse, signal })).users,
  });
}

export function useAdminTenants() {
  return useQuery({
    queryKey: adminKeys.tenants,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/admin/tenants', { schema: adminTenantsResponse, signal })).tenants,
  });
}

export function useTenantImpact(id: string) {
  return useQuery({
    queryKey: adminKeys.impact(id),
    queryFn: ({ signal }) => apiFetch(`/api/admin/tenants/${id}/impact`, { schema: tenantImpact, signal }),
  });
}

export function useAdminMemberships() {
  return useQuery({
    queryKey: adminKeys.memberships,
    queryFn: ({ signal }) => apiFetch('/api/admin/memberships', { schema: adminMembershipsResponse, signal }),
  });
}

export function useMembershipOverview() {
  return useQuery({
    queryKey: membershipOverviewKey,
    queryFn: ({ signal }) => apiFetch('/api/membership/overview', { schema: membershipOverview, signal }),
  });
}

export function useBlacklist() {
  return useQuery({
    queryKey: adminKeys.blacklist,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/admin/blacklist', { schema: blacklistResponse, signal })).entries,
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
  useAdminMutation(
    async (body: CreateUserRequest) =>
      (await apiFetch('/api/admin/users', { method: 'POST', body, schema: adminUserResponse })).user,
    userLists,
  );

export const useUpdateUser = () =>
  useAdminMutation(
    async ({ id, body }: { id: string; body: UpdateUserRequest }) =>
      (await apiFetch(`/api/admin/users/${id}`, { method: 'PUT', body, schema: adminUserResponse })).user,
    [...userLists, ['auth']],
  );

export const useDeleteUsers = () =>
  useAdminMutation(
    async (ids: string[]) =>
      (await apiFetch('/api/admin/users/bulk-delete', { method: 'POST', body: { ids }, schema: bulkResult })).count,
    userLists,
  );

export const useSetRoles = () =>
  useAdminMutation(
    async ({ ids, role }: { ids: string[]; role: Role }) =>
      (await apiFetch('/api/admin/users/bulk-role', { method: 'POST', body: { ids, role }, schema: bulkResult })).count,
    userLists,
  );

const tenantLists = [adminKeys.tenants, adminKeys.users, ['auth']] as const;

export const useCreateTenant = () =>
  useAdminMutation(
    async (body: CreateTenantRequest) =>
      (await apiFetch('/api/admin/tenants', { method: 'POST', body, schema: adminTenantResponse })).tenant,
    tenantLists,
  );

export const useUpdateTenant = () =>
  useAdminMutation(
    async ({ id, body }: { id: string; body: UpdateTenantRequest }) =>
      (await apiFetch(`/api/admin/tenants/${id}`, { method: 'PUT', body, schema: adminTenantResponse })).tenant,
    tenantLists,
  );

export const useSaveReceptionConfig = () =>
  useAdminMutation(
    async ({ id, receptionConfig }: { id: string; receptionConfig: ReceptionConfig }) =>
      (
        await apiFetch(`/api/admin/tenants/${id}/reception-config`, {
          method: 'PUT',
          body: { receptionConfig },
          schema: adminTenantResponse,
        })
      ).tenant,
    [adminKeys.tenants],
  );

export const useRotateKey = () =>
  useAdminMutation(
    async (id: string) =>
      (await apiFetch(`/api/admin/tenants/${id}/rotate-key`, { method: 'POST', schema: adminTenantResponse })).tenant,
    [adminKeys.tenants],
  );

export const useDeleteTenant = () =>
  useAdminMutation(
    ({ id, confirm }: { id: string; confirm: string }) =>
      apiFetch(`/api/admin/tenants/${id}`, { method: 'DELETE', body: { confirm } }),
    tenantLists,
  );

export const useUpdateMembership = () =>
  useAdminMutation(
    ({ userId, body }: { userId: string; body: UpdateMembershipRequest }) =>
      apiFetch(`/api/admin/memberships/${userId}`, { method: 'PUT', body, schema: userMembership }),
    [adminKeys.memberships, currentMembershipQueryKey, membershipOverviewKey],
  );

export const useAddToBlacklist = () =>
  useAdminMutation(
    (body: AddBlacklistRequest) => apiFetch('/api/admin/blacklist', { method: 'POST', body, schema: blacklistEntry }),
    [adminKeys.blacklist],
  );

export const useRemoveFromBlacklist = () =>
  useAdminMutation(
    (ipHash: string) => apiFetch(`/api/admin/blacklist/${ipHash}`, { method: 'DELETE' }),
    [adminKeys.blacklist],
  );
