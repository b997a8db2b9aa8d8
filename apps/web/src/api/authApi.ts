/**
 * The staff API calls of signing in and out, without zod (issue 16, point 4): the sign-in page
 * downloads neither zod nor the staff contracts. Paths and methods are those of `staffApi`
 * (authApi.test.ts holds them together); the answers are checked by hand for the fields the
 * app reads, so a body the contract would reject is still an INVALID_RESPONSE here.
 */
import type { LoginRequest, SessionUser, TenantRef } from '@praxisdesk/domain/contracts';
import { roles } from '@praxisdesk/domain/roles';
import { ApiRequestError, apiFetch, type Parser } from './http';

export const authPaths = {
  login: '/api/auth/login',
  loginMfa: '/api/auth/mfa',
  session: '/api/auth/session',
  logout: '/api/auth/logout',
  acceptInvitation: '/api/auth/invitation/accept',
} as const;

class InvalidBody extends Error {}

const record = (value: unknown): Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new InvalidBody();
  return value as Record<string, unknown>;
};
const text = (value: unknown): string => {
  if (typeof value !== 'string') throw new InvalidBody();
  return value;
};
const flag = (value: unknown, fallback?: boolean): boolean => {
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== 'boolean') throw new InvalidBody();
  return value;
};

function readTenant(value: unknown): TenantRef {
  const t = record(value);
  return { id: text(t.id), slug: text(t.slug), name: text(t.name) };
}

/** `sessionUser` of packages/domain/contracts.ts: the same fields and defaults, nothing else kept. */
export function readSessionUser(value: unknown): SessionUser {
  const u = record(value);
  const role = roles.find((r) => r === u.role);
  if (!role || !Array.isArray(u.tenants)) throw new InvalidBody();
  return {
    id: text(u.id),
    email: text(u.email),
    fullName: text(u.fullName),
    role,
    isAdmin: flag(u.isAdmin),
    tenants: u.tenants.map(readTenant),
    mfaEnabled: flag(u.mfaEnabled, false),
    mfaSetupRequired: flag(u.mfaSetupRequired, false),
  };
}

/** `{ user }` (sessionResponse). */
const sessionBody: Parser<{ user: SessionUser }> = {
  parse: (data) => ({ user: readSessionUser(record(data).user) }),
};

/** `{ user }` or, with 2FA on, `{ mfaRequired: true }` (loginResponse). */
export type LoginResult = { user: SessionUser } | { mfaRequired: true };
const loginBody: Parser<LoginResult> = {
  parse: (data) => {
    const body = record(data);
    try {
      return { user: readSessionUser(body.user) };
    } catch (error) {
      if (body.mfaRequired === true) return { mfaRequired: true };
      throw error;
    }
  },
};

export const authApi = {
  login: (credentials: LoginRequest) =>
    apiFetch(authPaths.login, { method: 'POST', body: credentials, schema: loginBody }),
  loginMfa: async (body: { code: string }) =>
    (await apiFetch(authPaths.loginMfa, { method: 'POST', body, schema: sessionBody })).user,
  session: async (signal?: AbortSignal) => (await apiFetch(authPaths.session, { signal, schema: sessionBody })).user,
  /** The signed-in user, or null when there is no session (a 401 is an answer, not an error). */
  currentUser: async (signal?: AbortSignal): Promise<SessionUser | null> => {
    try {
      return await authApi.session(signal);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) return null;
      throw error;
    }
  },
  logout: () => apiFetch(authPaths.logout, { method: 'POST' }),
  acceptInvitation: async (body: { token: string; password: string }) =>
    (await apiFetch(authPaths.acceptInvitation, { method: 'POST', body, schema: sessionBody })).user,
};
