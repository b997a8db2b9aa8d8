import type { Role, TenantRef } from '@praxisdesk/domain';
import { AppError } from '../../lib/errors.js';

/** Who is calling, re-read from the database on every request (role and tenants included). */
export interface AuthContext {
  userId: string;
  email: string;
  fullName: string;
  role: Role;
  tenants: TenantRef[];
  sessionIdHash: Buffer;
  /** Issue 19: 2FA set up / required for this user (installation-wide or by a practice). */
  mfaEnabled?: boolean;
  mfaRequired?: boolean;
}

export function requireUser(auth: AuthContext | null): AuthContext {
  if (!auth) throw new AppError('UNAUTHENTICATED');
  return auth;
}

export function requireAdmin(auth: AuthContext | null): AuthContext {
  const a = requireUser(auth);
  if (a.role !== 'admin') throw new AppError('FORBIDDEN');
  return a;
}

/**
 * The tenants a request may touch: the one asked for (if assigned) or all assigned ones.
 * Tenant data requires an assignment for every role, admins included.
 */
export function tenantScope(auth: AuthContext | null, requested?: string): string[] {
  const a = requireUser(auth);
  if (a.tenants.length === 0) throw new AppError('NO_TENANT');
  if (requested === undefined) return a.tenants.map((t) => t.id);
  if (!a.tenants.some((t) => t.id === requested)) throw new AppError('FORBIDDEN');
  return [requested];
}
