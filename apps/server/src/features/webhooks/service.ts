/**
 * Webhooks (issue 18): per practice one endpoint with its signing secret (stored encrypted,
 * shown once when made or rotated), the delivery log, a test delivery, and the job that
 * delivers what the form_submissions trigger queued (migration 0014). Administration is admin
 * only, audited; like the practice's other settings it needs no assignment to the practice,
 * and nothing here reads submission data: events carry ids, type, times and links.
 */
import { randomBytes } from 'node:crypto';
import type { PutWebhookRequest, WebhookDelivery, WebhookEndpoint, WebhookEvent } from '@praxisdesk/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/index.js';
import type { Job } from '../../jobs/payloads.js';
import { SYSTEM } from '../../lib/audit.js';
import type { Keyring } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { tenantTransactions } from '../../lib/tenantTx.js';
import { type AuthContext, requireAdmin } from '../auth/context.js';
import { checkWebhookUrl } from './policy.js';
import { type DeliveryRow, webhooksRepository as repo } from './repository.js';
import { type SendResult, sendSigned } from './send.js';

const LOG_SIZE = 20;
/** Finished deliveries older than this leave the log (at the next delivery of the practice). */
export const LOG_DAYS = 30;
const TIMEOUT_MS = 10_000;
const secretRef = (tenantId: string) => ({ table: 'webhook_endpoints', recordId: tenantId, column: 'secret' });
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const deliveryOf = (d: DeliveryRow): WebhookDelivery => ({
  id: d.id,
  eventType: d.event_type,
  submissionId: d.submission_id,
  status: d.status,
  attempts: d.attempts,
  responseStatus: d.response_status,
  lastError: d.last_error,
  createdAt: new Date(d.created_at).toISOString(),
  deliveredAt: iso(d.delivered_at),
});

const endpointOf = (e: {
  url: string;
  enabled: boolean;
  created_at: Date;
  secret_rotated_at: Date;
}): WebhookEndpoint => ({
  url: e.url,
  enabled: e.enabled,
  createdAt: new Date(e.created_at).toISOString(),
  secretRotatedAt: new Date(e.secret_rotated_at).toISOString(),
});

