/**
 * Administration contracts (spec backoffice §2 Administration, IP blacklist; §5 validation):
 * users, tenants, memberships and the IP blacklist. Required fields are checked by the rule
 * functions below rather than by zod, so that server and form answer with the spec's exact
 * German sentence ('E-Mail, Passwort, Name und Mandanten-ID sind erforderlich.') instead of a
 * generic validation error.
 */
import { z } from 'zod';
import { tenantRef } from './contracts.js';
import { receptionConfig } from './receptionConfig.js';
import { type Role, roles } from './roles.js';

const str = (max: number) => z.string().trim().max(max);

// ---------------------------------------------------------------- users

export const adminUser = z.object({
  id: z.string().uuid(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(roles),
  isActive: z.boolean(),
  tenants: z.array(tenantRef),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Issue 19: two-factor sign-in set up; invited and not yet accepted (no password). */
  mfaEnabled: z.boolean().default(false),
  invitationPending: z.boolean().default(false),
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminUsersResponse = z.object({ users: z.array(adminUser) });
export const adminUserResponse = z.object({ user: adminUser });

export const createUserRequest = z.object({
  email: str(320).default(''),
  password: z.string().max(1024).default(''),
  fullName: str(200).default(''),
  role: z.enum(roles).default('user'),
  /** Tenant uuids in order; the first is the user's default tenant. */
  tenantIds: z.array(z.string().uuid()).max(100).default([]),
  /** Issue 19: send an invitation e-mail instead of setting a password (then password stays empty). */
  invite: z.boolean().default(false),
});
export type CreateUserRequest = z.input<typeof createUserRequest>;

export const updateUserRequest = z.object({
  email: str(320).default(''),
  fullName: str(200).default(''),
  role: z.enum(roles).optional(),
  tenantIds: z.array(z.string().uuid()).max(100).default([]),
  isActive: z.boolean().default(true),
  /** Empty keeps the current password; a new one ends the user's sessions. */
  password: z.string().max(1024).default(''),
});
export type UpdateUserRequest = z.input<typeof updateUserRequest>;

export const bulkRoleRequest = z.object({ ids: z.array(z.string().uuid()).min(1).max(500), role: z.enum(roles) });
export const bulkDeleteRequest = z.object({ ids: z.array(z.string().uuid()).min(1).max(500) });
export const bulkResult = z.object({ count: z.number() });

export const userListFilter = z.object({
  search: str(200).optional(),
  role: z.enum(roles).optional(),
  tenant: z.string().uuid().optional(),
});
export type UserListFilter = z.infer<typeof userListFilter>;

export const MIN_PASSWORD_LENGTH = 10;

export const adminValidation = {
  createUserRequired: 'E-Mail, Passwort, Name und Mandanten-ID sind erforderlich.',
  updateUserRequired: 'E-Mail, Name, Rolle und Mandanten-ID sind erforderlich.',
  invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  passwordTooShort: `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`,
  createTenantRequired: 'Mandanten-ID und Name sind erforderlich.',
  tenantIdPattern: 'Die Mandanten-ID darf nur Kleinbuchstaben, Ziffern, Unterstriche und Bindestriche enthalten.',
  tenantNameRequired: 'Name ist erforderlich.',
  invalidRecipients: (bad: string) => `Ungültige E-Mail-Adresse in der Empfängerliste: ${bad}`,
  invalidOrigins: (bad: string) =>
    `Ungültige Website-Adresse: ${bad}. Bitte nur die Adresse ohne Pfad angeben, z. B. https://www.praxis.de`,
  invalidLogoUrl: 'Bitte geben Sie eine gültige Logo-URL (https://…) ein.',
  invalidIp: 'Bitte geben Sie eine gültige IP-Adresse ein.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (v: string) => v.length <= 320 && EMAIL.test(v);

export function validateCreateUser(u: {
  email?: string;
  password?: string;
  fullName?: string;
  tenantIds?: readonly string[];
  invite?: boolean;
}): string | null {
  if (!u.email?.trim() || (!u.password && !u.invite) || !u.fullName?.trim() || !u.tenantIds?.length) {
    return adminValidation.createUserRequired;
  }
  if (!isEmail(u.email.trim())) return adminValidation.invalidEmail;
  if (u.invite) return null;
  if (!u.password || u.password.length < MIN_PASSWORD_LENGTH) return adminValidation.passwordTooShort;
  return null;
}

export function validateUpdateUser(u: {
  email?: string;
  fullName?: string;
  role?: Role | '' | undefined;
  tenantIds?: readonly string[];
  password?: string;
}): string | null {
  if (!u.email?.trim() || !u.fullName?.trim() || !u.role || !u.tenantIds?.length) {
    return adminValidation.updateUserRequired;
  }
  if (!isEmail(u.email.trim())) return adminValidation.invalidEmail;
  if (u.password && u.password.length < MIN_PASSWORD_LENGTH) return adminValidation.passwordTooShort;
  return null;
}

// ---------------------------------------------------------------- user list rules

export interface UserStats {
  total: number;
  admins: number;
  users: number;
  active: number;
  inactive: number;
}

export function userStats(users: readonly Pick<AdminUser, 'role' | 'isActive'>[]): UserStats {
  return {
    total: users.length,
    admins: users.filter((u) => u.role === 'admin').length,
    users: users.filter((u) => u.role === 'user').length,
    active: users.filter((u) => u.isActive).length,
    inactive: users.filter((u) => !u.isActive).length,
  };
}

/** Search in name, e-mail and tenant names; role and tenant filters. Same rule on server (CSV) and client. */
export function filterUsers<T extends Pick<AdminUser, 'fullName' | 'email' | 'role' | 'tenants'>>(
  users: readonly T[],
  f: UserListFilter,
): T[] {
  const q = f.search?.trim().toLocaleLowerCase('de-DE') ?? '';
  return users.filter(
    (u) =>
      (!f.role || u.role === f.role) &&
      (!f.tenant || u.tenants.some((t) => t.id === f.tenant)) &&
      (!q ||
        u.fullName.toLocaleLowerCase('de-DE').includes(q) ||
        u.email.toLocaleLowerCase('de-DE').includes(q) ||
        u.tenants.some((t) => t.name.toLocaleLowerCase('de-DE').includes(q) || t.slug.includes(q))),
  );
}

export const userSortKeys = ['full_name', 'email', 'role', 'tenant', 'created_at'] as const;
export type UserSortKey = (typeof userSortKeys)[number];

export function sortUsers<T extends Pick<AdminUser, 'fullName' | 'email' | 'role' | 'tenants' | 'createdAt'>>(
  users: readonly T[],
  key: UserSortKey,
  direction: 'asc' | 'desc',
): T[] {
  const value = (u: T): string => {
    switch (key) {
      case 'full_name':
        return u.fullName;
      case 'email':
        return u.email;
      case 'role':
        return u.role;
      case 'tenant':
        return u.tenants.map((t) => t.name).join(', ');
      case 'created_at':
        return u.createdAt;
    }
  };
  const sign = direction === 'asc' ? 1 : -1;
  return [...users].sort((a, b) => sign * value(a).localeCompare(value(b), 'de-DE', { sensitivity: 'base' }));
}

// ---------------------------------------------------------------- tenants

export const TENANT_ID_PATTERN = /^[a-z0-9_-]{1,64}$/;

export const tenantSettings = z.object({ patientConfirmation: z.boolean().default(true) });
export type TenantSettings = z.infer<typeof tenantSettings>;

export const adminTenant = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  emailRecipients: z.array(z.string()),
  allowedOrigins: z.array(z.string()),
  publicKey: z.string(),
  settings: tenantSettings,
  receptionConfig,
  userCount: z.number(),
  createdAt: z.string(),
});
export type AdminTenant = z.infer<typeof adminTenant>;

export const adminTenantsResponse = z.object({ tenants: z.array(adminTenant) });
export const adminTenantResponse = z.object({ tenant: adminTenant });

export const createTenantRequest = z.object({
  /** The tenant id of the spec: the slug websites send as tenantId. */
  tenantId: str(64).default(''),
  name: str(200).default(''),
  logoUrl: str(2000).default(''),
  emailRecipients: z.array(str(320)).max(50).default([]),
  allowedOrigins: z.array(str(300)).max(50).default([]),
});
export type CreateTenantRequest = z.input<typeof createTenantRequest>;

export const updateTenantRequest = z.object({
  name: str(200).default(''),
  logoUrl: str(2000).default(''),
  emailRecipients: z.array(str(320)).max(50).default([]),
  allowedOrigins: z.array(str(300)).max(50).default([]),
  settings: tenantSettings.default({ patientConfirmation: true }),
});
export type UpdateTenantRequest = z.input<typeof updateTenantRequest>;

export const receptionConfigRequest = z.object({ receptionConfig });

export const deleteTenantRequest = z.object({ confirm: str(64) });

export const tenantImpact = z.object({
  submissions: z.number(),
  anamneses: z.number(),
  assignedUsers: z.number(),
  /** Users who lose their only tenant with this deletion (they stay, without a tenant). */
  usersLeftWithoutTenant: z.number(),
});
export type TenantImpact = z.infer<typeof tenantImpact>;

/** 'a@x.de, b@x.de' -> ['a@x.de', 'b@x.de'] (also newlines and semicolons). */
export function splitList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,;\n]/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/** 'https://www.praxis.de/' -> 'https://www.praxis.de'; null when not a bare http(s) origin. */
export function normalizeOrigin(value: string): string | null {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username) return null;
    return url.origin;
  } catch {
    return null;
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function validateTenantDetails(t: {
  logoUrl?: string;
  emailRecipients?: readonly string[];
  allowedOrigins?: readonly string[];
}) {
  if (t.logoUrl?.trim() && !isHttpUrl(t.logoUrl.trim())) return adminValidation.invalidLogoUrl;
  const badRecipient = t.emailRecipients?.find((r) => !isEmail(r.trim()));
  if (badRecipient !== undefined) return adminValidation.invalidRecipients(badRecipient);
  const badOrigin = t.allowedOrigins?.find((o) => !normalizeOrigin(o));
  if (badOrigin !== undefined) return adminValidation.invalidOrigins(badOrigin);
  return null;
}

export function validateCreateTenant(t: {
  tenantId?: string;
  name?: string;
  logoUrl?: string;
  emailRecipients?: readonly string[];
  allowedOrigins?: readonly string[];
}): string | null {
  if (!t.tenantId?.trim() || !t.name?.trim()) return adminValidation.createTenantRequired;
  if (!TENANT_ID_PATTERN.test(t.tenantId.trim())) return adminValidation.tenantIdPattern;
  return validateTenantDetails(t);
}

export function validateUpdateTenant(t: {
  name?: string;
  logoUrl?: string;
  emailRecipients?: readonly string[];
  allowedOrigins?: readonly string[];
}): string | null {
  if (!t.name?.trim()) return adminValidation.tenantNameRequired;
  return validateTenantDetails(t);
}

// ---------------------------------------------------------------- memberships

export const addonDefinition = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  monthlyPrice: z.number(),
  yearlyPrice: z.number(),
  availableFor: z.array(z.enum(['Kompakt', 'Team', 'Profi'])),
  hasQuantity: z.boolean(),
});

