/**
 * Public intake: what practice websites and the online reception send. Order of checks:
 * tenant, key, origin, rate limits — then the submission is scored, encrypted and stored
 * together with its notification jobs in one statement.
 *
 * Round trips per submission (bench/README.md, "Public intake" and "Intake CPU, fourth
 * round"): two. The practice comes from an in-process cache (PUBLIC_TENANT_TTL_MS); one
 * statement counts both limits and reads every fact (a limit already exhausted is refused from
 * memory, without it); scoring and encryption run outside any transaction; one statement stores
 * the submission with its jobs, together with those of other requests that arrived while the
 * previous store was in flight (group commit, groupCommit.ts).
 */
import { randomUUID } from 'node:crypto';
import { deadlineOf, type FormType, formTypeOf, patientLanguageOf } from '@praxisdesk/domain';
import type { SpamReason } from '@praxisdesk/spam';
import { type Config, ownOrigins } from '../../config.js';
import type { Database } from '../../db/index.js';
import { type Tx, withTenant } from '../../db/scope.js';
import type { NewJob } from '../../jobs/payloads.js';
import type { Keyring } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { ipHasher, rateLimitSubject } from '../../lib/ipHash.js';
import { LaneFull, Lanes } from '../../lib/lanes.js';
import { type RateLimitPair, type RateLimitResult, RefusalMemo } from '../../lib/rateLimit.js';
import { safeEqual, subkey } from '../../lib/tokens.js';
import { notificationJobs } from '../notifications/service.js';
import type { ContactIndex } from '../privacy/contactIndex.js';
import {
  HONEYPOT_FIELD,
  honeypotReason,
  issueFormToken,
  repeatReason,
  TIMESTAMP_FIELD,
  timingReason,
} from '../spam/botSignals.js';
import type { SpamScorer } from '../spam/scorer.js';
import {
  isTenantOrigin,
  type PublicTenant,
  type PublicTenantCache,
  publicTenantCache,
} from '../tenants/publicTenant.js';
import { issueGrant } from './grant.js';
import { GroupCommit } from './groupCommit.js';
import {
  idByIdempotencyKey,
  insertSubmissionsWithJobs,
  insertSubmissionWithJobs,
  type NewSubmission,
  readIntakeFacts,
} from './repository.js';

/** Fields that steer the endpoint or carry bot signals; not part of what the patient wrote. */
const CONTROL_FIELDS = new Set(['tenantId', 'success_url', 'error_url', HONEYPOT_FIELD, TIMESTAMP_FIELD, 'apikey']);

const LIMIT_WINDOW_SECONDS = 600;
/**
 * Submissions of one practice that use the database at the same time in this process (of the
 * pool's 10 connections); more wait in the practice's own queue (lib/lanes.ts).
 */
const PRACTICE_CONCURRENCY = 4;
/**
 * Submissions of one practice that may wait for those slots (a few seconds' worth); the next one
 * gets a 429 at once. Real traffic stays far below; a flood reaches it, and without a bound its
 * requests would wait for half a minute, each holding a connection and its body in memory
 * (bench/README.md, "One practice flooding").
 */
const PRACTICE_QUEUE = 1000;
/** Submissions stored by one statement at most (group commit). */
const STORE_BATCH = 64;

export interface Caller {
  ip: string;
  userAgent: string | null;
  origin: string | undefined;
}

export interface SubmitInput {
  tenantRef: string | undefined;
  apiKey: string | undefined;
  requireKey: boolean;
  formData: Record<string, unknown>;
  idempotencyKey: string | undefined;
  caller: Caller;
  /** Used instead of formTypeOf(formData), e.g. 'anamnese' for a standalone questionnaire. */
  formType?: FormType;
  /** The reception's language the patient used (a tag); stored when it is one of ours, else German. */
  language?: string;
  /** Runs in the submission's transaction after a new row was inserted. */
  afterInsert?: (tx: Tx, tenantId: string, submissionId: string) => Promise<unknown>;
}

export interface IntakeOptions {
  scorer: SpamScorer;
  /** Borderline scores go to the AI classifier when one is configured. */
  aiQuarantine?: { min: number; max: number };
  /** Shared with the admin API, which invalidates it on changes (app.ts); a private one otherwise. */
  tenants?: PublicTenantCache;
  /** Keys of the submission's contact details for the patient export's lookup. */
  contacts: ContactIndex;
}

