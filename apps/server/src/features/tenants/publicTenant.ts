/** A tenant as the public endpoints see it, found by its id (uuid) or its slug. */
import { parseReceptionConfig, type ReceptionConfig } from '@praxisdesk/domain';
import type { Database } from '../../db/index.js';

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
  const row = await db
    .selectFrom('tenants')
    .select(['id', 'slug', 'name', 'public_key', 'allowed_origins', 'email_recipients', 'settings', 'reception_config'])
    .where(UUID.test(ref) ? 'id' : 'slug', '=', UUID.test(ref) ? ref.toLowerCase() : ref)
    .executeTakeFirst();
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