export function webhooksService(db: Database, keyring: Keyring, config: Config) {
  const inTenant = tenantTransactions(db, keyring);
  const allowLocal = config.webhooks.allowLocalTargets;

  async function admin(auth: AuthContext | null, tenantId: string) {
    const a = requireAdmin(auth);
    if (!(await repo.tenantExists(db, tenantId))) throw new AppError('TENANT_NOT_FOUND');
    return a;
  }

  /** The event as sent: ids, type, time and links to the staff page and the API; no form data. */
  function eventOf(d: DeliveryRow): WebhookEvent {
    const sid = d.submission_id;
    const live = sid !== null && d.event_type !== 'submission.deleted';
    return {
      id: d.id,
      type: d.event_type,
      createdAt: new Date(d.created_at).toISOString(),
      tenantId: d.tenant_id,
      data: {
        submissionId: sid,
        links: {
          submission: live ? `${config.publicUrl}/submissions/${sid}` : null,
          api: live ? `${config.publicUrl}/api/submissions/${sid}` : null,
        },
      },
    };
  }

  /**
   * One attempt: reads the delivery and the endpoint's secret in a short transaction, sends
   * outside of it, records the outcome. `final`: no retry follows (a failure is final).
   */
  async function attempt(
    tenantId: string,
    deliveryId: string,
    final: boolean,
  ): Promise<{ result: SendResult; delivery: WebhookDelivery } | null> {
    const prepared = await inTenant(SYSTEM, tenantId, async ({ tx, open }) => {
      const delivery = await repo.delivery(tx, tenantId, deliveryId);
      if (!delivery || delivery.status === 'delivered') return null;
      const endpoint = await repo.endpoint(tx, tenantId);
      if (!endpoint?.enabled) return { delivery, endpoint: null };
      const secret = await open<string>(secretRef(tenantId), {
        blob: endpoint.secret,
        keyVersion: endpoint.key_version,
      });
      return { delivery, endpoint: { url: endpoint.url, secret } };
    });
    if (!prepared) return null;
    const result: SendResult = prepared.endpoint
      ? await sendSigned(
          prepared.endpoint.url,
          JSON.stringify(eventOf(prepared.delivery)),
          { 'X-PraxisDesk-Event': prepared.delivery.event_type, 'X-PraxisDesk-Delivery': prepared.delivery.id },
          prepared.endpoint.secret,
          { allowLocal, timeoutMs: TIMEOUT_MS },
        )
      : { status: null, error: 'Webhook deaktiviert oder entfernt', permanent: true };
    const ok = result.status !== null && result.status >= 200 && result.status < 300;
    const status = ok ? 'delivered' : final || result.permanent ? 'failed' : 'pending';
    const error = ok ? null : (result.error ?? `HTTP ${result.status}`);
    const delivery = await inTenant(SYSTEM, tenantId, async ({ tx }) => {
      await repo.recordAttempt(tx, tenantId, deliveryId, { status, responseStatus: result.status, error });
      await repo.prune(tx, tenantId, new Date(Date.now() - LOG_DAYS * 86_400_000));
      return repo.delivery(tx, tenantId, deliveryId);
    });
    if (!delivery) return null;
    return { result: { ...result, error }, delivery: deliveryOf(delivery) };
  }

  return {
    async get(auth: AuthContext | null, tenantId: string) {
      await admin(auth, tenantId);
      return inTenant(SYSTEM, tenantId, async ({ tx }) => {
        const endpoint = await repo.endpoint(tx, tenantId);
        const deliveries = await repo.deliveries(tx, tenantId, LOG_SIZE);
        return { webhook: endpoint ? endpointOf(endpoint) : null, deliveries: deliveries.map(deliveryOf) };
      });
    },

    /** Creates the endpoint (with a new secret, answered once) or changes its URL and switch. */
    async put(auth: AuthContext | null, tenantId: string, input: PutWebhookRequest) {
      const a = await admin(auth, tenantId);
      const url = checkWebhookUrl(input.url, allowLocal).toString();
      return inTenant(a, tenantId, async ({ tx, seal, audit }) => {
        const existing = await repo.endpoint(tx, tenantId);
        let secret: string | null = null;
        if (existing) {
          await repo.updateEndpoint(tx, tenantId, { url, enabled: input.enabled });
        } else {
          secret = newSecret();
          const sealed = await seal(secretRef(tenantId), secret);
          await repo.insertEndpoint(tx, {
            tenantId,
            url,
            enabled: input.enabled,
            secret: sealed.blob,
            keyVersion: sealed.keyVersion,
          });
        }
        await audit({
          action: 'admin.tenant.webhook_update',
          target: { type: 'tenant', id: tenantId },
          details: { created: !existing, enabled: input.enabled },
        });
        const saved = await repo.endpoint(tx, tenantId);
        if (!saved) throw new AppError('WEBHOOK_NOT_CONFIGURED');
        return { webhook: endpointOf(saved), secret };
      });
    },

    /** A new secret; the old one stops verifying at once (deliveries still queued are signed with the new one). */
    async rotateSecret(auth: AuthContext | null, tenantId: string) {
      const a = await admin(auth, tenantId);
      return inTenant(a, tenantId, async ({ tx, seal, audit }) => {
        if (!(await repo.endpoint(tx, tenantId))) throw new AppError('WEBHOOK_NOT_CONFIGURED');
        const secret = newSecret();
        const sealed = await seal(secretRef(tenantId), secret);
        await repo.setSecret(tx, tenantId, sealed.blob, sealed.keyVersion);
        await audit({ action: 'admin.tenant.webhook_rotate_secret', target: { type: 'tenant', id: tenantId } });
        const saved = await repo.endpoint(tx, tenantId);
        if (!saved) throw new AppError('WEBHOOK_NOT_CONFIGURED');
        return { webhook: endpointOf(saved), secret };
      });
    },

    async remove(auth: AuthContext | null, tenantId: string): Promise<void> {
      const a = await admin(auth, tenantId);
      await inTenant(a, tenantId, async ({ tx, audit }) => {
        if (!(await repo.deleteEndpoint(tx, tenantId))) throw new AppError('WEBHOOK_NOT_CONFIGURED');
        await audit({ action: 'admin.tenant.webhook_delete', target: { type: 'tenant', id: tenantId } });
      });
    },

    /** Sends a 'webhook.test' event now and answers how it went (no retry). */
    async test(auth: AuthContext | null, tenantId: string): Promise<{ delivery: WebhookDelivery }> {
      const a = await admin(auth, tenantId);
      const id = await inTenant(a, tenantId, async ({ tx, audit }) => {
        const endpoint = await repo.endpoint(tx, tenantId);
        if (!endpoint) throw new AppError('WEBHOOK_NOT_CONFIGURED');
        const deliveryId = await repo.insertTestDelivery(tx, tenantId);
        await audit({ action: 'admin.tenant.webhook_test', target: { type: 'tenant', id: tenantId } });
        return deliveryId;
      });
      const done = await attempt(tenantId, id, true);
      if (!done) throw new AppError('WEBHOOK_NOT_CONFIGURED');
      return { delivery: done.delivery };
    },

    /**
     * The 'webhook.deliver' job: a failed attempt throws so the queue retries it with backoff
     * (the log says 'pending' meanwhile); the last attempt, or a refused target, is final.
     */
    async deliverJob(job: Job<'webhook.deliver'>): Promise<void> {
      if (!job.tenantId) return;
      const final = job.attempts >= job.maxAttempts;
      const done = await attempt(job.tenantId, job.payload.deliveryId, final);
      if (done && done.delivery.status === 'pending') {
        throw new Error(`webhook delivery failed: ${done.result.error ?? 'unknown'}`);
      }
    },
  };
}

export type WebhooksService = ReturnType<typeof webhooksService>;