export function intakeService(db: Database, keyring: Keyring, config: Config, opts: IntakeOptions) {
  const grantKey = subkey(config.secrets.masterKey, 'submission-grant');
  const formTokenKey = subkey(config.secrets.masterKey, 'form-timestamp');
  const tenants = opts.tenants ?? publicTenantCache(db);
  const refusals = new RefusalMemo();
  const lanes = new Lanes(PRACTICE_CONCURRENCY, PRACTICE_QUEUE);

  async function tenantFor(ref: string | undefined, apiKey: string | undefined, requireKey: boolean, caller: Caller) {
    const tenant = await tenants.find(ref);
    if (!tenant) throw new AppError('TENANT_NOT_FOUND');
    if (requireKey && !(apiKey && safeEqual(apiKey, tenant.publicKey))) throw new AppError('INVALID_API_KEY');
    if (caller.origin && !isOwnOrigin(caller.origin) && !isTenantOrigin(tenant, caller.origin)) {
      throw new AppError('ORIGIN_NOT_ALLOWED');
    }
    return tenant;
  }

  const own = new Set(ownOrigins(config.publicUrl));
  const isOwnOrigin = (origin: string) => URL.canParse(origin) && own.has(new URL(origin).origin);

  const limited = (retryAfterSeconds: number) =>
    AppError.withoutStack('RATE_LIMITED', undefined, { retryAfterSeconds });
  const hashOf = ipHasher(config.secrets.ipHashSecret);
  // Per-address limits count an IPv6 client by its /64 (it may take a fresh address each time).
  const limitHashOf = ipHasher(config.secrets.ipHashSecret, rateLimitSubject);

  const limitsOf = (tenant: PublicTenant, limitHash: string) => ({
    ip: { key: `intake:ip:${limitHash}`, limit: config.intakeLimits.perIp },
    practice: { key: `intake:tenant:${tenant.id}`, limit: config.intakeLimits.perTenant },
  });

  /** A limit this process already saw exhausted refuses at once, without the database. */
  function refuseKnown(tenant: PublicTenant, limitHash: string) {
    const { ip, practice } = limitsOf(tenant, limitHash);
    for (const { key } of [ip, practice]) {
      const retryAfter = refusals.retryAfter(key);
      if (retryAfter !== null) throw limited(retryAfter);
    }
  }

  /**
   * Per client address, then per practice; both counted in the facts statement. A refusal is
   * remembered (RefusalMemo) and answered 429, whatever else that statement read.
   */
  function checkLimits(results: [RateLimitResult, RateLimitResult | null], limits: RateLimitPair) {
    const [byIp, byPractice] = results;
    for (const [key, r] of [
      [limits.first.key, byIp],
      [limits.second.key, byPractice],
    ] as const) {
      if (r && !r.allowed) {
        refusals.remember(key, r.resetsAt);
        throw limited(r.retryAfterSeconds);
      }
    }
  }

  // Submissions without an afterInsert step are stored in groups (groupCommit.ts).
  const committer = new GroupCommit<{ row: NewSubmission; jobs: NewJob[] }, string | null>(
    (items) => insertSubmissionsWithJobs(db, items),
    STORE_BATCH,
  );

  /**
   * Counts the limits and reads the facts (one statement), scores and encrypts outside any
   * transaction: the row to store and its jobs. Runs in the practice's lane (it holds a pooled
   * connection).
   */
  async function prepare(tenant: PublicTenant, ipHash: string, limitHash: string, input: SubmitInput) {
    const formData = Object.fromEntries(Object.entries(input.formData).filter(([k]) => !CONTROL_FIELDS.has(k)));
    const formType = input.formType ?? formTypeOf(formData);
    const id = randomUUID();
    const text = opts.scorer.prepare(formType, formData);
    const { ip, practice } = limitsOf(tenant, limitHash);
    const limits = { first: ip, second: practice, windowSeconds: LIMIT_WINDOW_SECONDS };
    const facts = await readIntakeFacts(db, { tenantId: tenant.id, ipHash, tokenKeys: text.lookupKeys, limits });
    checkLimits(facts.limits, limits);
    // No data key: the practice was deleted after its row was cached (PUBLIC_TENANT_TTL_MS).
    if (!facts.key) throw new AppError('TENANT_NOT_FOUND');
    const signals: (SpamReason | null)[] = [
      facts.blacklisted ? { reason: 'Absender-IP steht auf der Blacklist', points: 100, layer: 'intake' } : null,
      honeypotReason(input.formData[HONEYPOT_FIELD], formData),
      timingReason(formTokenKey, input.formData[TIMESTAMP_FIELD]),
      repeatReason(facts.repeats),
    ];
    const language = patientLanguageOf(input.language);
    const verdict = opts.scorer.scoreWithRows(
      {
        tenantId: tenant.id,
        formType,
        formData,
        language,
        extraReasons: signals.filter((r): r is SpamReason => r !== null),
      },
      facts.tokens,
      text,
    );
    const ai = opts.aiQuarantine;
    const quarantined = !!ai && verdict.score >= ai.min && verdict.score <= ai.max;
    const { blob, keyVersion } = keyring.encryptWithKey(
      { tenantId: tenant.id, table: 'form_submissions', recordId: id },
      formData,
      facts.key,
    );
    // Notifications wait for the AI's verdict when quarantined (spam.ai sends them when it is not spam).
    const jobs: NewJob[] =
      quarantined && ai
        ? [{ queue: 'spam.ai', payload: { submissionId: id }, tenantId: tenant.id, maxAttempts: 3 }]
        : verdict.isSpam
          ? []
          : notificationJobs(tenant, id, formData);
    const row: NewSubmission = {
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
      // Behandlungsbeginn spätestens (issue 20): a plain date, docs/security.md.
      treatment_deadline: deadlineOf(formData),
      language,
      ...opts.contacts.keysOf(tenant.id, formData),
    };
    return { row, jobs };
  }

  /**
   * Stores the submission with its jobs: with the next group commit (one statement, atomic on
   * its own), or — with an afterInsert step (a standalone anamnesis stores its answers too) —
   * in a tenant transaction shared with that step. Answers the id, the first one's for a repeat.
   */
  async function save(tenant: PublicTenant, input: SubmitInput, row: NewSubmission, jobs: NewJob[]) {
    const { afterInsert } = input;
    const inserted = afterInsert
      ? await withTenant(db, tenant.id, async (tx) => {
          const first = await insertSubmissionWithJobs(tx, row, jobs);
          if (first) await afterInsert(tx, tenant.id, first);
          return first;
        })
      : await committer.submit({ row, jobs });
    // The same request again (Idempotency-Key): answer with the first one's id.
    return (
      inserted ??
      (await withTenant(db, tenant.id, (tx) => idByIdempotencyKey(tx, tenant.id, input.idempotencyKey ?? '')))
    );
  }

  /** The practice was deleted while this request ran (foreign key of the insert). */
  const deletedMeanwhile = (err: unknown): never => {
    if ((err as { code?: string }).code === '23503') throw new AppError('TENANT_NOT_FOUND');
    throw err;
  };

  return {
    db,
    tenantFor,
    /** The origins of our own pages (config.ownOrigins), for the CORS answers. */
    ownOrigins: [...own] as readonly string[],
    /** The practice for a public reference (id or slug), through the cache; null when unknown. */
    findTenant: (ref: string | undefined) => tenants.find(ref),
    grantKey,
    /** The signed render timestamp for `_ts` (GET /functions/v1/formToken). */
    formToken: () => issueFormToken(formTokenKey),

    /**
     * Before the body is validated: answers 429 to a caller whose address, or whose practice,
     * this process already saw past its limit, without validation or database, so a flood
     * costs as little as it can. Anything else (a bad body, key or origin) is left to the
     * handler, which answers it as before.
     */
    async refuseEarly(tenantRef: unknown, apiKey: string | undefined, caller: Caller) {
      const byIp = refusals.retryAfter(`intake:ip:${limitHashOf(caller.ip)}`);
      if (byIp !== null) throw limited(byIp);
      if (typeof tenantRef !== 'string') return;
      const tenant = await tenantFor(tenantRef, apiKey, true, caller).catch(() => null);
      if (!tenant) return;
      const byPractice = refusals.retryAfter(`intake:tenant:${tenant.id}`);
      if (byPractice) throw limited(byPractice);
      if (lanes.isFull(tenant.id)) throw limited(1);
    },

    /** Stores one submission; answers its id and the follow-up grant. */
    async submit(input: SubmitInput) {
      const tenant = await tenantFor(input.tenantRef, input.apiKey, input.requireKey, input.caller);
      const ipHash = hashOf(input.caller.ip);
      const limitHash = limitHashOf(input.caller.ip);
      refuseKnown(tenant, limitHash);
      // The practice's lane covers what holds a pooled connection per request (limits, facts,
      // an afterInsert transaction); the group commit holds one for all practices' stores.
      const stored = await lanes
        .run(tenant.id, async () => {
          refuseKnown(tenant, limitHash); // may have been learnt while this one waited in the practice's queue
          const prepared = await prepare(tenant, ipHash, limitHash, input);
          return input.afterInsert ? await save(tenant, input, prepared.row, prepared.jobs) : prepared;
        })
        .then((r) => (typeof r === 'string' ? r : save(tenant, input, r.row, r.jobs)))
        .catch((err: unknown) => {
          if (err instanceof LaneFull) throw limited(1);
          return deletedMeanwhile(err);
        });
      return { tenant, submissionId: stored, grant: issueGrant(grantKey, stored, tenant.id) };
    },
  };
}

export type IntakeService = ReturnType<typeof intakeService>;
