/**
 * Tenant administration (spec §2 Tenants tab, §5): list, create, edit, delete with a typed
 * confirmation, public key rotation and the reception configuration. Admin only, audited.
 * Administration is not tenant data: an admin needs no assignment to a tenant to manage it,
 * but nothing here reads a tenant's submissions — deletion only counts them.
 */
import {
  type AdminTenant,
  type AuditAction,
  type createTenantRequest,
  normalizeOrigin,
  type ReceptionConfig,
  type TenantImpact,
  type updateTenantRequest,
  validateCreateTenant,
  validateUpdateTenant,
} from '@praxisdesk/domain';
import type { z } from 'zod';
import type { Database } from '../../db/index.js';
import { crossTenant } from '../../db/scope.js';
import { audit, userActor } from '../../lib/audit.js';
import type { Keyring } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { type AuthContext, requireAdmin } from '../auth/context.js';
import { createTenant, newPublicKey } from './provision.js';
import { tenantsRepository as repo } from './repository.js';

const invalid = (message: string) => new AppError('VALIDATION_FAILED', message);
const origins = (list: readonly string[]) => [
  ...new Set(list.map((o) => normalizeOrigin(o)).filter((o) => o !== null)),
];
const recipients = (list: readonly string[]) => [...new Set(list.map((r) => r.trim()).filter(Boolean))];

/**
 * `changed` is told the id of every tenant whose public row was changed or deleted, after the
 * change is committed (the public endpoints' tenant cache forgets it).
 */
export function tenantsService(db: Database, keyring: Keyring, changed: (tenantId: string) => void = () => {}) {
  async function found(id: string): Promise<AdminTenant> {
    const t = await repo.get(db, id);
    if (!t) throw new AppError('TENANT_NOT_FOUND');
    return t;
  }

  const record = (
    a: AuthContext,
    action: AuditAction,
    tenantId: string,
    details?: Record<string, string | number | boolean>,
  ) => audit(db, userActor(a), { tenantId, action, target: { type: 'tenant', id: tenantId }, details });

  return {
    async list(auth: AuthContext | null): Promise<AdminTenant[]> {
      requireAdmin(auth);
      return repo.list(db);
    },

    async create(auth: AuthContext | null, input: z.infer<typeof createTenantRequest>): Promise<AdminTenant> {
      const a = requireAdmin(auth);
      const message = validateCreateTenant(input);
      if (message) throw invalid(message);
      if (await repo.slugTaken(db, input.tenantId)) throw new AppError('TENANT_ID_TAKEN');
      let id: string;
      try {
        ({ id } = await createTenant(db, keyring, {
          slug: input.tenantId,
          name: input.name,
          logoUrl: input.logoUrl || null,
          emailRecipients: recipients(input.emailRecipients),
          allowedOrigins: origins(input.allowedOrigins),
          settings: { patientConfirmation: true },
        }));
      } catch (e) {
        if ((e as { code?: string }).code === '23505') throw new AppError('TENANT_ID_TAKEN');
        throw e;
      }
      await record(a, 'admin.tenant.create', id, { slug: input.tenantId });
      return found(id);
    },

    async update(
      auth: AuthContext | null,
      id: string,
      input: z.infer<typeof updateTenantRequest>,
    ): Promise<AdminTenant> {
      const a = requireAdmin(auth);
      const message = validateUpdateTenant(input);
      if (message) throw invalid(message);
      const updated = await repo.update(db, id, {
        name: input.name,
        logoUrl: input.logoUrl || null,
        emailRecipients: recipients(input.emailRecipients),
        allowedOrigins: origins(input.allowedOrigins),
        settings: input.settings,
      });
      if (!updated) throw new AppError('TENANT_NOT_FOUND');
      changed(id);
      await record(a, 'admin.tenant.update', id, {
        recipients: input.emailRecipients.length,
        origins: input.allowedOrigins.length,
      });
      return found(id);
    },

    async setReceptionConfig(auth: AuthContext | null, id: string, config: ReceptionConfig): Promise<AdminTenant> {
      const a = requireAdmin(auth);
      if (!(await repo.update(db, id, { receptionConfig: config }))) throw new AppError('TENANT_NOT_FOUND');
      changed(id);
      await record(a, 'admin.tenant.reception_config', id);
      return found(id);
    },

    /** A new public key: websites using the old one are refused until updated. */
    async rotateKey(auth: AuthContext | null, id: string): Promise<AdminTenant> {
      const a = requireAdmin(auth);
      if (!(await repo.update(db, id, { publicKey: newPublicKey() }))) throw new AppError('TENANT_NOT_FOUND');
      changed(id);
      await record(a, 'admin.tenant.rotate_key', id);
      return found(id);
    },

    async impact(auth: AuthContext | null, id: string): Promise<TenantImpact> {
      requireAdmin(auth);
      await found(id);
      return crossTenant(db, (tx) => repo.impact(tx, id));
    },

    /** Deletes the tenant and, by cascade, all its submissions, anamneses, keys and mail logs. */
    async delete(auth: AuthContext | null, id: string, confirm: string): Promise<void> {
      const a = requireAdmin(auth);
      const tenant = await found(id);
      if (confirm !== tenant.slug) throw new AppError('CONFIRMATION_MISMATCH');
      await crossTenant(db, async (tx) => {
        const impact = await repo.impact(tx, id);
        await repo.delete(tx, id);
        await audit(tx, userActor(a), {
          tenantId: id,
          action: 'admin.tenant.delete',
          target: { type: 'tenant', id },
          details: { slug: tenant.slug, ...impact },
        });
      });
      changed(id);
    },
  };
}

export type TenantsService = ReturnType<typeof tenantsService>;