export const membershipPackage = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string(),
  monthlyPrice: z.number(),
  yearlyPrice: z.number(),
  features: z.object({
    includedUsers: z.number(),
    includedForms: z.number(),
    benefits: z.array(z.string()),
  }),
});
export type MembershipPackage = z.infer<typeof membershipPackage>;

export const addonSelection = z.object({ id: z.string().max(100), quantity: z.number().int().min(1).max(99) });

export const userMembership = z.object({
  id: z.string().uuid(),
  packageId: z.string().uuid(),
  packageName: z.string().nullable(),
  addons: z.array(addonSelection),
  status: z.string(),
  startDate: z.string(),
});
export type UserMembership = z.infer<typeof userMembership>;

/** The membership page: active packages (by monthly price), add-ons, the caller's membership. */
export const membershipOverview = z.object({
  packages: z.array(membershipPackage),
  addons: z.array(addonDefinition),
  current: userMembership.nullable(),
});
export type MembershipOverview = z.infer<typeof membershipOverview>;

export const adminMembershipsResponse = z.object({
  packages: z.array(membershipPackage),
  addons: z.array(addonDefinition),
  users: z.array(
    z.object({
      userId: z.string().uuid(),
      fullName: z.string(),
      email: z.string(),
      membership: userMembership.nullable(),
    }),
  ),
});
export type AdminMemberships = z.infer<typeof adminMembershipsResponse>;

