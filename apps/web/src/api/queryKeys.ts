/** Query keys in one place so invalidation and tests name the same cache entries. */
export const sessionQueryKey = ['auth', 'session'] as const;
export const currentMembershipQueryKey = ['membership', 'current'] as const;
