/** A tenant as the public endpoints see it, found by its id (uuid) or its slug. */
import { parseReceptionConfig, type ReceptionConfig } from '@praxisdesk/domain';
import type { Database } from '../../db/index.js';
import { tenantsRepository as repo } from './repository.js';

export interface PublicTenant {
  id: string;
  slug: string;
  name: string;
  publicKey: string;
  allowedOrigins: string[];
  emailRecipients: string[];
  settings: { patientConfirmation?: boolean } & Record<string, unknown>;
  reception: ReceptionConfig;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findPublicTenant(db: Database, idOrSlug: string | undefined): Promise<PublicTenant | null> {
  const ref = idOrSlug?.trim();
  if (!ref || ref.length > 100) return null;
  const row = await repo.findPublic(db, UUID.test(ref) ? 'id' : 'slug', UUID.test(ref) ? ref.toLowerCase() : ref);
  if (!row) return null;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    publicKey: row.public_key,
    allowedOrigins: row.allowed_origins,
    emailRecipients: row.email_recipients,
    settings: row.settings,
    reception: parseReceptionConfig(row.reception_config),
  };
}

/**
 * How long a tenant row read by the public endpoints is reused by this process. Changes made
 * through this process's admin API invalidate it at once (tenantsService → invalidate); a
 * change made by another app process or the CLI reaches this process within this bound: a
 * rotated public key is refused, new origins/recipients are used, a deleted practice answers
 * 404 at most this long afterwards (decision 0013).
 */
export const PUBLIC_TENANT_TTL_MS = 5_000;
const MAX_CACHED = 10_000;

export interface PublicTenantCache {
  find(idOrSlug: string | undefined): Promise<PublicTenant | null>;
  /** Forgets every entry of this tenant (after an update, key rotation or deletion). */
  invalidate(tenantId: string): void;
}

/**
 * findPublicTenant with an in-process cache: submitForm asks for the same few practices
 * hundreds of times a second. Only found tenants are kept (an unknown slug is asked again, so
 * a practice created a moment ago is found at once). The promise is cached, so a burst of
 * requests for a cold entry makes one query; an invalidation that arrives while a read is
 * running drops that read's entry, so nothing read before a change outlives it.
 */
export function publicTenantCache(db: Database, ttlMs = PUBLIC_TENANT_TTL_MS): PublicTenantCache {
  const entries = new Map<string, { tenant: Promise<PublicTenant | null>; id?: string; until: number }>();
  return {
    find(idOrSlug) {
      const ref = idOrSlug?.trim();
      if (!ref || ref.length > 100) return Promise.resolve(null);
      const key = UUID.test(ref) ? ref.toLowerCase() : ref;
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.until > now) return hit.tenant;
      if (entries.size >= MAX_CACHED) {
        for (const [k, e] of entries) if (e.until <= now) entries.delete(k);
        if (entries.size >= MAX_CACHED) entries.clear();
      }
      const entry: { tenant: Promise<PublicTenant | null>; id?: string; until: number } = {
        tenant: findPublicTenant(db, key),
        until: now + ttlMs,
      };
      entries.set(key, entry);
      entry.tenant.then(
        (t) => {
          if (t) entry.id = t.id;
          else if (entries.get(key) === entry) entries.delete(key);
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.tenant;
    },
    invalidate(tenantId) {
      // Entries still being read have no id yet: drop them too (they may predate the change).
      for (const [k, e] of entries) if (e.id === undefined || e.id === tenantId) entries.delete(k);
    },
  };
}

/** Is `url` on one of the tenant's registered website origins? */
export function isTenantOrigin(tenant: Pick<PublicTenant, 'allowedOrigins'>, url: string | undefined): boolean {
  if (!url) return false;
  try {
    const origin = new URL(url).origin;
    return tenant.allowedOrigins.some((o) => {
      try {
        return new URL(o).origin === origin;
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}
