/**
 * Public intake: what practice websites and the online reception send. Order of checks:
 * tenant, key, origin, rate limits — then the submission is scored, encrypted and stored
 * together with its notification jobs in one transaction.
 */
import { randomUUID } from 'node:crypto';
import { formTypeOf } from '@praxisdesk/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/index.js';
import { type Tx, withTenant } from '../../db/scope.js';
import { enqueue } from '../../jobs/queue.js';
import type { Keyring } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { hashIp, hashIpForLimit } from '../../lib/ipHash.js';
import { hitRateLimit } from '../../lib/rateLimit.js';
import { safeEqual, subkey } from '../../lib/tokens.js';
import { isIpHashBlacklisted } from '../blacklist/repository.js';
import { enqueueNotifications } from '../notifications/service.js';
import {
  HONEYPOT_FIELD,
  honeypotReason,
  issueFormToken,
  repeatReason,
  TIMESTAMP_FIELD,
  timingReason,
} from '../spam/botSignals.js';
import type { SpamReason } from '../spam/rules.js';
import type { SpamScorer } from '../spam/scorer.js';
import { findPublicTenant, isTenantOrigin, type PublicTenant } from '../tenants/publicTenant.js';
import { issueGrant } from './grant.js';

/** Fields that steer the endpoint or carry bot signals; not part of what the patient wrote. */
const CONTROL_FIELDS = new Set(['tenantId', 'success_url', 'error_url', HONEYPOT_FIELD, TIMESTAMP_FIELD, 'apikey']);

const LIMIT_WINDOW_SECONDS = 600;

export interface Caller {
  ip: string;
  userAgent: string | null;
  origin: string | undefined;
}

export interface IntakeOptions {
  scorer: SpamScorer;
  /** Borderline scores go to the AI classifier when one is configured. */
  aiQuarantine?: { min: number; max: number; queue: string };
}

export function intakeService(db: Database, keyring: Keyring, config: Config, opts: IntakeOptions) {
  const grantKey = subkey(config.secrets.masterKey, 'submission-grant');
  const formTokenKey = subkey(config.secrets.masterKey, 'form-timestamp');

  async function tenantFor(ref: string | undefined, apiKey: string | undefined, requireKey: boolean, caller: Caller) {
    const tenant = await findPublicTenant(db, ref);
    if (!tenant) throw new AppError('TENANT_NOT_FOUND');
    if (requireKey && !(apiKey && safeEqual(apiKey, tenant.publicKey))) throw new AppError('INVALID_API_KEY');
    if (caller.origin && !isOwnOrigin(caller.origin) && !isTenantOrigin(tenant, caller.origin)) {
      throw new AppError('ORIGIN_NOT_ALLOWED');
    }
    return tenant;
  }

  const isOwnOrigin = (origin: string) => {
    try {
      return new URL(origin).origin === new URL(config.publicUrl).origin;
    } catch {
      return false;
    }
  };

  async function limit(tenant: PublicTenant, ip: string) {
    for (const [key, limit] of [
      [`intake:ip:${hashIpForLimit(config.secrets.ipHashSecret, ip)}`, config.intakeLimits.perIp],
      [`intake:tenant:${tenant.id}`, config.intakeLimits.perTenant],
    ] as const) {
      const r = await hitRateLimit(db, key, limit, LIMIT_WINDOW_SECONDS);
      if (!r.allowed) throw new AppError('RATE_LIMITED', undefined, { retryAfterSeconds: r.retryAfterSeconds });
    }
  }

  return {
    db,
    tenantFor,
    grantKey,
    /** The signed render timestamp for `_ts` (GET /functions/v1/formToken). */
    formToken: () => issueFormToken(formTokenKey),

    /** Stores one submission; answers its id and the follow-up grant. */
    async submit(input: {
      tenantRef: string | undefined;
      apiKey: string | undefined;
      requireKey: boolean;
      formData: Record<string, unknown>;
      idempotencyKey: string | undefined;
      caller: Caller;
      /** Used instead of formTypeOf(formData), e.g. 'anamnese' for a standalone questionnaire. */
      formType?: string;
      /** Runs in the submission's transaction after a new row was inserted. */
      afterInsert?: (tx: Tx, tenantId: string, submissionId: string) => Promise<unknown>;
    }) {
      const tenant = await tenantFor(input.tenantRef, input.apiKey, input.requireKey, input.caller);
      const ipHash = hashIp(config.secrets.ipHashSecret, input.caller.ip);
      await limit(tenant, input.caller.ip);

      const formData = Object.fromEntries(Object.entries(input.formData).filter(([k]) => !CONTROL_FIELDS.has(k)));
      const formType = input.formType ?? formTypeOf(formData);
      const signals: (SpamReason | null)[] = [
        (await isIpHashBlacklisted(db, ipHash))
          ? { reason: 'Absender-IP steht auf der Blacklist', points: 100, layer: 'intake' }
          : null,
        honeypotReason(input.formData[HONEYPOT_FIELD]),
        timingReason(formTokenKey, input.formData[TIMESTAMP_FIELD]),
      ];

      const id = randomUUID();
      const stored = await withTenant(db, tenant.id, async (tx) => {
        signals.push(await repeatReason(tx, tenant.id, ipHash));
        const verdict = await opts.scorer.score(tx, {
          tenantId: tenant.id,
          formType,
          formData,
          extraReasons: signals.filter((r): r is SpamReason => r !== null),
        });
        const ai = opts.aiQuarantine;
        const quarantined = !!ai && verdict.score >= ai.min && verdict.score <= ai.max;
        const { blob, keyVersion } = await keyring.encrypt(
          tx,
          { tenantId: tenant.id, table: 'form_submissions', recordId: id },
          formData,
        );
        const inserted = await tx
          .insertInto('form_submissions')
          .values({
            id,
            tenant_id: tenant.id,
            form_type: formType,
            form_data: blob,
            key_version: keyVersion,
            is_spam: verdict.isSpam,
            spam_score: verdict.score,
            spam_confidence: verdict.confidence,
            spam_reasons: JSON.stringify(verdict.reasons),
            quarantine_status: quarantined ? 'pending' : 'completed',
            client_ip_hash: ipHash,
            user_agent: input.caller.userAgent,
            idempotency_key: input.idempotencyKey ?? null,
          })
          .onConflict((oc) => oc.columns(['tenant_id', 'idempotency_key']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) {
          // The same request again (Idempotency-Key): answer with the first one's id.
          const first = await tx
            .selectFrom('form_submissions')
            .select('id')
            .where('tenant_id', '=', tenant.id)
            .where('idempotency_key', '=', input.idempotencyKey ?? '')
            .executeTakeFirstOrThrow();
          return first.id;
        }
        await input.afterInsert?.(tx, tenant.id, id);
        if (quarantined && ai) {
          // Notifications wait for the AI's verdict (spam.ai sends them when it is not spam).
          await enqueue(tx, ai.queue, { submissionId: id }, { tenantId: tenant.id, maxAttempts: 3 });
        } else if (!verdict.isSpam) {
          await enqueueNotifications(tx, tenant, id, formData);
        }
        return id;
      });
      return { tenant, submissionId: stored, grant: issueGrant(grantKey, stored, tenant.id) };
    },
  };
}

export type IntakeService = ReturnType<typeof intakeService>;
