/** All SQL of webhooks; every statement scoped by the practice's id (RLS admits the same rows). */
import type { Database } from '../../db/index.js';
import type { Tx } from '../../db/scope.js';

const deliveryColumns = [
  'id',
  'tenant_id',
  'event_type',
  'submission_id',
  'status',
  'attempts',
  'response_status',
  'last_error',
  'created_at',
  'delivered_at',
] as const;

export const webhooksRepository = {
  /** Practices are not tenant data: an admin manages any of them. */
  async tenantExists(db: Database, tenantId: string): Promise<boolean> {
    return !!(await db.selectFrom('tenants').select('id').where('id', '=', tenantId).executeTakeFirst());
  },

  endpoint(tx: Tx, tenantId: string) {
    return tx.selectFrom('webhook_endpoints').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();
  },

  async insertEndpoint(
    tx: Tx,
    e: { tenantId: string; url: string; enabled: boolean; secret: Buffer; keyVersion: number },
  ): Promise<void> {
    await tx
      .insertInto('webhook_endpoints')
      .values({ tenant_id: e.tenantId, url: e.url, enabled: e.enabled, secret: e.secret, key_version: e.keyVersion })
      .execute();
  },

  async updateEndpoint(tx: Tx, tenantId: string, e: { url: string; enabled: boolean }): Promise<void> {
    await tx
      .updateTable('webhook_endpoints')
      .set({ url: e.url, enabled: e.enabled, updated_at: new Date() })
      .where('tenant_id', '=', tenantId)
      .execute();
  },

  async setSecret(tx: Tx, tenantId: string, secret: Buffer, keyVersion: number): Promise<void> {
    await tx
      .updateTable('webhook_endpoints')
      .set({ secret, key_version: keyVersion, secret_rotated_at: new Date(), updated_at: new Date() })
      .where('tenant_id', '=', tenantId)
      .execute();
  },

  async deleteEndpoint(tx: Tx, tenantId: string): Promise<boolean> {
    const r = await tx.deleteFrom('webhook_endpoints').where('tenant_id', '=', tenantId).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  },

  deliveries(tx: Tx, tenantId: string, limit: number) {
    return tx
      .selectFrom('webhook_deliveries')
      .select(deliveryColumns)
      .where('tenant_id', '=', tenantId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
  },

  delivery(tx: Tx, tenantId: string, id: string) {
    return tx
      .selectFrom('webhook_deliveries')
      .select(deliveryColumns)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
  },

  async insertTestDelivery(tx: Tx, tenantId: string): Promise<string> {
    const r = await tx
      .insertInto('webhook_deliveries')
      .values({ tenant_id: tenantId, event_type: 'webhook.test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return r.id;
  },

  /** The log keeps LOG_DAYS of finished deliveries per practice (ids and times only, but no archive). */
  async prune(tx: Tx, tenantId: string, olderThan: Date): Promise<void> {
    await tx
      .deleteFrom('webhook_deliveries')
      .where('tenant_id', '=', tenantId)
      .where('created_at', '<', olderThan)
      .where('status', '!=', 'pending')
      .execute();
  },

  async recordAttempt(
    tx: Tx,
    tenantId: string,
    id: string,
    a: { status: 'pending' | 'delivered' | 'failed'; responseStatus: number | null; error: string | null },
  ): Promise<void> {
    await tx
      .updateTable('webhook_deliveries')
      .set((eb) => ({
        status: a.status,
        attempts: eb('attempts', '+', 1),
        response_status: a.responseStatus,
        last_error: a.error,
        delivered_at: a.status === 'delivered' ? new Date() : null,
      }))
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute();
  },
};

export type DeliveryRow = NonNullable<Awaited<ReturnType<typeof webhooksRepository.delivery>>>;