/** One name end to end: packageId (the original sent packageId and read package_id). */
export const updateMembershipRequest = z.object({
  packageId: z.union([z.literal(''), z.string().uuid()]).default(''),
  addons: z.array(addonSelection).max(20).default([]),
});
export type UpdateMembershipRequest = z.input<typeof updateMembershipRequest>;
export const userIdParams = z.object({ userId: z.string().uuid() });

// ---------------------------------------------------------------- IP blacklist

export const blacklistEntry = z.object({
  ipHash: z.string(),
  reason: z.string(),
  addedAt: z.string(),
  expiresAt: z.string().nullable(),
  /** The practice the entry applies to; null = every practice (global, set by an administrator). */
  tenantId: z.string().nullable().default(null),
  tenantName: z.string().nullable().default(null),
});
export type BlacklistEntry = z.infer<typeof blacklistEntry>;

export const blacklistResponse = z.object({ entries: z.array(blacklistEntry) });

export const addBlacklistRequest = z.object({
  ip: str(100).default(''),
  /** The spec's reason 'Manuell hinzugefügt: {ip}'; without it 'Manuell hinzugefügt'. */
  noteIp: z.boolean().default(true),
  expiresAt: z.string().datetime({ offset: true }).nullable().default(null),
  /** The practice to block for; null = every practice (global). */
  tenantId: z.string().uuid().nullable().default(null),
});
export type AddBlacklistRequest = z.input<typeof addBlacklistRequest>;

