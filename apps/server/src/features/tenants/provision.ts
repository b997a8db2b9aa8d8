/**
 * Tenant creation without an auth context: used by the CLI, the demo seed and (behind an
 * admin check) the administration screen. Creates the tenant's first data key with it.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../../db/index.js';
import { withTenant } from '../../db/scope.js';
import type { Keyring } from '../../lib/crypto.js';
import { tenantsRepository as repo } from './repository.js';

export const TENANT_SLUG = /^[a-z0-9_-]{1,64}$/;

export interface NewTenant {
  slug: string;
  name: string;
  logoUrl?: string | null;
  emailRecipients?: string[];
  allowedOrigins?: string[];
  receptionConfig?: Record<string, unknown>;
  settings?: Record<string, unknown>;
}

export const newPublicKey = () => `pk_${randomBytes(24).toString('base64url')}`;

export async function createTenant(db: Database, keyring: Keyring, t: NewTenant) {
  if (!TENANT_SLUG.test(t.slug)) throw new Error(`Invalid tenant id "${t.slug}"`);
  const id = randomUUID();
  const publicKey = newPublicKey();
  await repo.insert(db, {
    id,
    slug: t.slug,
    name: t.name,
    logoUrl: t.logoUrl ?? null,
    emailRecipients: t.emailRecipients ?? [],
    publicKey,
    allowedOrigins: t.allowedOrigins ?? [],
    receptionConfig: t.receptionConfig ?? {},
    settings: t.settings ?? {},
  });
  await withTenant(db, id, (tx) => keyring.createTenantKey(tx, id));
  return { id, slug: t.slug, name: t.name, publicKey };
}

export function findTenantBySlug(db: Database, slug: string) {
  return repo.findBySlug(db, slug);
}