export const ipHashParams = z.object({ ipHash: z.string().regex(/^[0-9a-f]{64}$/) });
/** Which entry of a hash to remove: the practice's, or the global one when left out. */
export const blacklistScopeQuery = z.object({ tenant: z.string().uuid().optional() });

/** How long a staff member's "Absender sperren" keeps a sender out of their practice. */
export const BLOCK_SENDER_DAYS = 30;
export const blacklistScopeTexts = {
  global: 'Alle Praxen (global)',
  column: 'Gilt für',
  blockReason: (shortId: string) =>
    `Spam-Einreichung ${shortId} gesperrt (${BLOCK_SENDER_DAYS} Tage, nur diese Praxis)`,
} as const;

export const blacklistReason = (ip: string | null) => (ip ? `Manuell hinzugefügt: ${ip}` : 'Manuell hinzugefügt');

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HEX_GROUP = /^[0-9a-fA-F]{1,4}$/;

export function isIpv4(value: string): boolean {
  return IPV4.test(value);
}

/** RFC 4291 text forms: full, '::'-compressed, and with an embedded IPv4 tail. No zone ids. */
export function isIpv6(value: string): boolean {
  if (!value.includes(':') || value.length > 45) return false;
  const parts = value.split('::');
  if (parts.length > 2) return false;
  const groups = (s: string) => (s === '' ? [] : s.split(':'));
  const head = groups(parts[0] ?? '');
  const tail = parts.length === 2 ? groups(parts[1] ?? '') : [];
  const all = [...head, ...tail];
  let count = all.length;
  const last = all[all.length - 1];
  if (last?.includes('.')) {
    if (!isIpv4(last)) return false;
    all.pop();
    count += 1; // an IPv4 tail takes two groups
  }
  if (!all.every((g) => HEX_GROUP.test(g))) return false;
  return parts.length === 2 ? count < 8 : count === 8;
}

export const isValidIp = (value: string) => isIpv4(value.trim()) || isIpv6(value.trim());

export function validateBlacklistIp(ip: string | undefined): string | null {
  return ip && isValidIp(ip) ? null : adminValidation.invalidIp;
}
